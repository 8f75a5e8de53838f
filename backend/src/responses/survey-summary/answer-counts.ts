// What the summary counts, as rows of (question, metric, value, n): kept by the answer_counts read model
// for a survey's every response (migration 024), or counted in one scan for the responses a filter keeps
// (survey-summary.queries.ts). Both give the same rows for the same responses; this module turns them into
// each question's counts, mean, median and histogram bins. Pure.
import { MAX_HISTOGRAM_BINS, type NumberBins, type QuestionCounts, type SummaryQuestion } from './survey-summary';

/**
 * answered: answers on the path; other: answers with an "Other" text; value: a text or true/false value
 * (keyed by it); number: a numeric value (keyed by its text); selected: each selected option of a multiple
 * choice; passed: responses whose path passes the question by (value '').
 */
export const ANSWER_COUNT_METRICS = ['answered', 'other', 'value', 'number', 'selected', 'passed'] as const;
export type AnswerCountMetric = (typeof ANSWER_COUNT_METRICS)[number];

export type AnswerCountRow = { questionId: string; metric: AnswerCountMetric; value: string; n: number };

export type SummaryCounts = {
  /** The responses counted (those the filter keeps). */
  total: number;
  questions: Map<string, QuestionCounts>;
  /** Per question, the responses whose path passes it by (not its base). */
  passedBy: Map<string, number>;
  /** number questions: their values binned as `histogram` reads them. */
  bins: Map<string, NumberBins>;
};

/** Counts of numeric values: [value, how many answers gave it]. */
type NumberCounts = readonly (readonly [number, number])[];

/** Average of the values, or null without any. */
export function meanOf(numbers: NumberCounts): number | null {
  let n = 0;
  let sum = 0;
  for (const [value, count] of numbers) {
    n += count;
    sum += value * count;
  }
  return n === 0 ? null : sum / n;
}

/** The continuous median (Postgres' percentile_cont(0.5): the middle two interpolated), or null without values. */
export function medianOf(numbers: NumberCounts): number | null {
  const sorted = [...numbers].filter(([, count]) => count > 0).sort((a, b) => a[0] - b[0]);
  const n = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return null;
  const position = 0.5 * (n - 1);
  const lowRow = Math.floor(position);
  const highRow = Math.ceil(position);
  const valueAt = (row: number): number => {
    let seen = 0;
    for (const [value, count] of sorted) {
      seen += count;
      if (row < seen) return value;
    }
    return sorted[sorted.length - 1]![0];
  };
  const low = valueAt(lowRow);
  const high = valueAt(highRow);
  return low + (high - low) * (position - lowRow);
}

/**
 * The values binned by the rule of `histogram`: whole-number bins for whole numbers, else
 * MAX_HISTOGRAM_BINS equal bins, the last holding the largest value. Null without values.
 */
export function binsOf(numbers: NumberCounts): NumberBins | null {
  const present = numbers.filter(([, count]) => count > 0);
  if (present.length === 0) return null;
  const lo = Math.min(...present.map(([value]) => value));
  const hi = Math.max(...present.map(([value]) => value));
  const integers = present.every(([value]) => value === Math.trunc(value));
  const counts = new Map<number, number>();
  for (const [value, count] of present) {
    let bin: number;
    if (hi === lo) bin = 0;
    else if (integers) bin = Math.floor((value - lo) / Math.ceil((hi - lo + 1) / MAX_HISTOGRAM_BINS));
    else bin = Math.min(Math.floor((value - lo) / ((hi - lo) / MAX_HISTOGRAM_BINS)), MAX_HISTOGRAM_BINS - 1);
    counts.set(bin, (counts.get(bin) ?? 0) + count);
  }
  return { lo, hi, integers, counts };
}

const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/**
 * Each question's counts from the rows, read as its current type: a multiple choice counts its selected
 * options, the other choice types (and ratings, scales, yes/no) their values; mean and median are those of
 * the numeric values, and a number question's values are binned. Rows of other questions are left out.
 */
export function summaryCountsOf(
  total: number,
  rows: readonly AnswerCountRow[],
  questions: readonly Pick<SummaryQuestion, 'id' | 'questionType'>[],
): SummaryCounts {
  const byQuestion = new Map<string, AnswerCountRow[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.questionId);
    if (list) list.push(row);
    else byQuestion.set(row.questionId, [row]);
  }
  const result: SummaryCounts = { total, questions: new Map(), passedBy: new Map(), bins: new Map() };
  for (const question of questions) {
    const own = byQuestion.get(question.id);
    if (!own) continue;
    let answered = 0;
    let other = 0;
    let passed = 0;
    const values = new Map<string, number>();
    const numbers: [number, number][] = [];
    for (const row of own) {
      switch (row.metric) {
        case 'answered':
          answered += row.n;
          break;
        case 'other':
          other += row.n;
          break;
        case 'passed':
          passed += row.n;
          break;
        case 'selected':
          if (question.questionType === 'multiple_choice') add(values, row.value, row.n);
          break;
        case 'number':
          numbers.push([Number(row.value), row.n]);
          if (question.questionType !== 'multiple_choice') add(values, row.value, row.n);
          break;
        case 'value':
          if (question.questionType !== 'multiple_choice') add(values, row.value, row.n);
          break;
      }
    }
    if (passed > 0) result.passedBy.set(question.id, passed);
    if (answered > 0 || values.size > 0 || numbers.length > 0) {
      result.questions.set(question.id, {
        answered,
        mean: meanOf(numbers),
        median: medianOf(numbers),
        other,
        values,
      });
    }
    if (question.questionType === 'number') {
      const bins = binsOf(numbers);
      if (bins) result.bins.set(question.id, bins);
    }
  }
  return result;
}
