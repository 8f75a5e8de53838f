import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { QUALITY_VERDICTS, type QualitySignal, type QualityVerdictKind } from './quality-verdict';

// What the response-quality endpoints answer and take (issue 50). The reasons come as data and in
// words, English and Urdu (quality-words.ts), so every place that shows them says the same.

export const QUALITY_SIGNALS = [
  'speeding',
  'straight_lining',
  'gibberish',
  'copy_paste',
  'duplicate_respondent',
  'low_effort',
] as const satisfies readonly QualitySignal[];

@ApiSchema({ name: 'QualityReason' })
export class QualityReasonView {
  @ApiProperty({ enum: QUALITY_SIGNALS, enumName: 'QualitySignal' })
  signal!: QualitySignal;

  @ApiProperty({ description: 'In English: "answered 10 questions in 14 s; the median is 3 min"' })
  en!: string;

  @ApiProperty({ description: 'In Urdu' })
  ur!: string;
}

@ApiSchema({ name: 'QualityNote' })
export class QualityNoteView {
  @ApiProperty({ description: 'What could not be judged yet, in English' })
  en!: string;

  @ApiProperty({ description: 'In Urdu' })
  ur!: string;
}

@ApiSchema({ name: 'QualityOverrule' })
export class QualityOverruleView {
  @ApiProperty({ enum: QUALITY_VERDICTS, enumName: 'QualityVerdict' })
  verdict!: QualityVerdictKind;

  @ApiProperty({ type: String, nullable: true, description: 'The admin who overruled' })
  by!: string | null;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** A response's quality: the verdict that stands (the consultant's over the computed one) and why. */
@ApiSchema({ name: 'ResponseQuality' })
export class ResponseQualityView {
  @ApiProperty({ format: 'uuid' })
  responseId!: string;

  @ApiProperty({
    enum: QUALITY_VERDICTS,
    enumName: 'QualityVerdict',
    nullable: true,
    description: "The verdict that stands: the consultant's when overruled, else the computed one; null until scored",
  })
  verdict!: QualityVerdictKind | null;

  @ApiProperty({
    enum: QUALITY_VERDICTS,
    enumName: 'QualityVerdict',
    nullable: true,
    description: 'What the signals say (null until the response is scored, a few seconds after its answers)',
  })
  computedVerdict!: QualityVerdictKind | null;

  @ApiProperty({ type: QualityReasonView, isArray: true, description: 'Why the computed verdict is what it is' })
  reasons!: QualityReasonView[];

  @ApiProperty({ type: QualityNoteView, isArray: true, description: 'What could not be judged yet' })
  notes!: QualityNoteView[];

  @ApiProperty({ type: QualityOverruleView, nullable: true, description: "The consultant's verdict, when given" })
  overrule!: QualityOverruleView | null;
}

@ApiSchema({ name: 'OverruleQualityInput' })
export class OverruleQualityDto {
  @ApiProperty({ enum: QUALITY_VERDICTS, enumName: 'QualityVerdict' })
  @IsIn(QUALITY_VERDICTS, { message: "verdict must be 'ok', 'review' or 'low_quality'" })
  verdict!: QualityVerdictKind;
}

@ApiSchema({ name: 'QualityCounts' })
export class QualityCountsView {
  @ApiProperty({ minimum: 0 })
  ok!: number;

  @ApiProperty({ minimum: 0, description: 'Flagged for review' })
  review!: number;

  @ApiProperty({ minimum: 0, description: 'Low quality: left out of the summary and the report by default' })
  lowQuality!: number;

  @ApiProperty({ minimum: 0, description: 'Not scored yet (scoring follows the answers by a few seconds)' })
  unscored!: number;
}
