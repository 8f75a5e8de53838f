import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MIN_SEGMENT_SIZE } from './segment-split';

@ApiSchema({ name: 'SegmentQuestionFigures' })
export class SegmentQuestionFiguresView {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: "The segment's answers to the question" })
  answered!: number;

  @ApiProperty({ type: 'number', nullable: true, description: 'rating, scale, number: two decimals' })
  mean!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: -100, maximum: 100, description: 'scale only' })
  npsScore!: number | null;
}

@ApiSchema({ name: 'SummarySegment' })
export class SummarySegmentView {
  @ApiProperty({ description: 'The value, "No value", or "Other segments"' })
  label!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The value to filter by (hidden=key:value); null for the groups',
  })
  value!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses in the segment' })
  n!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Segments merged into "Other segments" (0 otherwise)' })
  merged!: number;

  @ApiProperty({
    type: [SegmentQuestionFiguresView],
    nullable: true,
    description: `Per question, in survey order; null when withheld ("Other segments" still under ${MIN_SEGMENT_SIZE} responses)`,
  })
  questions!: SegmentQuestionFiguresView[] | null;
}

@ApiSchema({ name: 'SummarySplit' })
export class SummarySplitView {
  @ApiProperty({ description: 'The hidden field split by' })
  by!: string;

  @ApiProperty({ type: 'integer', description: 'Segments under this many responses are merged into "Other segments"' })
  minSegmentSize!: number;

  @ApiProperty({ type: [SummarySegmentView] })
  segments!: SummarySegmentView[];
}
