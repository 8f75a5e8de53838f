// The summary split by one hidden field (issue 34): per segment (the field's value) its responses and,
// per question, the answers, the mean and the NPS, side by side. Segments under MIN_SEGMENT_SIZE
// responses are merged into "Other segments" so nobody is singled out; when even the merged group is
// under that size its figures are withheld (only its n is said). Pure: the database gives the sums.

import type { QuestionType } from '@seedline/shared';
import { nps, roundTo2 } from './survey-summary';

export const MIN_SEGMENT_SIZE = 5;
export const OTHER_SEGMENTS_LABEL = 'Other segments';
/** Responses whose link did not carry the field. */
export const NO_VALUE_LABEL = 'No value';

/** What the database counts per segment ('' = no value) and question. */
export type SegmentCounts = {
  segment: string;
  responses: number;
  questions: ReadonlyMap<string, SegmentQuestionCounts>;
};

export type SegmentQuestionCounts = {
  answered: number;
  /** Sum and count of the numeric values (rating, scale, number). */
  sum: number;
  numbers: number;
  /** Scale answers 9–10, 7–8, 0–6. */
  promoters: number;
  passives: number;
  detractors: number;
};

export type SegmentQuestion = { id: string; questionType: QuestionType };

export type SegmentQuestionFigures = {
  questionId: string;
  answered: number;
  mean: number | null;
  npsScore: number | null;
};

export type Segment = {
  /** The field's value, NO_VALUE_LABEL, or OTHER_SEGMENTS_LABEL. */
  label: string;
  /** The value filtered by (hidden=key:value); null for "No value" and "Other segments". */
  value: string | null;
  n: number;
  /** How many segments were merged into this one (0 for a segment of its own). */
  merged: number;
  /** Null when withheld: a merged group still under MIN_SEGMENT_SIZE. */
  questions: SegmentQuestionFigures[] | null;
};

const ZERO: SegmentQuestionCounts = { answered: 0, sum: 0, numbers: 0, promoters: 0, passives: 0, detractors: 0 };

function addCounts(a: SegmentQuestionCounts, b: SegmentQuestionCounts): SegmentQuestionCounts {
  return {
    answered: a.answered + b.answered,
    sum: a.sum + b.sum,
    numbers: a.numbers + b.numbers,
    promoters: a.promoters + b.promoters,
    passives: a.passives + b.passives,
    detractors: a.detractors + b.detractors,
  };
}

function figures(question: SegmentQuestion, counts: SegmentQuestionCounts = ZERO): SegmentQuestionFigures {
  const numeric = ['rating', 'scale', 'number'].includes(question.questionType);
  const score =
    question.questionType === 'scale'
      ? nps([
          { value: 10, count: counts.promoters },
          { value: 8, count: counts.passives },
          { value: 0, count: counts.detractors },
        ])
      : null;
  return {
    questionId: question.id,
    answered: counts.answered,
    mean: numeric && counts.numbers > 0 ? roundTo2(counts.sum / counts.numbers) : null,
    npsScore: score?.score ?? null,
  };
}

function merge(groups: readonly SegmentCounts[]): SegmentCounts {
  const questions = new Map<string, SegmentQuestionCounts>();
  for (const group of groups) {
    for (const [id, counts] of group.questions) questions.set(id, addCounts(questions.get(id) ?? ZERO, counts));
  }
  return { segment: OTHER_SEGMENTS_LABEL, responses: groups.reduce((n, g) => n + g.responses, 0), questions };
}

/**
 * The segments, largest first (ties by label), then "Other segments" holding every segment under
 * minSize (when there is any).
 */
export function splitBySegment(
  counts: readonly SegmentCounts[],
  questions: readonly SegmentQuestion[],
  minSize: number = MIN_SEGMENT_SIZE,
): Segment[] {
  const kept = counts.filter((c) => c.responses >= minSize);
  const small = counts.filter((c) => c.responses > 0 && c.responses < minSize);
  const label = (segment: string) => (segment === '' ? NO_VALUE_LABEL : segment);
  const result: Segment[] = [...kept]
    .sort((a, b) => b.responses - a.responses || label(a.segment).localeCompare(label(b.segment)))
    .map((c) => ({
      label: label(c.segment),
      value: c.segment === '' ? null : c.segment,
      n: c.responses,
      merged: 0,
      questions: questions.map((q) => figures(q, c.questions.get(q.id))),
    }));
  if (small.length > 0) {
    const other = merge(small);
    result.push({
      label: OTHER_SEGMENTS_LABEL,
      value: null,
      n: other.responses,
      merged: small.length,
      questions: other.responses < minSize ? null : questions.map((q) => figures(q, other.questions.get(q.id))),
    });
  }
  return result;
}
