import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
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
