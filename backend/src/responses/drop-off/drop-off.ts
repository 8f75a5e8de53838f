import type { DropOffQuestionView, DropOffSegmentView, DropOffView } from './drop-off.views';

// Pure: from the counter rows of the drop-off read model (backend/migrations/011_drop_off.sql) and
// the survey's questions in display order, the funnel the API answers.

export const DROP_OFF_MODES = ['traditional', 'ai_chat'] as const;
export const DROP_OFF_LANGUAGES = ['en', 'ur', 'none'] as const;

/** passed and off_path come from the branching paths (issue 29), the others from the counters. */
export type DropOffMetric = 'started' | 'completed' | 'answered' | 'stopped_after' | 'passed' | 'off_path';

/** One row of drop_off_counts. */
export type DropOffCount = {
  metric: DropOffMetric;
  /** '' for started and completed. */
  questionId: string;
  surveyMode: string;
  language: string;
  n: number;
};

export type DropOffQuestion = { id: string; order: number; questionText: string };

export function dropOffSegment(
  questions: readonly DropOffQuestion[],
  counts: readonly DropOffCount[],
): DropOffSegmentView {
  const total = (metric: DropOffMetric, questionId = '') =>
    counts.filter((c) => c.metric === metric && c.questionId === questionId).reduce((sum, c) => sum + c.n, 0);
  const completed = total('completed');
  // reached(k) = completed + those still in progress whose furthest answer is question k or a later one.
  const rows: DropOffQuestionView[] = [];
  let stoppedAtOrAfter = 0;
  for (let i = questions.length - 1; i >= 0; i--) {
    const q = questions[i]!;
    stoppedAtOrAfter += total('stopped_after', q.id);
    const reached = completed + stoppedAtOrAfter;
    rows.unshift({
      questionId: q.id,
      order: q.order,
      questionText: q.questionText,
      reached,
      // Those whose path passes the question by were never shown it: not in its base, no drop-off.
      base: Math.max(0, reached - total('passed', q.id)),
      answered: total('answered', q.id) - total('off_path', q.id),
    });
  }
  return { started: total('started'), completed, questions: rows };
}

export function dropOffView(
  questions: readonly DropOffQuestion[],
  counts: readonly DropOffCount[],
): Omit<DropOffView, 'lowQualityExcluded'> {
  const where = (keep: (c: DropOffCount) => boolean) => dropOffSegment(questions, counts.filter(keep));
  const [traditional, aiChat] = DROP_OFF_MODES.map((mode) => where((c) => c.surveyMode === mode));
  const [en, ur, none] = DROP_OFF_LANGUAGES.map((language) => where((c) => c.language === language));
  return {
    ...dropOffSegment(questions, counts),
    byMode: { traditional: traditional!, ai_chat: aiChat! },
    byLanguage: { en: en!, ur: ur!, none: none! },
  };
}
