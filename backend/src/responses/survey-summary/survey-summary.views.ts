import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { QUESTION_TYPES, type QuestionType } from '@seedline/shared';

// What GET /api/surveys/{id}/summary answers. These classes are the one definition of the shape;
// the OpenAPI document and the frontend's types come from them. (`SurveySummary` is taken by the
// survey list's item, hence `AnswerSummary` for the whole.)

export const ANSWER_SUMMARY_DESCRIPTION =
  'Per question, what the responses matching the filters answered: `answered` for every question; counts per option ' +
  '(choice types; a multiple_choice answer counts once for each option it selected) and the answers with an "Other" ' +
  'text; the distribution (rating 1–5, scale 0–10, every value listed even at 0), mean and median (rating, scale, ' +
  'number; two decimals); NPS for scales (promoters 9–10, passives 7–8, detractors 0–6, score = ' +
  'round(100 × (promoters − detractors) / answered)); yes and no counts. Fields that do not belong to the ' +
  "question's type are null. Erased responses count nowhere.";

@ApiSchema({ name: 'QuestionSummaryOption' })
export class QuestionSummaryOptionView {
  @ApiProperty()
  id!: string;

  @ApiProperty({ description: "The option's current label" })
  label!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;
}

@ApiSchema({ name: 'QuestionSummaryValueCount' })
export class QuestionSummaryValueCountView {
  @ApiProperty({ type: 'integer' })
  value!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;
}

@ApiSchema({ name: 'QuestionSummaryKeyphrase' })
export class QuestionSummaryKeyphraseView {
  @ApiProperty({ description: 'A word or two adjacent words, lowercased' })
  phrase!: string;

  @ApiProperty({ type: 'integer', minimum: 2, description: 'Answers holding it' })
  count!: number;
}

@ApiSchema({ name: 'QuestionSummaryHistogramBin' })
export class QuestionSummaryHistogramBinView {
  @ApiProperty({ description: 'Smallest value of the bin (inclusive)' })
  from!: number;

  @ApiProperty({ description: 'Largest value of the bin (inclusive)' })
  to!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;
}

@ApiSchema({ name: 'NpsSummary', description: 'Net Promoter Score of a 0–10 scale' })
export class NpsSummaryView {
  @ApiProperty({ type: 'integer', minimum: -100, maximum: 100 })
  score!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers of 9 or 10' })
  promoters!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers of 7 or 8' })
  passives!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Answers of 0 to 6' })
  detractors!: number;
}

@ApiSchema({ name: 'QuestionSummary' })
export class QuestionSummaryView {
  @ApiProperty({ format: 'uuid' })
  questionId!: string;

  @ApiProperty({ description: "The question's current wording" })
  questionText!: string;

  @ApiProperty({ enum: QUESTION_TYPES, enumName: 'QuestionType' })
  questionType!: QuestionType;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      "The question's base: responses shown it (reached it, less those whose path passes it by), so answered never exceeds it",
  })
  base!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Responses holding an answer to the question (on their path)',
  })
  answered!: number;

  @ApiProperty({
    type: QuestionSummaryOptionView,
    isArray: true,
    nullable: true,
    description: 'single_choice and multiple_choice: every current option, in order, with its count',
  })
  options!: QuestionSummaryOptionView[] | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 0,
    description: 'A choice question with "Other": the answers with an Other text',
  })
  otherCount!: number | null;

  @ApiProperty({
    type: QuestionSummaryValueCountView,
    isArray: true,
    nullable: true,
    description: 'rating (1..5) and scale (0..10): every value with its count',
  })
  distribution!: QuestionSummaryValueCountView[] | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'rating, scale, number: two decimals' })
  mean!: number | null;

  @ApiProperty({ type: NpsSummaryView, nullable: true, description: 'scale only; null without answers' })
  nps!: NpsSummaryView | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'rating, scale, number: two decimals' })
  median!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, description: 'yes_no only' })
  yes!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, description: 'yes_no only' })
  no!: number | null;

  @ApiProperty({
    type: QuestionSummaryKeyphraseView,
    isArray: true,
    nullable: true,
    description:
      'text, textarea: the most frequent keyphrases (at most 6, each in at least two answers; from the ' +
      '500 most recent answers); null for other types',
  })
  keyphrases!: QuestionSummaryKeyphraseView[] | null;

  @ApiProperty({
    type: String,
    isArray: true,
    nullable: true,
    description: 'text, textarea: up to 3 answers to read (the longest of the most recent); null for other types',
  })
  samples!: string[] | null;

  @ApiProperty({
    type: QuestionSummaryHistogramBinView,
    isArray: true,
    nullable: true,
    description:
      'number: answers per bin from the smallest value to the largest (whole-number bins for whole ' +
      'numbers, at most 8; else 8 equal bins); null for other types',
  })
  histogram!: QuestionSummaryHistogramBinView[] | null;
}

/** Response quality on a count (issue 50): what is flagged, and what was left out of it. */
@ApiSchema({ name: 'SummaryQuality' })
export class SummaryQualityView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses (of those the filters keep) flagged for review' })
  flaggedForReview!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses (of those the filters keep) judged low quality' })
  lowQuality!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Low-quality responses left out of these counts (all of them unless lowQuality=include)',
  })
  excluded!: number;

  @ApiProperty({ description: 'Whether low-quality responses were counted (lowQuality=include)' })
  lowQualityIncluded!: boolean;
}

@ApiSchema({ name: 'AnswerSummary', description: ANSWER_SUMMARY_DESCRIPTION })
export class AnswerSummaryView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Responses matching the filters' })
  total!: number;

  @ApiProperty({ type: SummaryQualityView, description: 'How many responses were flagged, and how many were left out' })
  quality!: SummaryQualityView;

  @ApiProperty({ type: QuestionSummaryView, isArray: true, description: 'In survey order' })
  questions!: QuestionSummaryView[];
}
