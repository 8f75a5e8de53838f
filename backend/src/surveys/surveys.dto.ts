import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../common/text-rules';
import { SURVEY_LIMITS } from './survey.decider';
import { QUESTION_TYPES, type QuestionType } from './survey.events';

// The validators' length limits are generous bounds against abuse; the decider applies the domain's
// exact rules (after trimming), which are what the document states.

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
    description: 'The path POST /api/upload/logo answered',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  logo?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

@ApiSchema({ name: 'AddQuestionInput' })
export class AddQuestionDto {
  @ApiProperty({ minLength: 1, maxLength: SURVEY_LIMITS.questionText })
  @IsString({ message: 'Question text is required' })
  @MaxLength(10000)
  questionText!: string;

  @ApiPropertyOptional({ enum: QUESTION_TYPES, enumName: 'QuestionType', default: 'textarea' })
  @IsOptional()
  @IsIn(QUESTION_TYPES, { message: 'questionType must be textarea' })
  questionType?: QuestionType;

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
    description: 'The path POST /api/upload/logo answered; null removes the logo',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
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
}

@ApiSchema({ name: 'RewordQuestionInput' })
export class RewordQuestionDto {
  @ApiProperty({ minLength: 1, maxLength: SURVEY_LIMITS.questionText })
  @IsString({ message: 'Question text is required' })
  @MaxLength(10000)
  questionText!: string;
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
