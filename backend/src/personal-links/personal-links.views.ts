import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ANONYMITY_MODES, type AnonymityMode } from './personal-link.events';

// What the personal-link endpoints answer (the one definition of each shape).

export const LINK_STATUSES = ['not started', 'started', 'completed'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

@ApiSchema({ name: 'PersonalLink' })
export class PersonalLinkView {
  @ApiProperty() personId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased from the roster' })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) team!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['en', 'ur'] }) language!: 'en' | 'ur' | null;
  @ApiProperty({ enum: LINK_STATUSES, enumName: 'PersonalLinkStatus' }) status!: LinkStatus;
  @ApiProperty({ description: 'The link to send (path with the token: /i/<token>), made again from the secret' })
  path!: string;
}

@ApiSchema({ name: 'PersonalLinks' })
export class PersonalLinksView {
  @ApiProperty({ enum: ANONYMITY_MODES, enumName: 'AnonymityMode' }) anonymity!: AnonymityMode;
  @ApiProperty({ type: String, nullable: true, description: "The survey's client (whose roster the links go to)" })
  clientId!: string | null;
  @ApiProperty({ description: 'People on the roster now' }) rosterSize!: number;
  @ApiProperty({ type: PersonalLinkView, isArray: true }) links!: PersonalLinkView[];
}

@ApiSchema({ name: 'PersonalLinksIssued' })
export class PersonalLinksIssuedView {
  @ApiProperty({ description: 'Links made now' }) issued!: number;
  @ApiProperty({ description: 'Links the survey has in all' }) total!: number;
}

@ApiSchema({ name: 'CoverageRow' })
export class CoverageRowView {
  @ApiProperty({ type: String, nullable: true }) team!: string | null;
  @ApiProperty({ description: 'Teams under the minimum group size, shown together' }) combined!: boolean;
  @ApiProperty({ description: 'The row of the people with no team' }) noTeam!: boolean;
  @ApiProperty() teams!: number;
  @ApiProperty() headcount!: number;
  @ApiProperty({ type: Number, nullable: true }) invited!: number | null;
  @ApiProperty({ type: Number, nullable: true }) started!: number | null;
  @ApiProperty({ type: Number, nullable: true }) completed!: number | null;
  @ApiProperty({ type: String, nullable: true }) hiddenReason!: string | null;
}

@ApiSchema({ name: 'Coverage' })
export class CoverageView {
  @ApiProperty() minGroupSize!: number;
  @ApiProperty({ type: CoverageRowView, isArray: true }) rows!: CoverageRowView[];
  @ApiProperty() headcount!: number;
  @ApiProperty() invited!: number;
  @ApiProperty() started!: number;
  @ApiProperty() completed!: number;
}

@ApiSchema({ name: 'PersonalLinkOpened' })
export class PersonalLinkOpenedView {
  @ApiProperty() surveyId!: string;
  @ApiProperty({ type: String, nullable: true }) slug!: string | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [String] }) languages!: string[];
  @ApiProperty({ type: String, nullable: true, enum: ['en', 'ur'], description: "The person's language" })
  language!: 'en' | 'ur' | null;
  @ApiProperty({ enum: ANONYMITY_MODES, enumName: 'AnonymityMode' }) anonymity!: AnonymityMode;
  @ApiProperty({ enum: LINK_STATUSES, enumName: 'PersonalLinkStatus' }) status!: LinkStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The person, only when answers are identified' })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The response this link continues, once started' })
  responseId!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['traditional', 'ai_chat'] })
  surveyMode!: 'traditional' | 'ai_chat' | null;
}
