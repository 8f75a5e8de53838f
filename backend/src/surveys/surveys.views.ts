import { ApiProperty, ApiSchema, PickType } from '@nestjs/swagger';
import { SURVEY_AVAILABILITIES, type SurveyAvailability } from './survey-availability';
import { QUESTION_TYPES, type QuestionType } from './survey.events';

// What the surveys endpoints answer: the read model's rows as the API shows them. These classes
// are the one definition of each shape; the OpenAPI document and the frontend's types come from them.

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
}

@ApiSchema({ name: 'DeletedSurvey' })
export class DeletedSurveyView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: [true], type: 'boolean' })
  deleted!: true;
}
