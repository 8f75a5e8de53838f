import { ApiProperty, ApiSchema } from '@nestjs/swagger';

// What GET /api/surveys/{id}/drop-off answers. These classes are the one definition of the shape;
// the OpenAPI document and the frontend's types come from them.

export const DROP_OFF_DESCRIPTION =
  'How far respondents got, from a read model kept as responses are written (never a scan at read time). ' +
  '`started`: responses started. `answered`: responses holding an answer to the question (a revised answer ' +
  'counts once). `reached`: responses that answered the question or any question after it (in display ' +
  'order), or were completed: a respondent who skipped an optional question but went on reached it, and ' +
  'revising an earlier answer changes nothing, in both traditional and AI-chat modes. So started >= ' +
  'reached(1) >= reached(2) >= ... >= completed, and answered <= reached. Erased responses count nowhere. ' +
  'A question added after a response was completed counts that response as reached.';

@ApiSchema({ name: 'DropOffQuestion' })
export class DropOffQuestionView {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  order!: number;

  @ApiProperty()
  questionText!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Responses that answered this question or a later one, or were completed',
  })
  reached!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Its base: those reached less those whose path passes it by (branching), so a skip is no drop-off',
  })
  base!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Responses holding an answer to this question, on their path',
  })
  answered!: number;
}

@ApiSchema({ name: 'DropOffSegment', description: 'The funnel of one slice of the responses' })
export class DropOffSegmentView {
  @ApiProperty({ type: 'integer', minimum: 0 })
  started!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  completed!: number;

  @ApiProperty({ type: DropOffQuestionView, isArray: true, description: 'In display order' })
  questions!: DropOffQuestionView[];
}

@ApiSchema({ name: 'DropOffByMode' })
export class DropOffByModeView {
  @ApiProperty({ type: DropOffSegmentView })
  traditional!: DropOffSegmentView;

  @ApiProperty({ type: DropOffSegmentView })
  ai_chat!: DropOffSegmentView;
}

@ApiSchema({ name: 'DropOffByLanguage' })
export class DropOffByLanguageView {
  @ApiProperty({ type: DropOffSegmentView })
  en!: DropOffSegmentView;

  @ApiProperty({ type: DropOffSegmentView })
  ur!: DropOffSegmentView;

  @ApiProperty({ type: DropOffSegmentView, description: 'Responses started without a language' })
  none!: DropOffSegmentView;
}

@ApiSchema({ name: 'DropOff', description: DROP_OFF_DESCRIPTION })
export class DropOffView extends DropOffSegmentView {
  @ApiProperty({ type: DropOffByModeView })
  byMode!: DropOffByModeView;

  @ApiProperty({ type: DropOffByLanguageView })
  byLanguage!: DropOffByLanguageView;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Low-quality responses left out of these counts (issue 50; none with lowQuality=include)',
  })
  lowQualityExcluded!: number;
}
