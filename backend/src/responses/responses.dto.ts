import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class StartResponseDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  surveyId?: string;

  @IsIn(['traditional', 'ai_chat'], { message: "surveyMode must be 'traditional' or 'ai_chat'" })
  surveyMode!: 'traditional' | 'ai_chat';

  @IsOptional()
  @IsIn(['en', 'ur'], { message: "language must be 'en' or 'ur'" })
  language?: 'en' | 'ur';

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  respondentName?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000)
  respondentEmail?: string;
}

export class RecordAnswerDto {
  @IsUUID('4', { message: 'responseId must be a response id' })
  responseId!: string;

  @IsUUID('4', { message: 'questionId must be a question id' })
  questionId!: string;

  /** The answer to an AI follow-up of questionId rather than to the question itself. */
  @IsOptional()
  @IsUUID('4', { message: 'followUpId must be a follow-up id' })
  followUpId?: string;

  // The decider enforces the real limit (10,000); beyond this bound the body is refused outright.
  @IsString({ message: 'Answer text is required' })
  @MaxLength(20000, { message: 'Answer is too long (max 10000 characters)' })
  answerText!: string;
}

export class CompleteResponseDto {
  @IsString({ message: 'completedAt must be an ISO timestamp' })
  @MaxLength(64)
  completedAt!: string;
}
