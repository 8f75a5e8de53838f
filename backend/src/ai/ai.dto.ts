import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  BLANK_COMPANY_DATA_MESSAGE,
  chatLanguageSchema,
  conversationRoleSchema,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHAT_QUESTION_LENGTH,
  MAX_COMPANY_DATA_LENGTH,
  MAX_CONVERSATION_ENTRIES,
  MAX_PROMPT_LENGTH,
  MAX_TRANSLATE_KEY_LENGTH,
  MAX_TRANSLATE_TEXT_LENGTH,
  MAX_TRANSLATE_TEXTS,
  TRANSLATE_TARGET_LANGUAGES,
  type ChatLanguage,
  type TranslateTargetLanguage,
} from '@seedline/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';

// The bounds are the job contract's (shared/src/contract), which checks them again on both sides.

const CHAT_LANGUAGES = chatLanguageSchema.options;
const CONVERSATION_ROLES = conversationRoleSchema.options;
type ConversationRole = (typeof CONVERSATION_ROLES)[number];

@ApiSchema({ name: 'GenerateQuestionsInput' })
export class GenerateQuestionsDto {
  @ApiPropertyOptional({ maxLength: MAX_PROMPT_LENGTH, description: 'What to ask about; may say how many questions' })
  @IsOptional()
  @IsString({ message: 'prompt must be text' })
  @MaxLength(MAX_PROMPT_LENGTH, { message: `prompt is too long (max ${MAX_PROMPT_LENGTH} characters)` })
  prompt?: string;

  /** Missing or blank: the service answers 'Please provide company/organization data'. */
  @ApiPropertyOptional({
    maxLength: MAX_COMPANY_DATA_LENGTH,
    description: `Required in substance: missing or blank answers 400 '${BLANK_COMPANY_DATA_MESSAGE}'`,
  })
  @IsOptional()
  @IsString({ message: BLANK_COMPANY_DATA_MESSAGE })
  @MaxLength(MAX_COMPANY_DATA_LENGTH, {
    message: `Company data is too long (max ${MAX_COMPANY_DATA_LENGTH} characters)`,
  })
  companyData?: string;
}

@ApiSchema({ name: 'ConversationEntry' })
export class ConversationEntryDto {
  @ApiProperty({ enum: CONVERSATION_ROLES, enumName: 'ConversationRole' })
  @IsIn(CONVERSATION_ROLES, { message: "conversationHistory role must be 'assistant' or 'user'" })
  role!: ConversationRole;

  @ApiProperty({ maxLength: MAX_CHAT_MESSAGE_LENGTH })
  @IsString({ message: 'conversationHistory content must be text' })
  @MaxLength(MAX_CHAT_MESSAGE_LENGTH, {
    message: `conversationHistory content is too long (max ${MAX_CHAT_MESSAGE_LENGTH} characters)`,
  })
  content!: string;
}

@ApiSchema({ name: 'ChatFollowUpInput' })
export class ChatFollowUpDto {
  @ApiProperty({ format: 'uuid', description: 'The open response the follow-up is for' })
  @IsUUID('4', { message: 'responseId must be a response id' })
  responseId!: string;

  @ApiProperty({ format: 'uuid', description: "The base question answered, one of the response's survey" })
  @IsUUID('4', { message: 'questionId must be a question id' })
  questionId!: string;

  @ApiProperty({ maxLength: MAX_CHAT_MESSAGE_LENGTH, description: "The respondent's new message" })
  @IsString({ message: 'userMessage must be text' })
  @MaxLength(MAX_CHAT_MESSAGE_LENGTH, {
    message: `userMessage is too long (max ${MAX_CHAT_MESSAGE_LENGTH} characters)`,
  })
  userMessage!: string;

  @ApiPropertyOptional({ enum: CHAT_LANGUAGES, enumName: 'Language', description: "Default: the response's" })
  @IsOptional()
  @IsIn(CHAT_LANGUAGES, { message: "language must be 'en' or 'ur'" })
  language?: ChatLanguage;

  // Older clients sent these; they are accepted (within bounds) and ignored: the server reads the
  // question, its place in the survey and the conversation from its own records.

  @ApiPropertyOptional({ maxLength: MAX_CHAT_QUESTION_LENGTH, deprecated: true, description: 'Ignored' })
  @IsOptional()
  @IsString({ message: 'currentQuestion must be text' })
  @MaxLength(MAX_CHAT_QUESTION_LENGTH, {
    message: `currentQuestion is too long (max ${MAX_CHAT_QUESTION_LENGTH} characters)`,
  })
  currentQuestion?: string;

  @ApiPropertyOptional({
    type: ConversationEntryDto,
    isArray: true,
    maxItems: MAX_CONVERSATION_ENTRIES,
    deprecated: true,
    description: 'Ignored',
  })
  @IsOptional()
  @IsArray({ message: 'conversationHistory must be a list' })
  @ArrayMaxSize(MAX_CONVERSATION_ENTRIES, {
    message: `conversationHistory is too long (max ${MAX_CONVERSATION_ENTRIES} entries)`,
  })
  @ValidateNested({ each: true })
  @Type(() => ConversationEntryDto)
  conversationHistory?: ConversationEntryDto[];

  @ApiPropertyOptional({ deprecated: true, description: "Ignored: the survey's question order decides" })
  @IsOptional()
  @IsBoolean({ message: 'isLastQuestion must be true or false' })
  isLastQuestion?: boolean;
}

@ApiSchema({ name: 'TextToTranslate' })
export class TextToTranslateDto {
  @ApiProperty({
    maxLength: MAX_TRANSLATE_KEY_LENGTH,
    description: "The caller's name for the text (e.g. `title`, `q:<id>:option:o1`), returned with its translation",
  })
  @IsString({ message: 'key must be text' })
  @MinLength(1, { message: 'key must not be empty' })
  @MaxLength(MAX_TRANSLATE_KEY_LENGTH, { message: `key is too long (max ${MAX_TRANSLATE_KEY_LENGTH} characters)` })
  key!: string;

  @ApiProperty({ maxLength: MAX_TRANSLATE_TEXT_LENGTH, description: 'The original (English) text' })
  @IsString({ message: 'text must be text' })
  @MaxLength(MAX_TRANSLATE_TEXT_LENGTH, { message: `text is too long (max ${MAX_TRANSLATE_TEXT_LENGTH} characters)` })
  text!: string;
}

@ApiSchema({ name: 'TranslateTextsInput' })
export class TranslateTextsDto {
  @ApiProperty({ enum: TRANSLATE_TARGET_LANGUAGES, description: 'The language to translate into' })
  @IsIn(TRANSLATE_TARGET_LANGUAGES, { message: "targetLanguage must be 'ur'" })
  targetLanguage!: TranslateTargetLanguage;

  @ApiProperty({
    type: TextToTranslateDto,
    isArray: true,
    minItems: 1,
    maxItems: MAX_TRANSLATE_TEXTS,
    description: 'Each key once; blank texts are refused',
  })
  @IsArray({ message: 'texts must be a list' })
  @ArrayMinSize(1, { message: 'texts must hold at least one text' })
  @ArrayMaxSize(MAX_TRANSLATE_TEXTS, { message: `texts is too long (max ${MAX_TRANSLATE_TEXTS} texts)` })
  @ValidateNested({ each: true })
  @Type(() => TextToTranslateDto)
  texts!: TextToTranslateDto[];
}
