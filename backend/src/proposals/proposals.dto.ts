import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PROPOSAL_LIMITS } from './proposal-document';
import { PROPOSAL_BLOCK_KINDS, type ProposalBlockKind } from './proposal.types';

// The proposal document as the API carries it, mirroring the frontend's `Proposal`. A block is one class
// with a `kind` and the optional fields of every kind (a union is awkward for swagger and class-validator);
// the decider (proposal-document.ts) checks that each block has exactly the fields of its kind, trims
// every text and applies the limits. The validators here only check the rough shape.

const TEXT_BOUND = 20_000;

@ApiSchema({ name: 'ProposalClient' })
export class ProposalClientDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  name!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  contact!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  role!: string;
}

@ApiSchema({ name: 'ProposalPreparedBy' })
export class ProposalPreparedByDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  firm!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  name!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  email!: string;
}

@ApiSchema({ name: 'ProposalCard', description: 'A short titled note (phases, training parts)' })
export class ProposalCardDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  title!: string;

  @ApiPropertyOptional({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  meta?: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.text })
  @IsString()
  @MaxLength(TEXT_BOUND)
  text!: string;
}

@ApiSchema({ name: 'ProposalFact', description: 'A label and value pair (the fee summary)' })
export class ProposalFactDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  label!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  value!: string;
}

@ApiSchema({
  name: 'ProposalQuote',
  description:
    "A respondent's words, by reference to a quote of the proposal's report. The proposal stores only the reference; " +
    'the words are rendered from the report, and read as withdrawn once the respondent erased their response. ' +
    'On input only responseId, questionId and place count; an edit may drop a quote, never add one.',
})
export class ProposalQuoteDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MaxLength(TEXT_BOUND)
  responseId!: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MaxLength(TEXT_BOUND)
  questionId!: string;

  @ApiProperty({
    pattern: '^(?:themes|opportunities)/\\d{1,3}/\\d{1,3}$',
    example: 'opportunities/0/1',
    description: 'Where the report keeps the quote: its theme or opportunity, and the quote within it',
  })
  @IsString()
  @MaxLength(TEXT_BOUND)
  place!: string;

  @ApiPropertyOptional({ readOnly: true, description: 'True once the respondent erased their response' })
  withdrawn?: boolean;

  @ApiPropertyOptional({
    readOnly: true,
    type: 'integer',
    nullable: true,
    description: 'Shown as "Response #n"; null once withdrawn',
  })
  responseNumber?: number | null;

  @ApiPropertyOptional({
    readOnly: true,
    description: 'The quoted words, or "Quote withdrawn by the respondent" once withdrawn',
  })
  text?: string;

  @ApiPropertyOptional({
    readOnly: true,
    type: String,
    nullable: true,
    description: 'An English rendering of a quote in another language',
  })
  gloss?: string | null;
}

@ApiSchema({
  name: 'ProposalBlock',
  description:
    'One block; its kind says which fields it has: paragraph (text), list (items), cards (items of ProposalCard, columns), table (caption, columns, rows), facts (items of ProposalFact), quotes (items of ProposalQuote)',
})
export class ProposalBlockDto {
  @ApiProperty({ enum: PROPOSAL_BLOCK_KINDS, enumName: 'ProposalBlockKind' })
  @IsIn(PROPOSAL_BLOCK_KINDS)
  kind!: ProposalBlockKind;

  @ApiPropertyOptional({ description: 'paragraph', maxLength: PROPOSAL_LIMITS.text })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  text?: string;

  @ApiPropertyOptional({
    description: 'list: strings; cards: ProposalCard; facts: ProposalFact; quotes: ProposalQuote',
    type: 'array',
    items: {
      oneOf: [
        { type: 'string' },
        { $ref: getSchemaPath(ProposalCardDto) },
        { $ref: getSchemaPath(ProposalFactDto) },
        { $ref: getSchemaPath(ProposalQuoteDto) },
      ],
    },
  })
  @IsOptional()
  @IsArray()
  items?: Array<string | ProposalCardDto | ProposalFactDto | ProposalQuoteDto>;

  @ApiPropertyOptional({
    description: 'cards: the grid width (default 2); table: the column headings',
    oneOf: [
      { type: 'integer', enum: [2, 3] },
      { type: 'array', items: { type: 'string' } },
    ],
  })
  @IsOptional()
  columns?: 2 | 3 | string[];

  @ApiPropertyOptional({ description: 'table', maxLength: PROPOSAL_LIMITS.shortText })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  caption?: string;

  @ApiPropertyOptional({
    description: 'table: one list of cells per row',
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
  })
  @IsOptional()
  @IsArray({ each: true })
  rows?: string[][];
}

@ApiSchema({ name: 'ProposalSection' })
@ApiExtraModels(ProposalCardDto, ProposalFactDto, ProposalQuoteDto)
export class ProposalSectionDto {
  @ApiProperty({ pattern: '^[a-z0-9-]+$', maxLength: 60 })
  @IsString()
  @MaxLength(TEXT_BOUND)
  id!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  title!: string;

  @ApiProperty({ type: ProposalBlockDto, isArray: true, maxItems: PROPOSAL_LIMITS.blocksPerSection })
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ProposalBlockDto)
  blocks!: ProposalBlockDto[];
}

/** The document, as GET answers it and PUT takes it whole. */
@ApiSchema({ name: 'ProposalDocument' })
@ApiExtraModels(ProposalSectionDto)
export class ProposalDocumentDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  title!: string;

  @ApiProperty({ type: ProposalClientDto })
  @ValidateNested()
  @Type(() => ProposalClientDto)
  client!: ProposalClientDto;

  @ApiProperty({ type: ProposalPreparedByDto })
  @ValidateNested()
  @Type(() => ProposalPreparedByDto)
  preparedBy!: ProposalPreparedByDto;

  @ApiProperty({ maxLength: 100, example: 'November 23, 2026' })
  @IsString()
  @MaxLength(TEXT_BOUND)
  date!: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MaxLength(TEXT_BOUND)
  reference!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.text })
  @IsString()
  @MaxLength(TEXT_BOUND)
  summary!: string;

  @ApiProperty({
    description: 'Each inner list is one US-letter page of sections',
    type: 'array',
    maxItems: PROPOSAL_LIMITS.pages,
    items: { type: 'array', items: { $ref: getSchemaPath(ProposalSectionDto) } },
  })
  @IsArray({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProposalSectionDto)
  pages!: ProposalSectionDto[][];
}
