import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PROPOSAL_LIMITS } from './proposal-document-rules';
import {
  DEFAULT_CURRENCY,
  DEFAULT_PAPER_SIZE,
  PROPOSAL_BLOCK_KINDS,
  PROPOSAL_PAPER_SIZES,
  type ProposalBlockKind,
  type ProposalPaperSize,
} from './proposal.types';

// The proposal document as the API carries it; the browser's types are generated from this contract. The
// validators only check the rough shape: the decider (proposal-document-rules.ts) checks that each block has
// exactly the fields of its kind, trims every text and applies the limits.

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

  @ApiPropertyOptional({ maxLength: PROPOSAL_LIMITS.shortText, description: 'Postal address (multi-line)' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  address?: string;

  @ApiPropertyOptional({ maxLength: PROPOSAL_LIMITS.shortText, description: 'Sign-off name and title lines' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  signature?: string;
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

/**
 * One block as the server reads it: a `kind` and the optional fields of every kind (one class, because
 * class-validator has no unions); the decider checks that each block has exactly its kind's fields. The
 * contract does not show this class: it shows the blocks as the union they are (ProposalBlockSchemas).
 */
export class ProposalBlockDto {
  @IsIn(PROPOSAL_BLOCK_KINDS)
  kind!: ProposalBlockKind;

  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  text?: string;

  @IsOptional()
  @IsArray()
  items?: Array<string | ProposalCardDto | ProposalFactDto | ProposalQuoteDto>;

  @IsOptional()
  columns?: 2 | 3 | string[];

  @IsOptional()
  @IsString()
  @MaxLength(TEXT_BOUND)
  caption?: string;

  @IsOptional()
  @IsArray({ each: true })
  rows?: string[][];
}

const blockKind = (kind: ProposalBlockKind) => ApiProperty({ enum: [kind] });

@ApiSchema({ name: 'ProposalParagraphBlock', description: 'A paragraph' })
class ProposalParagraphBlock {
  @blockKind('paragraph') kind!: 'paragraph';
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.text }) text!: string;
}

@ApiSchema({ name: 'ProposalListBlock', description: 'A bulleted list' })
class ProposalListBlock {
  @blockKind('list') kind!: 'list';
  @ApiProperty({ type: [String], maxItems: PROPOSAL_LIMITS.items }) items!: string[];
}

@ApiSchema({
  name: 'ProposalCardsBlock',
  description: 'Short titled notes laid out as a grid (phases, training parts)',
})
class ProposalCardsBlock {
  @blockKind('cards') kind!: 'cards';
  @ApiPropertyOptional({ type: 'integer', enum: [2, 3], description: 'The grid width (default 2)' }) columns?: 2 | 3;
  @ApiProperty({ type: [ProposalCardDto], maxItems: PROPOSAL_LIMITS.items }) items!: ProposalCardDto[];
}

@ApiSchema({ name: 'ProposalTableBlock', description: 'A table with a caption, its column headings and its rows' })
class ProposalTableBlock {
  @blockKind('table') kind!: 'table';
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText }) caption!: string;
  @ApiProperty({ type: [String], maxItems: PROPOSAL_LIMITS.columns }) columns!: string[];
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'One list of cells per row',
    maxItems: PROPOSAL_LIMITS.rows,
  })
  rows!: string[][];
}

@ApiSchema({ name: 'ProposalFactsBlock', description: 'Label and value pairs (the fee summary)' })
class ProposalFactsBlock {
  @blockKind('facts') kind!: 'facts';
  @ApiProperty({ type: [ProposalFactDto], maxItems: PROPOSAL_LIMITS.items }) items!: ProposalFactDto[];
}

@ApiSchema({ name: 'ProposalQuotesBlock', description: "Respondents' words, rendered from the proposal's report" })
class ProposalQuotesBlock {
  @blockKind('quotes') kind!: 'quotes';
  @ApiProperty({ type: [ProposalQuoteDto], maxItems: PROPOSAL_LIMITS.items }) items!: ProposalQuoteDto[];
}

/** The blocks of a section, as the contract shows them: one schema per kind, told apart by `kind`. */
const PROPOSAL_BLOCK_SCHEMAS = {
  paragraph: ProposalParagraphBlock,
  list: ProposalListBlock,
  cards: ProposalCardsBlock,
  table: ProposalTableBlock,
  facts: ProposalFactsBlock,
  quotes: ProposalQuotesBlock,
} satisfies Record<ProposalBlockKind, unknown>;

const proposalBlockSchema = {
  oneOf: Object.values(PROPOSAL_BLOCK_SCHEMAS).map((schema) => ({ $ref: getSchemaPath(schema) })),
  discriminator: {
    propertyName: 'kind',
    mapping: Object.fromEntries(
      Object.entries(PROPOSAL_BLOCK_SCHEMAS).map(([kind, schema]) => [kind, getSchemaPath(schema)]),
    ),
  },
};

@ApiSchema({ name: 'ProposalSection' })
@ApiExtraModels(...Object.values(PROPOSAL_BLOCK_SCHEMAS))
export class ProposalSectionDto {
  @ApiProperty({ pattern: '^[a-z0-9-]+$', maxLength: 60 })
  @IsString()
  @MaxLength(TEXT_BOUND)
  id!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText })
  @IsString()
  @MaxLength(TEXT_BOUND)
  title!: string;

  @ApiProperty({ type: 'array', items: proposalBlockSchema, maxItems: PROPOSAL_LIMITS.blocksPerSection })
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

  @ApiProperty({
    enum: PROPOSAL_PAPER_SIZES,
    default: DEFAULT_PAPER_SIZE,
    description: 'The paper it is laid out and printed on; left out of a PUT, it stays as it was',
  })
  @IsOptional()
  @IsIn(PROPOSAL_PAPER_SIZES)
  paperSize!: ProposalPaperSize;

  @ApiProperty({
    pattern: '^[A-Z]{3}$',
    default: DEFAULT_CURRENCY,
    example: 'PKR',
    description: "ISO 4217 code the proposal's amounts are shown in; left out of a PUT, it stays as it was",
  })
  @IsOptional()
  @IsString()
  @MaxLength(3)
  currency!: string;

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
    description: 'Each inner list is one drafted page of sections',
    type: 'array',
    maxItems: PROPOSAL_LIMITS.pages,
    items: { type: 'array', items: { $ref: getSchemaPath(ProposalSectionDto) } },
  })
  @IsArray({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ProposalSectionDto)
  pages!: ProposalSectionDto[][];
}
