import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURATION_TYPES } from './findings-board';

// One findings-board change. The validators check the rough shape; the decider (report.decider.ts)
// checks which fields each change needs, that its themes, answers and opportunities exist, and trims.

const BOUND = 2_000;

@ApiSchema({
  name: 'CurateReport',
  description:
    'One change to the findings board. ThemeRenamed: themeId, name. ThemesMerged: themeId (merged away), intoThemeId. ' +
    'ThemeSplit: themeId, name, responseIds (the answers that form the new theme). ThemeHidden: themeId, reason. ' +
    'ThemeShown, ThemeKept (a new candidate theme kept): themeId. AnswerMoved: responseId, fromThemeId, toThemeId. ' +
    'QuotesChosen: themeId, quoteKeys (in order). SegmentNotesSet: themeId, notes. ' +
    'IceScoresEdited: opportunityId, impact, confidence, ease, reason.',
})
export class CurateReportDto {
  @ApiProperty({ enum: CURATION_TYPES, enumName: 'CurationType' })
  @IsIn(CURATION_TYPES)
  type!: (typeof CURATION_TYPES)[number];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) themeId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) intoThemeId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) fromThemeId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) toThemeId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) responseId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) opportunityId?: string;
  @ApiPropertyOptional({ maxLength: 120 }) @IsOptional() @IsString() @MaxLength(BOUND) name?: string;
  @ApiPropertyOptional({ maxLength: 300 }) @IsOptional() @IsString() @MaxLength(BOUND) reason?: string;
  @ApiPropertyOptional({ maxLength: 1_000 }) @IsOptional() @IsString() @MaxLength(BOUND) notes?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20_000)
  @IsString({ each: true })
  responseIds?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Quote keys, `<responseId>/<questionId>/<source>`' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  quoteKeys?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  impact?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  confidence?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(10)
  ease?: number;
}
