import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { QUESTION_TYPES, type QuestionType } from '@seedline/shared';
import { ProposalDocumentDto } from '../proposals';
import { CLIENT_LINK_LANGUAGES, type ClientLinkLanguage } from './client-link.events';

// What the client-link endpoints answer: the admin's list and the client's page (the one definition of each).

export const CLIENT_COVERAGE_ROW_KINDS = ['team', 'no-team', 'combined'] as const;
export type ClientCoverageRowKind = (typeof CLIENT_COVERAGE_ROW_KINDS)[number];

@ApiSchema({ name: 'ClientLink' })
export class ClientLinkView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) surveyId!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: 'Whether the client must give a passcode' }) passcode!: boolean;
  @ApiProperty({ type: 'integer' }) minGroupSize!: number;
  @ApiProperty({ description: 'Whether free-text answers (masked) are shown' }) freeText!: boolean;
  @ApiProperty({ enum: CLIENT_LINK_LANGUAGES, enumName: 'ClientLinkLanguage' }) language!: ClientLinkLanguage;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ enum: ['open', 'expired', 'revoked'] }) status!: 'open' | 'expired' | 'revoked';
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastViewedAt!: string | null;
}

@ApiSchema({ name: 'ClientLinkList' })
export class ClientLinkListView {
  @ApiProperty({ type: ClientLinkView, isArray: true, description: 'Newest first; no tokens' })
  links!: ClientLinkView[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The client named on the survey's latest proposal, to prefill a new link",
  })
  suggestedClientName!: string | null;
}

@ApiSchema({ name: 'CreatedClientLink' })
export class CreatedClientLinkView {
  @ApiProperty({ type: ClientLinkView }) link!: ClientLinkView;

  @ApiProperty({
    description: 'The page with the token (`/client/<token>`), shown this once: only its SHA-256 is stored',
    example: '/client/AbC123…',
  })
  path!: string;
}

@ApiSchema({ name: 'HiddenReason', description: 'Why a result is hidden, in English and Urdu' })
export class HiddenReasonView {
  @ApiProperty() en!: string;
  @ApiProperty() ur!: string;
}

@ApiSchema({ name: 'ClientOptionCount' })
export class ClientOptionCountView {
  @ApiProperty() label!: string;
  @ApiProperty({ type: 'integer' }) count!: number;
}

@ApiSchema({ name: 'ClientQuestionSummary' })
export class ClientQuestionSummaryView {
  @ApiProperty({ format: 'uuid' }) questionId!: string;
  @ApiProperty() questionText!: string;
  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' }) questionType!: QuestionType;
  @ApiProperty({ type: 'integer' }) answered!: number;
  @ApiProperty({ type: ClientOptionCountView, isArray: true, nullable: true })
  options!: ClientOptionCountView[] | null;
  @ApiProperty({ type: Number, nullable: true }) mean!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) npsScore!: number | null;
}

@ApiSchema({ name: 'ClientSummary' })
export class ClientSummaryView {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null when hidden (fewer than the minimum group)' })
  responses!: number | null;
  @ApiProperty({ type: HiddenReasonView, nullable: true }) hiddenReason!: HiddenReasonView | null;
  @ApiProperty({ type: ClientQuestionSummaryView, isArray: true, description: 'Empty when hidden' })
  questions!: ClientQuestionSummaryView[];
}

@ApiSchema({ name: 'ClientGroupFigure' })
export class ClientGroupFigureView {
  @ApiProperty({ format: 'uuid' }) questionId!: string;
  @ApiProperty({ type: 'integer' }) answered!: number;
  @ApiProperty({ type: Number, nullable: true }) mean!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) npsScore!: number | null;
}

@ApiSchema({ name: 'ClientGroup' })
export class ClientGroupView {
  @ApiProperty() label!: string;
  @ApiProperty() hidden!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) n!: number | null;
  @ApiProperty({ type: HiddenReasonView, nullable: true }) hiddenReason!: HiddenReasonView | null;
  @ApiProperty({ type: ClientGroupFigureView, isArray: true, nullable: true })
  questions!: ClientGroupFigureView[] | null;
}

@ApiSchema({ name: 'ClientSegmentSplit', description: 'The results split by one hidden field (never a personal one)' })
export class ClientSegmentSplitView {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: ClientGroupView, isArray: true }) groups!: ClientGroupView[];
}

@ApiSchema({ name: 'ClientFreeTextAnswers' })
export class ClientFreeTextView {
  @ApiProperty({ format: 'uuid' }) questionId!: string;
  @ApiProperty() questionText!: string;
  @ApiProperty({ type: [String], description: 'Masked: names, e-mail addresses and phone numbers replaced' })
  answers!: string[];
}

@ApiSchema({ name: 'ClientTheme' })
export class ClientThemeView {
  @ApiProperty() name!: string;
  @ApiProperty() summary!: string;
  @ApiProperty({ type: 'integer', nullable: true }) responseCount!: number | null;
  @ApiProperty({ type: Number, nullable: true }) share!: number | null;
  @ApiProperty({ type: HiddenReasonView, nullable: true }) hiddenReason!: HiddenReasonView | null;
  @ApiProperty({ type: [String], description: 'Masked quotes; none unless the link shows free text' })
  quotes!: string[];
}

@ApiSchema({ name: 'ClientOpportunity' })
export class ClientOpportunityView {
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty() score!: number;
  @ApiProperty({ type: Number, nullable: true }) hoursSavedPerWeek!: number | null;
  @ApiProperty({ type: [String] }) themeNames!: string[];
}

@ApiSchema({ name: 'ClientReport', description: 'The latest completed report, as the consultant curated it' })
export class ClientReportView {
  @ApiProperty({ type: ClientThemeView, isArray: true }) themes!: ClientThemeView[];
  @ApiProperty({ type: ClientOpportunityView, isArray: true }) opportunities!: ClientOpportunityView[];
}

@ApiSchema({ name: 'ClientCoverageRow' })
export class ClientCoverageRowView {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The team's name; null for the people with no team and for the combined row (see kind)",
  })
  team!: string | null;
  @ApiProperty({
    enum: CLIENT_COVERAGE_ROW_KINDS,
    enumName: 'ClientCoverageRowKind',
    description: 'A team; the people with no team; or the teams under the minimum group size, together',
  })
  kind!: ClientCoverageRowKind;
  @ApiProperty({ type: 'integer', description: 'How many teams the row holds (1 but for the combined row)' })
  teams!: number;
  @ApiProperty({ type: 'integer', description: 'People on the roster' }) headcount!: number;
  @ApiProperty({ type: 'integer', nullable: true }) invited!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) started!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) completed!: number | null;
  @ApiProperty({ type: HiddenReasonView, nullable: true }) hiddenReason!: HiddenReasonView | null;
}

@ApiSchema({
  name: 'ClientCoverage',
  description: "Coverage by team of the survey's personal links, within the link's minimum group size; no names",
})
export class ClientCoverageView {
  @ApiProperty({ type: 'integer' }) minGroupSize!: number;
  @ApiProperty({ type: 'integer' }) headcount!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Null (like started and completed) when a row is withheld: the total would give it away',
  })
  invited!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) started!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) completed!: number | null;
  @ApiProperty({ type: ClientCoverageRowView, isArray: true }) rows!: ClientCoverageRowView[];
}

@ApiSchema({ name: 'ClientPage', description: 'What a client link shows: read-only, within the anonymity floor' })
export class ClientPageView {
  @ApiProperty({ description: "The consultancy's name (settings)" }) consultancyName!: string;
  @ApiProperty() clientName!: string;
  @ApiProperty() surveyTitle!: string;
  @ApiProperty({ enum: CLIENT_LINK_LANGUAGES, enumName: 'ClientLinkLanguage' }) language!: ClientLinkLanguage;
  @ApiProperty({ type: 'integer' }) minGroupSize!: number;
  @ApiProperty() freeText!: boolean;
  @ApiProperty({ type: ClientSummaryView }) summary!: ClientSummaryView;
  @ApiProperty({ type: ClientSegmentSplitView, isArray: true }) segments!: ClientSegmentSplitView[];
  @ApiProperty({ type: ClientFreeTextView, isArray: true, nullable: true, description: 'Null when free text is off' })
  freeTextAnswers!: ClientFreeTextView[] | null;
  @ApiProperty({ type: ClientReportView, nullable: true }) report!: ClientReportView | null;
  @ApiPropertyOptional({
    type: ProposalDocumentDto,
    nullable: true,
    description: "The survey's latest proposal; its quotes masked, or left out when free text is off",
  })
  proposal!: ProposalDocumentDto | null;
  @ApiProperty({
    type: ClientCoverageView,
    nullable: true,
    description: 'Who was invited, started and completed by team; null when the survey has no personal links',
  })
  coverage!: ClientCoverageView | null;
}
