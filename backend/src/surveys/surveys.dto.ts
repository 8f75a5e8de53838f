import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../common/text-rules';
import { isLogoPath, LOGO_PATH_MESSAGE, LOGO_PATH_PATTERN } from '../uploads';
import { ANALYSIS_ROLES, QUESTION_SHAPE_LIMITS, type AnalysisRole } from '@seedline/shared';
import { SURVEY_LIMITS } from './survey-limits';
import { SURVEY_LANGUAGES, TRANSLATION_LIMITS, type SurveyLanguage } from './translations';
import { QUESTION_TYPES, type QuestionType } from './survey.events';

// The validators' length limits are generous bounds against abuse; the decider applies the domain's
// exact rules (after trimming), which are what the document states. The shape fields of a question and
// a translation are only checked for their JSON kind here: the decider (questionShape, surveyTranslation)
// says what is wrong with them, in words an admin understands.

const LANGUAGES_DOC = {
  enum: SURVEY_LANGUAGES,
  enumName: 'SurveyLanguage',
  isArray: true,
  description: "The languages a respondent may choose; must include 'en'. Left out: en and ur.",
} as const;

/** Only a path POST /api/upload/logo answered: never an external, javascript: or data: URL. */
function IsLogoPath() {
  return ValidateBy({
    name: 'isLogoPath',
    validator: { validate: isLogoPath, defaultMessage: () => LOGO_PATH_MESSAGE },
  });
}

@ApiSchema({ name: 'ChoiceOptionInput' })
export class ChoiceOptionInput {
  @ApiPropertyOptional({
    maxLength: QUESTION_SHAPE_LIMITS.optionId,
    pattern: '^[A-Za-z0-9_-]+$',
    description: "Keep an option's id when editing (answers name options by id); new options get o1, o2, ...",
  })
  id?: string;

  @ApiProperty({ minLength: 1, maxLength: QUESTION_SHAPE_LIMITS.optionLabel })
  label!: string;
}

@ApiSchema({ name: 'ScaleLabelsInput' })
export class ScaleLabelsInput {
  @ApiProperty({ minLength: 1, maxLength: QUESTION_SHAPE_LIMITS.scaleLabel, description: 'The words at 0' })
  min!: string;

  @ApiProperty({ minLength: 1, maxLength: QUESTION_SHAPE_LIMITS.scaleLabel, description: 'The words at 10' })
  max!: string;
}

@ApiSchema({ name: 'NumberRangeInput' })
export class NumberRangeInput {
  @ApiPropertyOptional({ type: Number, nullable: true })
  min?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  max?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUESTION_SHAPE_LIMITS.unit })
  unit?: string | null;
}

/** The shape fields, shared by adding and editing a question. */
class QuestionShapeFields {
  @ApiPropertyOptional({
    enum: QUESTION_TYPES,
    enumName: 'QuestionType',
    description:
      'textarea (long text, the default), text (short), single_choice, multiple_choice, rating (1–5), scale (0–10), yes_no, number',
  })
  @IsOptional()
  @IsString({ message: `Question type must be one of ${QUESTION_TYPES.join(', ')}` })
  questionType?: QuestionType;

  @ApiPropertyOptional({
    type: ChoiceOptionInput,
    isArray: true,
    minItems: QUESTION_SHAPE_LIMITS.minOptions,
    maxItems: QUESTION_SHAPE_LIMITS.maxOptions,
    description: 'Choice questions only: the choices in order (labels differ, ignoring case)',
  })
  @IsOptional()
  @IsArray({ message: 'options must be a list of { id?, label }' })
  @ArrayMaxSize(1000)
  options?: ChoiceOptionInput[];

  @ApiPropertyOptional({
    description: 'single_choice and multiple_choice only: offer "Other" with the respondent\'s own words',
  })
  @IsOptional()
  @IsBoolean({ message: 'allowOther must be true or false' })
  allowOther?: boolean;

  @ApiPropertyOptional({
    type: ScaleLabelsInput,
    description: 'scale only; left out: "Not at all likely" and "Extremely likely"',
  })
  @IsOptional()
  @IsObject({ message: 'scaleLabels must have a min and a max label' })
  scaleLabels?: ScaleLabelsInput;

  @ApiPropertyOptional({ type: NumberRangeInput, description: 'number only: bounds and unit, each optional' })
  @IsOptional()
  @IsObject({ message: 'numberRange must be an object with min, max and unit' })
  numberRange?: NumberRangeInput;
}

@ApiSchema({ name: 'CreateSurveyInput' })
export class CreateSurveyDto {
  @ApiProperty({ minLength: 1, maxLength: SURVEY_LIMITS.title })
  @IsString({ message: 'Title is required' })
  @MaxLength(1000)
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SURVEY_LIMITS.description })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN.source,
    description: 'Lowercased and trimmed before the check; 409 when another survey has it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  slug?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SURVEY_LIMITS.logo,
    pattern: LOGO_PATH_PATTERN,
    description: 'The path POST /api/upload/logo answered (blank: no logo)',
  })
  @IsOptional()
  @IsLogoPath()
  logo?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional(LANGUAGES_DOC)
  @IsOptional()
  @IsArray({ message: 'languages must list some of en, ur' })
  @ArrayMaxSize(10)
  languages?: SurveyLanguage[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description:
      'The client the survey is for (GET /api/clients); 400 when there is no such client. Left out or null: no client.',
  })
  @IsOptional()
  @IsString({ message: 'clientId must be the id of a client, or null' })
  @MaxLength(100)
  clientId?: string | null;

  @ApiPropertyOptional({
    description:
      'On the unlocked /surveys list (true) or reachable only by its link (false). Left out: unlisted when the survey is for a client, listed otherwise.',
  })
  @IsOptional()
  @IsBoolean({ message: 'listed must be true or false' })
  listed?: boolean;
}

@ApiSchema({ name: 'AddQuestionInput' })
export class AddQuestionDto extends QuestionShapeFields {
  @ApiProperty({ minLength: 1, maxLength: SURVEY_LIMITS.questionText })
  @IsString({ message: 'Question text is required' })
  @MaxLength(10000)
  questionText!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 10000,
    description: 'Position in the survey; after the last question when left out',
  })
  @IsOptional()
  @IsInt({ message: 'order must be a whole number' })
  @Min(1, { message: 'order starts at 1' })
  @Max(10000)
  order?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isRequired?: boolean;
}

/** PATCH: any of the fields; those left out stay as they are. */
@ApiSchema({ name: 'UpdateSurveyInput' })
export class UpdateSurveyDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: SURVEY_LIMITS.title })
  @IsOptional()
  @IsString({ message: 'Title must be text' })
  @MaxLength(1000)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SURVEY_LIMITS.description })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SLUG_MAX_LENGTH,
    pattern: SLUG_PATTERN.source,
    description: 'Lowercased and trimmed before the check; 409 when another survey has it; null or blank removes it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  slug?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SURVEY_LIMITS.logo,
    pattern: LOGO_PATH_PATTERN,
    description: 'The path POST /api/upload/logo answered; null removes the logo (blank: no logo)',
  })
  @IsOptional()
  @IsLogoPath()
  logo?: string | null;

  @ApiPropertyOptional({ description: 'Switch the survey on (true) or off (false)' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'ISO 8601 time with a zone from which no new response starts; null removes the close date',
  })
  @IsOptional()
  @IsString({ message: 'closesAt must be an ISO 8601 timestamp or null' })
  @MaxLength(100)
  closesAt?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: SURVEY_LIMITS.responseCap,
    nullable: true,
    description:
      'How many responses may be STARTED (a respondent who started may finish, so completed never exceeds it); null removes the cap',
  })
  @IsOptional()
  @IsInt({ message: 'responseCap must be a whole number of 1 or more' })
  @Min(1, { message: 'responseCap must be a whole number of 1 or more' })
  @Max(SURVEY_LIMITS.responseCap)
  responseCap?: number | null;

  @ApiPropertyOptional(LANGUAGES_DOC)
  @IsOptional()
  @IsArray({ message: 'languages must list some of en, ur' })
  @ArrayMaxSize(10)
  languages?: SurveyLanguage[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description:
      'The client the survey is for (GET /api/clients); null: no client; 400 when there is no such client. Its listing stays as it is (PUT /api/surveys/{id}/listing).',
  })
  @IsOptional()
  @IsString({ message: 'clientId must be the id of a client, or null' })
  @MaxLength(100)
  clientId?: string | null;
}

/** PATCH a question: its text, its shape fields (laid over the current shape), or both. */
@ApiSchema({ name: 'RewordQuestionInput' })
export class RewordQuestionDto extends QuestionShapeFields {
  @ApiPropertyOptional({ minLength: 1, maxLength: SURVEY_LIMITS.questionText })
  @IsOptional()
  @IsString({ message: 'Question text is required' })
  @MaxLength(10000)
  questionText?: string;

  @ApiPropertyOptional({ description: 'Whether a respondent must answer it (from now on)' })
  @IsOptional()
  @IsBoolean({ message: 'isRequired must be true or false' })
  isRequired?: boolean;

  @ApiPropertyOptional({
    enum: ANALYSIS_ROLES,
    enumName: 'AnalysisRole',
    nullable: true,
    description: 'Its role in the analysis; null: inferred from the question again',
  })
  @IsOptional()
  @IsIn(ANALYSIS_ROLES, { message: `analysisRole must be one of ${ANALYSIS_ROLES.join(', ')}` })
  analysisRole?: AnalysisRole | null;
}

@ApiSchema({ name: 'ScaleLabelsTranslationInput' })
export class ScaleLabelsTranslationInput {
  @ApiPropertyOptional()
  min?: string;

  @ApiPropertyOptional()
  max?: string;
}

@ApiSchema({ name: 'QuestionTranslationInput' })
export class QuestionTranslationInput {
  @ApiPropertyOptional({ description: 'Blank or left out: the original shows' })
  questionText?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Labels by option id' })
  options?: Record<string, string>;

  @ApiPropertyOptional({ type: ScaleLabelsTranslationInput })
  scaleLabels?: ScaleLabelsTranslationInput;

  @ApiPropertyOptional()
  unit?: string;

  @ApiPropertyOptional({ description: 'The label of "Other", for a question that offers it' })
  other?: string;
}

/** One language's whole translation; what is left out or blank shows the original. */
@ApiSchema({ name: 'SurveyTranslationInput' })
@ApiExtraModels(QuestionTranslationInput)
export class SurveyTranslationDto {
  @ApiPropertyOptional({ maxLength: TRANSLATION_LIMITS.title })
  @IsOptional()
  @IsString({ message: 'The translated title must be text' })
  title?: string;

  @ApiPropertyOptional({ maxLength: TRANSLATION_LIMITS.description })
  @IsOptional()
  @IsString({ message: 'The translated description must be text' })
  description?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(QuestionTranslationInput) },
    description: 'By question id; an unknown question or option id is refused (400)',
  })
  @IsOptional()
  @IsObject({ message: 'questions must be an object keyed by question id' })
  questions?: Record<string, QuestionTranslationInput>;
}

@ApiSchema({ name: 'ReorderQuestionsInput' })
export class ReorderQuestionsDto {
  @ApiProperty({
    type: [String],
    description: 'Every question id of the survey, each once, in the new order',
  })
  @IsArray({ message: 'questionIds must be a list of question ids' })
  @ArrayMaxSize(10000)
  @IsString({ each: true, message: 'questionIds must be a list of question ids' })
  questionIds!: string[];
}
