import { ApiProperty, ApiPropertyOptional, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../common/text-rules';
import { HIDDEN_FIELD_LIMITS } from '../surveys';
import { RESPONSE_LIMITS } from './response.decider';
import { RESPONSE_LANGUAGES, SURVEY_MODES, type ResponseLanguage, type SurveyMode } from './response.events';
import { isAnswerValueShape, ANSWER_VALUE_SHAPE_MESSAGE } from './answer-value-shape';
import { ANSWER_VALUE_SCHEMA } from './responses.views';
import { QUALITY_VERDICTS, type QualityVerdictKind } from './quality/quality-verdict';
import {
  dateOrTimestampMessage,
  HIDDEN_FILTER_MESSAGE,
  isDateOrTimestamp,
  LOW_QUALITY_CHOICES,
  PAGE_LIMIT,
  RESPONSE_STATUSES,
  type LowQualityChoice,
  type ResponseStatus,
} from './responses-page';

@ApiSchema({ name: 'StartResponseInput' })
export class StartResponseDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'When given, must name the survey in the path' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  surveyId?: string;

  @ApiProperty({ enum: SURVEY_MODES, enumName: 'SurveyMode' })
  @IsIn(SURVEY_MODES, { message: "surveyMode must be 'traditional' or 'ai_chat'" })
  surveyMode!: SurveyMode;

  @ApiPropertyOptional({ enum: RESPONSE_LANGUAGES, enumName: 'Language' })
  @IsOptional()
  @IsIn(RESPONSE_LANGUAGES, { message: "language must be 'en' or 'ur'" })
  language?: ResponseLanguage;

  @ApiPropertyOptional({ maxLength: RESPONSE_LIMITS.respondentName })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  respondentName?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  respondentEmail?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: HIDDEN_FIELD_LIMITS.value },
    maxProperties: 50,
    example: { team: 'finance', utm_source: 'email' },
    description:
      "Hidden-field values from the survey's link: the survey's declared keys and utm_source, utm_medium, " +
      'utm_campaign are recorded, other keys ignored; a value outside a declared allowed list is recorded as ' +
      `"other"; a value longer than ${HIDDEN_FIELD_LIMITS.value} characters is refused (400).`,
  })
  @IsOptional()
  @ValidateBy({
    name: 'isHiddenFieldValues',
    validator: {
      validate: isHiddenFieldValues,
      defaultMessage: () => 'hiddenFields must be an object of at most 50 texts',
    },
  })
  hiddenFields?: Record<string, string>;
}

/** A plain object of at most 50 texts (the decider applies the exact rules). */
function isHiddenFieldValues(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= 50 &&
    entries.every(([key, text]) => key.length <= 100 && typeof text === 'string' && text.length <= 1000)
  );
}

@ApiSchema({ name: 'RecordAnswerInput' })
export class RecordAnswerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'responseId must be a response id' })
  responseId!: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'questionId must be a question id' })
  questionId!: string;

  /** The answer to an AI follow-up of questionId rather than to the question itself. */
  @ApiPropertyOptional({ format: 'uuid', description: 'Answers this AI follow-up of questionId instead' })
  @IsOptional()
  @IsUUID('4', { message: 'followUpId must be a follow-up id' })
  followUpId?: string;

  // The decider enforces the real limit (10,000); beyond this bound the body is refused outright.
  // Required unless answerValue is sent (a typed question); the decider says what each question takes.
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: RESPONSE_LIMITS.answerText,
    description:
      'Required for text questions (longer answers get 413). A typed question takes answerValue, or this ' +
      'text read as its type ("4", "yes", an option\'s label); its stored text is then derived from the value.',
  })
  // Left out, the decider says what the question needs ("Answer text is required" for a text one).
  @IsOptional()
  @IsString({ message: 'Answer text is required' })
  @MaxLength(20000, { message: 'Answer is too long (max 10000 characters)' })
  answerText?: string;

  @ApiPropertyOptional({ ...ANSWER_VALUE_SCHEMA, nullable: false } as ApiPropertyOptions)
  @IsOptional()
  @ValidateBy({
    name: 'isAnswerValue',
    validator: { validate: isAnswerValueShape, defaultMessage: () => ANSWER_VALUE_SHAPE_MESSAGE },
  })
  answerValue?: unknown;
}

@ApiSchema({ name: 'CompleteResponseInput' })
export class CompleteResponseDto {
  @ApiProperty({
    format: 'date-time',
    maxLength: 64,
    description: "The client's clock: checked, not stored; a response completes at the server's time",
  })
  @IsString({ message: 'completedAt must be an ISO timestamp' })
  @MaxLength(64)
  completedAt!: string;
}

/** A `from`/`to` filter: a date YYYY-MM-DD or a full timestamp, one 400 message for anything else. */
function IsDateOrTimestamp() {
  return ValidateBy({
    name: 'isDateOrTimestamp',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value.length <= 64 && isDateOrTimestamp(value),
      defaultMessage: (args) => dateOrTimestampMessage(args?.property ?? 'The date'),
    },
  });
}

/** The filters shared by the paged list, the CSV export and the summary. */
export class ResponseFilterDto {
  @ApiPropertyOptional({ enum: RESPONSE_STATUSES, enumName: 'ResponseStatus' })
  @IsOptional()
  @IsIn(RESPONSE_STATUSES, { message: "status must be 'completed', 'in_progress' or 'abandoned'" })
  status?: ResponseStatus;

  @ApiPropertyOptional({ enum: SURVEY_MODES, enumName: 'SurveyMode' })
  @IsOptional()
  @IsIn(SURVEY_MODES, { message: "mode must be 'traditional' or 'ai_chat'" })
  mode?: SurveyMode;

  @ApiPropertyOptional({ enum: RESPONSE_LANGUAGES, enumName: 'Language' })
  @IsOptional()
  @IsIn(RESPONSE_LANGUAGES, { message: "language must be 'en' or 'ur'" })
  language?: ResponseLanguage;

  @ApiPropertyOptional({
    description:
      'Started on or after: a date YYYY-MM-DD (from the start of that UTC day) or a full ISO 8601 timestamp ' +
      'with seconds and zone (2026-03-01T09:30:00Z)',
    format: 'date-time',
    maxLength: 64,
    example: '2026-03-01T00:00:00Z',
  })
  @IsOptional()
  @IsDateOrTimestamp()
  from?: string;

  @ApiPropertyOptional({
    description:
      'Started on or before: a date YYYY-MM-DD (to the end of that UTC day) or a full ISO 8601 timestamp ' +
      'with seconds and zone (2026-03-31T18:00:00+05:00)',
    format: 'date-time',
    maxLength: 64,
    example: '2026-03-31T23:59:59Z',
  })
  @IsOptional()
  @IsDateOrTimestamp()
  to?: string;

  @ApiPropertyOptional({
    description:
      'Only responses whose link carried this hidden-field value, as key:value (team:finance); repeat the ' +
      'parameter to require several',
    type: [String],
    maxItems: 10,
    example: ['team:finance'],
  })
  @IsOptional()
  @ValidateBy({
    name: 'isHiddenFilter',
    validator: {
      validate: (value: unknown) => {
        const items = Array.isArray(value) ? value : [value];
        return items.length <= 10 && items.every((item) => typeof item === 'string' && item.length <= 250);
      },
      defaultMessage: () => HIDDEN_FILTER_MESSAGE,
    },
  })
  hidden?: string | string[];

  @ApiPropertyOptional({
    enum: QUALITY_VERDICTS,
    enumName: 'QualityVerdict',
    description:
      "Only responses whose quality verdict stands at this (the consultant's overrule, else the computed one)",
  })
  @IsOptional()
  @IsIn(QUALITY_VERDICTS, { message: "quality must be 'ok', 'review' or 'low_quality'" })
  quality?: QualityVerdictKind;

  @ApiPropertyOptional({
    enum: LOW_QUALITY_CHOICES,
    enumName: 'LowQualityChoice',
    description:
      'Whether low-quality responses count. The summary and drop-off leave them out by default (exclude); ' +
      'the list and the CSV export keep them by default (include).',
  })
  @IsOptional()
  @IsIn(LOW_QUALITY_CHOICES, { message: "lowQuality must be 'include' or 'exclude'" })
  lowQuality?: LowQualityChoice;
}

/** Any of these asks for the paged form; none gives the spec's plain list. */
export class ResponsePageQueryDto extends ResponseFilterDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${PAGE_LIMIT.max}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${PAGE_LIMIT.max}` })
  @Max(PAGE_LIMIT.max, { message: `limit must be a whole number from 1 to ${PAGE_LIMIT.max}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page (opaque)', maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Invalid cursor: pass the nextCursor of a previous page unchanged' })
  cursor?: string;
}
