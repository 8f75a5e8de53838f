import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { AUDIT_KINDS, type AuditKind } from './audit-kinds';

export const ACTOR_KINDS = ['user', 'api-key', 'respondent', 'client', 'system', 'unknown'] as const;

// What the audit endpoints answer (the one definition of each shape).

@ApiSchema({ name: 'AuditEntry' })
export class AuditEntryView {
  @ApiProperty({ description: "The event's position in the log (entries come newest first)" })
  position!: number;

  @ApiProperty({ format: 'date-time' })
  at!: string;

  @ApiProperty({ enum: ACTOR_KINDS, enumName: 'ActorKind', description: 'unknown: recorded before actors were' })
  actorKind!: (typeof ACTOR_KINDS)[number];

  @ApiProperty({ type: String, nullable: true, description: 'The member (for an API key: the one who made it)' })
  userId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The member's name as the event recorded it" })
  username!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The API key, when one made the call' })
  apiKeyId!: string | null;

  @ApiProperty({ enum: AUDIT_KINDS, enumName: 'AuditKind' })
  kind!: AuditKind;

  @ApiProperty({ description: 'The event recorded, e.g. QuestionReworded, ResponseErased, ResponsesExported' })
  eventType!: string;

  @ApiProperty({
    description: 'What it was done to: survey, response, report, proposal, user, api-key, contact, export',
  })
  subjectType!: string;

  @ApiProperty()
  subjectId!: string;

  @ApiProperty({ type: String, nullable: true })
  surveyId!: string | null;
}

@ApiSchema({ name: 'AuditPage' })
export class AuditPageView {
  @ApiProperty({ type: AuditEntryView, isArray: true })
  entries!: AuditEntryView[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Pass as `before` for the next (older) page; null at the end',
  })
  nextBefore!: number | null;
}
