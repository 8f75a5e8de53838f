import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../common/text-rules';
import { RESPONSE_LIMITS } from './response.decider';
import { RESPONSE_LANGUAGES, SURVEY_MODES, type ResponseLanguage, type SurveyMode } from './response.events';

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
  @ApiProperty({ minLength: 1, maxLength: RESPONSE_LIMITS.answerText, description: 'Longer answers get 413' })
  @IsString({ message: 'Answer text is required' })
  @MaxLength(20000, { message: 'Answer is too long (max 10000 characters)' })
  answerText!: string;
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
