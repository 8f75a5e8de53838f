import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { type RecentJob, type RecentJobState } from '@seedline/worker';
import {
  AI_JOB_NAMES,
  AI_QUESTION_TYPES,
  MAX_CHAT_QUESTION_LENGTH,
  MAX_GENERATED_QUESTIONS,
  MAX_TRANSLATE_TEXTS,
  TYPED_QUESTION_LIMITS,
  type AiJobName,
  type AiQuestionType,
  type ChatFollowUpResult,
  type GenerateQuestionsResult,
  type TranslateTextsResult,
  type TypedQuestion,
} from '@seedline/shared';

// What the AI endpoints answer: the job results of the worker's contract (which these classes
// must satisfy), plus what the API adds.

@ApiSchema({ name: 'GeneratedScaleLabels' })
export class GeneratedScaleLabelsView {
  @ApiProperty({ maxLength: TYPED_QUESTION_LIMITS.scaleLabel, description: 'The word for 0' })
  min!: string;

  @ApiProperty({ maxLength: TYPED_QUESTION_LIMITS.scaleLabel, description: 'The word for 10' })
  max!: string;
}

@ApiSchema({ name: 'GeneratedNumberRange' })
export class GeneratedNumberRangeView {
  @ApiPropertyOptional()
  min?: number;

  @ApiPropertyOptional()
  max?: number;

  @ApiPropertyOptional({ maxLength: TYPED_QUESTION_LIMITS.unit, example: 'hours per week' })
  unit?: string;
}

/** A generated question with the type proposed for it; the builder starts the question with these. */
@ApiSchema({ name: 'GeneratedQuestion' })
export class GeneratedQuestionView implements TypedQuestion {
  @ApiProperty({ description: 'The same words as the question at this place in `questions`' })
  questionText!: string;

  @ApiProperty({ enum: AI_QUESTION_TYPES, enumName: 'QuestionType' })
  questionType!: AiQuestionType;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    minItems: TYPED_QUESTION_LIMITS.minOptions,
    maxItems: TYPED_QUESTION_LIMITS.maxOptions,
    description: 'Option labels of a single_choice or multiple_choice question',
  })
  options?: string[];

  @ApiPropertyOptional({
    description: 'A choice question proposed with an "Other" answer in the respondent\'s own words',
  })
  allowOther?: boolean;

  @ApiPropertyOptional({ type: GeneratedScaleLabelsView, description: "A scale question's end labels" })
  scaleLabels?: GeneratedScaleLabelsView;

  @ApiPropertyOptional({ type: GeneratedNumberRangeView, description: "A number question's bounds and unit" })
  numberRange?: GeneratedNumberRangeView;
}

@ApiSchema({ name: 'GeneratedQuestions' })
export class GeneratedQuestionsView implements GenerateQuestionsResult {
  @ApiProperty({ type: String, isArray: true, minItems: 1, maxItems: MAX_GENERATED_QUESTIONS })
  questions!: string[];

  @ApiProperty({
    type: GeneratedQuestionView,
    isArray: true,
    maxItems: MAX_GENERATED_QUESTIONS,
    description: 'The same questions in the same order, each with a proposed type (textarea when none fits)',
  })
  typedQuestions!: GeneratedQuestionView[];
}

@ApiSchema({ name: 'TranslatedText' })
export class TranslatedTextView {
  @ApiProperty({ description: 'The key of the text as sent' })
  key!: string;

  @ApiProperty({ description: 'The translation, in Urdu script' })
  text!: string;
}

@ApiSchema({ name: 'TranslatedTexts' })
export class TranslatedTextsView implements TranslateTextsResult {
  @ApiProperty({
    type: TranslatedTextView,
    isArray: true,
    maxItems: MAX_TRANSLATE_TEXTS,
    description: 'Every key sent, once, in the order sent',
  })
  translations!: TranslatedTextView[];
}

/** Exactly one of isComplete, followUpQuestion and shouldMoveToNext is set. */
@ApiSchema({ name: 'FollowUpReply' })
export class ChatFollowUpAnswer implements ChatFollowUpResult {
  @ApiProperty({ description: 'The last question was answered: the survey is done' })
  isComplete!: boolean;

  @ApiProperty({ type: String, nullable: true, maxLength: MAX_CHAT_QUESTION_LENGTH })
  followUpQuestion!: string | null;

  @ApiProperty({ description: 'Go on to the next question' })
  shouldMoveToNext!: boolean;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'Set when the follow-up was recorded on the response: the answer to it goes to POST /api/answers with this id',
  })
  followUpId!: string | null;
}

@ApiSchema({ name: 'AiJob' })
export class AiJobView implements RecentJob {
  @ApiProperty()
  id!: string;

  @ApiProperty({ enum: AI_JOB_NAMES, enumName: 'AiJobName' })
  name!: AiJobName;

  @ApiProperty({ enum: ['queued', 'running', 'completed', 'failed'], enumName: 'AiJobState' })
  state!: RecentJobState;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ minimum: 0, description: 'Attempts started so far, retries included' })
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  queuedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: 300, description: 'Why it failed, in one line' })
  failedReason!: string | null;
}

@ApiSchema({ name: 'AiJobs' })
export class AiJobsView {
  @ApiProperty({
    enum: ['in-process', 'queue'],
    description:
      'in-process: jobs run in the API (no REDIS_URL) and are listed here; queue: the BullMQ queue keeps them and its dashboard at /admin/queues lists them',
  })
  runner!: 'in-process' | 'queue';

  @ApiProperty({
    type: AiJobView,
    isArray: true,
    description:
      'The newest jobs since the API started (at most 200), newest first; metadata only, never payloads or results',
  })
  jobs!: AiJobView[];
}

/** What this deployment's AI can do, for the screens that offer it (issue 49). */
@ApiSchema({ name: 'AiStatus' })
export class AiStatusView {
  @ApiProperty({
    enum: ['offline', 'model'],
    description:
      'offline: no AI model is configured; the rule-based interviewer asks few follow-ups and nothing can be ' +
      'translated or generated by AI. model: an AI model answers (translation, follow-ups, generated questions)',
  })
  provider!: 'offline' | 'model';
}
