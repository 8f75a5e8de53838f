import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';

/** The bounds follow the job contract (worker/src/contract); the contract checks again on both sides. */
export class GenerateQuestionsDto {
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(4000, { message: 'prompt is too long (max 4000 characters)' })
  prompt?: string;

  /** Missing or blank: the service answers 'Please provide company/organization data'. */
  @IsOptional()
  @IsString({ message: 'Please provide company/organization data' })
  @MaxLength(50000, { message: 'Company data is too long (max 50000 characters)' })
  companyData?: string;
}

export class ConversationEntryDto {
  @IsIn(['assistant', 'user'], { message: "conversationHistory role must be 'assistant' or 'user'" })
  role!: 'assistant' | 'user';

  @IsString({ message: 'conversationHistory content must be text' })
  @MaxLength(5000, { message: 'conversationHistory content is too long (max 5000 characters)' })
  content!: string;
}

export class ChatFollowUpDto {
  @IsString({ message: 'userMessage must be text' })
  @MaxLength(5000, { message: 'userMessage is too long (max 5000 characters)' })
  userMessage!: string;

  @IsString({ message: 'currentQuestion must be text' })
  @MaxLength(1000, { message: 'currentQuestion is too long (max 1000 characters)' })
  currentQuestion!: string;

  @IsArray({ message: 'conversationHistory must be a list' })
  @ArrayMaxSize(200, { message: 'conversationHistory is too long (max 200 entries)' })
  @ValidateNested({ each: true })
  @Type(() => ConversationEntryDto)
  conversationHistory!: ConversationEntryDto[];

  @IsBoolean({ message: 'isLastQuestion must be true or false' })
  isLastQuestion!: boolean;

  @IsIn(['en', 'ur'], { message: "language must be 'en' or 'ur'" })
  language!: 'en' | 'ur';

  /** The respondent's response: the follow-up asked is then recorded on it (FollowUpAsked). */
  @IsOptional()
  @IsUUID('4', { message: 'responseId must be a response id' })
  responseId?: string;

  /** The base question answered; with responseId, found by its text when left out. */
  @IsOptional()
  @IsUUID('4', { message: 'questionId must be a question id' })
  questionId?: string;
}
