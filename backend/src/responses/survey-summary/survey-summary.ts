// The per-question summary of a survey's answers (GET /api/surveys/{id}/summary) from the counts the
// database aggregated: options with their counts, full distributions, mean, NPS, median, yes/no. Pure.
import type { QuestionType } from '@seedline/shared';
import { keyphrases, sampleAnswers } from './keyphrases';

/** A question as the summary needs it: its current texts and shape. */
export type SummaryQuestion = {
  id: string;
  questionText: string;
  questionType: QuestionType;
  options: readonly { id: string; label: string }[] | null;
  allowOther: boolean;
};

/** What the database counted for one question among the kept responses. */
export type QuestionCounts = {
  answered: number;
  /** Average of the numeric values (rating, scale, number); null when there are none. */
  mean: number | null;
  /** Median of the numeric values (continuous: the middle two averaged); null when there are none. */
  median: number | null;
  /** multiple_choice: answers with an "Other" text. */
  other: number;
  /**
   * Answers per value, keyed by the value as text: an option id (single_choice, and each selected id
   * of a multiple_choice), '1'..'10' (rating, scale), 'true'/'false' (yes_no).
   */
  values: ReadonlyMap<string, number>;
};

export type QuestionSummary = {
  questionId: string;
  questionText: string;
  questionType: QuestionType;
  /** The responses shown the question (or still to be): those kept less those whose path passes it by. */
  base: number;
  answered: number;
  options: { id: string; label: string; count: number }[] | null;
  otherCount: number | null;
  distribution: { value: number; count: number }[] | null;
  mean: number | null;
  nps: { score: number; promoters: number; passives: number; detractors: number } | null;
  median: number | null;
  yes: number | null;
  no: number | null;
  /** text, textarea: the most frequent keyphrases (in at least two answers); null for other types. */
  keyphrases: { phrase: string; count: number }[] | null;
  /** text, textarea: a few answers to read; null for other types. */
  samples: string[] | null;
  /** number: answers per bin, every bin from the smallest value to the largest; null for other types. */
  histogram: HistogramBin[] | null;
};

/** A bin of a number question's histogram: from and to inclusive. */
export type HistogramBin = { from: number; to: number; count: number };

/** One number question's values binned (see binsOf in answer-counts.ts). */
export type NumberBins = { lo: number; hi: number; integers: boolean; counts: ReadonlyMap<number, number> };

export const MAX_HISTOGRAM_BINS = 8;

/**
 * Every bin of a number question, 0 where none. Whole numbers get whole-number bins (one per value
 * when at most 8 values span the range: 0, 1, 2… hours); other values 8 equal bins, the last holding
 * the largest value. The database bins by the same rule (binSql).
 */
export function histogram(bins: NumberBins): HistogramBin[] {
  const { lo, hi, integers, counts } = bins;
  if (hi === lo) return [{ from: lo, to: hi, count: counts.get(0) ?? 0 }];
  if (integers) {
    const width = Math.ceil((hi - lo + 1) / MAX_HISTOGRAM_BINS);
    const n = Math.ceil((hi - lo + 1) / width);
    return Array.from({ length: n }, (_, i) => ({
      from: lo + i * width,
      to: Math.min(hi, lo + (i + 1) * width - 1),
      count: counts.get(i) ?? 0,
    }));
  }
  const width = (hi - lo) / MAX_HISTOGRAM_BINS;
  return Array.from({ length: MAX_HISTOGRAM_BINS }, (_, i) => ({
    from: roundTo2(lo + i * width),
    to: roundTo2(i === MAX_HISTOGRAM_BINS - 1 ? hi : lo + (i + 1) * width),
    count: counts.get(i) ?? 0,
  }));
}

/** Free-text answers of one question, newest first (at most a few hundred: see MAX_TEXT_ANSWERS_READ). */
export type TextAnswers = readonly string[];

export const NO_COUNTS: QuestionCounts = { answered: 0, mean: null, median: null, other: 0, values: new Map() };

/** The values a rating or scale answer can take, every one listed in its distribution. */
export const DISTRIBUTION_RANGE: Partial<Record<QuestionType, { min: number; max: number }>> = {
  rating: { min: 1, max: 5 },
  scale: { min: 0, max: 10 },
};

/** Two decimals, halves away from zero (4.125 → 4.13, not 4.12 as 412.49999… would round). */
export function roundTo2(value: number): number {
  const scaled = Math.round(Math.abs(value) * 100 + 1e-9) / 100;
  return value < 0 ? -scaled : scaled;
}

/** Every value from min to max with its count, 0 where none. */
export function distribution(
  values: ReadonlyMap<string, number>,
  range: { min: number; max: number },
): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const [key, count] of values) counts.set(Number(key), (counts.get(Number(key)) ?? 0) + count);
  const result: { value: number; count: number }[] = [];
  for (let value = range.min; value <= range.max; value++) result.push({ value, count: counts.get(value) ?? 0 });
  return result;
}

/**
 * Net Promoter Score of a 0–10 distribution: promoters 9–10, passives 7–8, detractors 0–6,
 * score = 100 × (promoters − detractors) / answered, rounded half away from zero (−12.5 → −13).
 * Null without answers: there is no score to give.
 */
export function nps(
  scores: readonly { value: number; count: number }[],
): { score: number; promoters: number; passives: number; detractors: number } | null {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const { value, count } of scores) {
    if (value >= 9) promoters += count;
    else if (value >= 7) passives += count;
    else detractors += count;
  }
  const answered = promoters + passives + detractors;
  if (answered === 0) return null;
  const raw = (100 * (promoters - detractors)) / answered;
  const score = raw < 0 ? -Math.round(-raw) : Math.round(raw);
  return { score: score === 0 ? 0 : score, promoters, passives, detractors };
}

/** One question's summary: the fields of its type filled, the others null. */
export function questionSummary(
  question: SummaryQuestion,
  counts: QuestionCounts = NO_COUNTS,
  extra: { bins?: NumberBins; texts?: TextAnswers; base?: number } = {},
): QuestionSummary {
  const summary: QuestionSummary = {
    questionId: question.id,
    questionText: question.questionText,
    questionType: question.questionType,
    base: extra.base ?? counts.answered,
    answered: counts.answered,
    options: null,
    otherCount: null,
    distribution: null,
    mean: null,
    nps: null,
    median: null,
    yes: null,
    no: null,
    keyphrases: null,
    samples: null,
    histogram: null,
  };
  const numeric = () => {
    summary.mean = counts.mean === null ? null : roundTo2(counts.mean);
    summary.median = counts.median === null ? null : roundTo2(counts.median);
  };
  switch (question.questionType) {
    case 'single_choice':
    case 'multiple_choice':
      // The question's current options in their order; a count under an id no longer offered is left out.
      summary.options = (question.options ?? []).map((o) => ({
        id: o.id,
        label: o.label,
        count: counts.values.get(o.id) ?? 0,
      }));
      if (question.allowOther) summary.otherCount = counts.other;
      break;
    case 'rating':
    case 'scale': {
      summary.distribution = distribution(counts.values, DISTRIBUTION_RANGE[question.questionType]!);
      numeric();
      if (question.questionType === 'scale') summary.nps = nps(summary.distribution);
      break;
    }
    case 'number':
      numeric();
      summary.histogram = extra.bins ? histogram(extra.bins) : [];
      break;
    case 'text':
    case 'textarea':
      summary.keyphrases = keyphrases(extra.texts ?? []);
      summary.samples = sampleAnswers(extra.texts ?? []);
      break;
    case 'yes_no':
      summary.yes = counts.values.get('true') ?? 0;
      summary.no = counts.values.get('false') ?? 0;
      break;
    default:
      break;
  }
  return summary;
}
