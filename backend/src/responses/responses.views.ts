import { ApiProperty, ApiSchema, type ApiPropertyOptions } from '@nestjs/swagger';
import { QUESTION_TYPES, type QuestionType, type AnswerValue } from '@seedline/shared';
import { ResponseQualityView } from './quality/response-quality.views';
import { RESPONSE_LANGUAGES, SURVEY_MODES, type ResponseLanguage, type SurveyMode } from './response.events';

// What the responses endpoints answer. These classes are the one definition of each shape; the
// OpenAPI document and the frontend's types come from them.

/** The OpenAPI form of a typed answer's value (typed-answer.ts), shared by every answer view. */
export const ANSWER_VALUE_SCHEMA: ApiPropertyOptions = {
  nullable: true,
  description:
    'The typed value: single_choice an option id, or {other: text} when the respondent chose "Other"; ' +
    'multiple_choice {selected: option ids, other: text or null}; ' +
    'rating 1–5, scale 0–10 and number a number; yes_no a boolean. null for text questions and older answers.',
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    {
      type: 'object',
      required: ['selected', 'other'],
      properties: { selected: { type: 'array', items: { type: 'string' } }, other: { type: 'string', nullable: true } },
    },
    { type: 'object', required: ['other'], properties: { other: { type: 'string' } } },
  ],
};

/** Named SurveyResponse so that it does not hide the DOM's (and fetch's) Response in clients. */
@ApiSchema({ name: 'SurveyResponse' })
export class ResponseView {
  @ApiProperty({ format: 'uuid', description: 'Known only to the browser that started the response' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  surveyId!: string;

  @ApiProperty({ enum: SURVEY_MODES, enumName: 'SurveyMode' })
  surveyMode!: SurveyMode;

  @ApiProperty({ enum: RESPONSE_LANGUAGES, enumName: 'Language', nullable: true })
  language!: ResponseLanguage | null;

  @ApiProperty({ type: String, nullable: true })
  respondentName!: string | null;

  @ApiProperty({ type: String, nullable: true })
  respondentEmail!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When the response was started' })
  submittedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When an unfinished response was closed after the survey's abandonment period; null otherwise",
  })
  abandonedAt!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { team: 'finance', utm_source: 'email' },
    description:
      'The hidden-field and UTM values the link carried (empty when none): the declared fields and utm_source, ' +
      'utm_medium, utm_campaign; a value outside a field\'s allowed list reads "other"',
  })
  hiddenFields!: Record<string, string>;
}

/** An AI follow-up asked about a base question, with what the respondent wrote (null until then). */
@ApiSchema({ name: 'FollowUp' })
export class FollowUpView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The base question it digs into' })
  questionId!: string;

  @ApiProperty()
  questionText!: string;

  @ApiProperty({ type: String, nullable: true })
  answerText!: string | null;
}

@ApiSchema({ name: 'Answer' })
export class AnswerView {
  @ApiProperty({ format: 'uuid' })
  responseId!: string;

  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty()
  answerText!: string;

  @ApiProperty(ANSWER_VALUE_SCHEMA)
  answerValue!: AnswerValue | null;

  @ApiProperty({ format: 'date-time' })
  answeredAt!: string;

  @ApiProperty({ type: FollowUpView, isArray: true, description: 'AI follow-ups asked about this question' })
  followUps!: FollowUpView[];
}

/** The respondent's own view, to resume after a reload: the response and its answers so far. */
@ApiSchema({ name: 'ResponseProgress' })
export class ResponseProgressView extends ResponseView {
  @ApiProperty({ type: AnswerView, isArray: true })
  answers!: AnswerView[];
}

/** An answer as a page of responses embeds it, with the question's wording it was answered against. */
@ApiSchema({ name: 'ResponsePageAnswer' })
export class ResponsePageAnswerView {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty({ description: 'The wording of the question when this answer was given' })
  questionText!: string;

  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType', description: "The question's type now" })
  questionType!: QuestionType;

  @ApiProperty()
  answerText!: string;

  @ApiProperty(ANSWER_VALUE_SCHEMA)
  answerValue!: AnswerValue | null;

  @ApiProperty({ format: 'date-time' })
  answeredAt!: string;

  @ApiProperty({
    description:
      "Off the response's path: a changed earlier answer took the respondent past this question (survey branching); kept, but left out of results",
  })
  offPath!: boolean;
}

/** A response in a page: the response, its number, its answers (question order) and its AI follow-ups. */
@ApiSchema({ name: 'ResponsePageItem' })
export class ResponsePageItemView extends ResponseView {
  @ApiProperty({
    minimum: 1,
    description: "Position in start order among the survey's responses, 1-based: 'Response #n'",
  })
  number!: number;

  @ApiProperty({ type: ResponsePageAnswerView, isArray: true, description: 'In question order' })
  answers!: ResponsePageAnswerView[];

  @ApiProperty({ type: FollowUpView, isArray: true, description: 'AI follow-ups, in the order they were asked' })
  followUps!: FollowUpView[];

  @ApiProperty({
    type: String,
    isArray: true,
    description:
      "Ids of the questions the response's path passes by (survey logic): the respondent was never shown them",
  })
  passedBy!: string[];

  @ApiProperty({
    type: ResponseQualityView,
    nullable: true,
    description: 'Its quality verdict and reasons (issue 50); null until the response is scored',
  })
  quality!: ResponseQualityView | null;
}

/** One page of a survey's responses, newest first. */
@ApiSchema({ name: 'ResponsePage' })
export class ResponsePageView {
  @ApiProperty({ type: ResponsePageItemView, isArray: true })
  items!: ResponsePageItemView[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as cursor for the next page; null on the last' })
  nextCursor!: string | null;

  @ApiProperty({ minimum: 0, description: 'Responses matching the filter' })
  total!: number;
}
