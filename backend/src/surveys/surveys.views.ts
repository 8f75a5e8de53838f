import { ANALYSIS_ROLES, type AnalysisRole } from '@seedline/shared';
import { LogicRuleView } from './logic';
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  ApiSchema,
  getSchemaPath,
  OmitType,
  PickType,
} from '@nestjs/swagger';
import { SURVEY_AVAILABILITIES, type SurveyAvailability } from './survey-availability';
import { SURVEY_LANGUAGES, type SurveyLanguage } from './translations';
import { QUESTION_TYPES, type QuestionType } from './survey.events';
import { EndScreenView } from './sharing';

// What the surveys endpoints answer: the read model's rows as the API shows them. These classes
// are the one definition of each shape; the OpenAPI document and the frontend's types come from them.

/** A survey's title and description in one language; each one left out shows the original. */
@ApiSchema({ name: 'SurveyTextTranslation' })
export class SurveyTextTranslationView {
  @ApiPropertyOptional()
  title?: string;

  @ApiPropertyOptional()
  description?: string;
}

@ApiSchema({ name: 'SurveyTranslations' })
export class SurveyTranslationsView {
  @ApiPropertyOptional({ type: SurveyTextTranslationView, description: 'Urdu' })
  ur?: SurveyTextTranslationView;
}

@ApiSchema({ name: 'Survey' })
export class SurveyView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Lowercase URL slug; the survey opens at /survey/{slug}' })
  slug!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Path of the uploaded logo (/uploads/...)' })
  logo!: string | null;

  @ApiProperty()
  isActive!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'From this time on the survey takes no new responses (responses already started may finish)',
  })
  closesAt!: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    nullable: true,
    description:
      'Once this many responses were started (startedCount), the survey takes no new ones; a respondent who started may finish',
  })
  responseCap!: number | null;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses started (erased ones not counted)' })
  startedCount!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses completed (erased ones not counted)' })
  completedCount!: number;

  @ApiProperty({
    enum: SURVEY_AVAILABILITIES,
    enumName: 'SurveyAvailability',
    description:
      "Whether a new response may start now: 'open'; 'inactive' (switched off); 'closed' (past closesAt); 'full' (startedCount reached responseCap). Checked in that order.",
  })
  availability!: SurveyAvailability;

  @ApiProperty({
    enum: SURVEY_LANGUAGES,
    enumName: 'SurveyLanguage',
    isArray: true,
    description: "The languages a respondent may choose; 'en' (the original texts) always. Surveys from before: both.",
  })
  languages!: SurveyLanguage[];

  @ApiProperty({
    type: SurveyTranslationsView,
    description: 'The translated title and description by language ({} when none); questions carry their own',
  })
  translations!: SurveyTranslationsView;

  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'Origins whose pages may show the survey in a frame (/embed/{slug}, Content-Security-Policy frame-ancestors). Empty: no other site may embed it.',
  })
  embedOrigins!: string[];

  @ApiProperty({ type: EndScreenView, description: 'What respondents see and where they go when they finish' })
  endScreen!: EndScreenView;

  @ApiProperty({
    description:
      'true: on the unlocked /surveys list when active; false: unlisted, reachable only by its link (/survey/{slug}).',
  })
  listed!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The client the survey is for (GET /api/clients/{id}); its reports and proposals belong to the same client. null: for no client. Admin only: null for anyone else.',
  })
  clientId!: string | null;
}

/** The unlocked survey list as respondents see it: no slug or logo. */
@ApiSchema({ name: 'SurveySummary' })
export class SurveySummaryView extends PickType(SurveyView, [
  'id',
  'title',
  'description',
  'isActive',
  'createdAt',
] as const) {}

@ApiSchema({ name: 'ChoiceOption' })
export class ChoiceOptionView {
  @ApiProperty({ description: 'Answers name the option by this id (o1, o2, ... unless the admin gave one)' })
  id!: string;

  @ApiProperty()
  label!: string;
}

@ApiSchema({ name: 'ScaleLabels' })
export class ScaleLabelsView {
  @ApiProperty({ description: 'The words at 0' })
  min!: string;

  @ApiProperty({ description: 'The words at 10' })
  max!: string;
}

@ApiSchema({ name: 'NumberRange' })
export class NumberRangeView {
  @ApiProperty({ type: Number, nullable: true, description: 'The smallest answer allowed; null: no bound' })
  min!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The largest answer allowed; null: no bound' })
  max!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'e.g. "hours per week"' })
  unit!: string | null;
}

@ApiSchema({ name: 'ScaleLabelsTranslation' })
export class ScaleLabelsTranslationView {
  @ApiPropertyOptional()
  min?: string;

  @ApiPropertyOptional()
  max?: string;
}

/** A question's texts in one language; each one left out shows the original. */
@ApiSchema({ name: 'QuestionTranslation' })
export class QuestionTranslationView {
  @ApiPropertyOptional()
  questionText?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Option labels by option id',
  })
  options?: Record<string, string>;

  @ApiPropertyOptional({ type: ScaleLabelsTranslationView })
  scaleLabels?: ScaleLabelsTranslationView;

  @ApiPropertyOptional({ description: "A number question's unit" })
  unit?: string;

  @ApiPropertyOptional({ description: 'The label of "Other", for a question that offers it' })
  other?: string;
}

@ApiSchema({ name: 'QuestionTranslations' })
export class QuestionTranslationsView {
  @ApiPropertyOptional({ type: QuestionTranslationView, description: 'Urdu' })
  ur?: QuestionTranslationView;
}

@ApiSchema({ name: 'Question' })
export class QuestionView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  surveyId!: string;

  @ApiProperty()
  questionText!: string;

  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' })
  questionType!: QuestionType;

  @ApiProperty({ type: 'integer', minimum: 1 })
  order!: number;

  @ApiProperty()
  isRequired!: boolean;

  @ApiPropertyOptional({
    enum: ANALYSIS_ROLES,
    enumName: 'AnalysisRole',
    nullable: true,
    description:
      'Its role in the analysis as the consultant set it; absent: inferred from the question (inferAnalysisRole)',
  })
  analysisRole?: AnalysisRole | null;

  @ApiProperty({
    type: ChoiceOptionView,
    isArray: true,
    nullable: true,
    description: 'single_choice and multiple_choice: the choices, in order; null for other types',
  })
  options!: ChoiceOptionView[] | null;

  @ApiProperty({
    description: 'single_choice and multiple_choice only: an "Other" choice with the respondent\'s own words',
  })
  allowOther!: boolean;

  @ApiProperty({ type: ScaleLabelsView, nullable: true, description: 'scale (0–10) only: the end labels' })
  scaleLabels!: ScaleLabelsView | null;

  @ApiProperty({ type: NumberRangeView, nullable: true, description: 'number only: bounds and unit' })
  numberRange!: NumberRangeView | null;

  @ApiProperty({ type: QuestionTranslationsView, description: 'Translated texts by language ({} when none)' })
  translations!: QuestionTranslationsView;

  @ApiProperty({
    type: LogicRuleView,
    isArray: true,
    description:
      'Branching rules, in order (issue 29): the browser walks them for instant navigation; the server decides',
  })
  logic!: LogicRuleView[];
}

/** What PUT /api/surveys/{id}/translations/{language} stored. */
@ApiExtraModels(QuestionTranslationView)
@ApiSchema({ name: 'SurveyTranslation' })
export class SurveyTranslationView {
  @ApiPropertyOptional()
  title?: string;

  @ApiPropertyOptional()
  description?: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(QuestionTranslationView) },
    description: 'By question id',
  })
  questions!: Record<string, QuestionTranslationView>;
}

@ApiSchema({ name: 'SurveyTranslationResult' })
export class SurveyTranslationResultView {
  @ApiProperty({ enum: ['ur'], enumName: 'TranslationLanguage' })
  language!: 'ur';

  @ApiProperty({ type: SurveyTranslationView })
  translation!: SurveyTranslationView;
}

@ApiSchema({ name: 'DeletedSurvey' })
export class DeletedSurveyView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: [true], type: 'boolean' })
  deleted!: true;
}

/** A survey as its public document shows it: every field but the counts, which change with each response. */
@ApiSchema({ name: 'PublicSurvey' })
export class PublicSurveyView extends OmitType(SurveyView, ['startedCount', 'completedCount'] as const) {}

/** What a respondent's page needs in one response: the survey and its questions, in every language it offers. */
@ApiSchema({ name: 'SurveyDocument' })
export class SurveyDocumentView {
  @ApiProperty({ type: PublicSurveyView })
  survey!: PublicSurveyView;

  @ApiProperty({
    type: QuestionView,
    isArray: true,
    description: "Ordered by order; none while the survey is switched off ('inactive')",
  })
  questions!: QuestionView[];
}
