import type { DropOffQuestionView, DropOffSegmentView, DropOffView } from './drop-off.views';

// Pure: from the counter rows of the drop-off read model (backend/migrations/011_drop_off.sql) and
// the survey's questions in display order, the funnel the API answers.

export const DROP_OFF_MODES = ['traditional', 'ai_chat'] as const;
export const DROP_OFF_LANGUAGES = ['en', 'ur', 'none'] as const;

export type DropOffMetric = 'started' | 'completed' | 'answered' | 'stopped_after';

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
    rows.unshift({
      questionId: q.id,
      order: q.order,
      questionText: q.questionText,
      reached: completed + stoppedAtOrAfter,
      answered: total('answered', q.id),
    });
  }
  return { started: total('started'), completed, questions: rows };
}

export function dropOffView(questions: readonly DropOffQuestion[], counts: readonly DropOffCount[]): DropOffView {
  const where = (keep: (c: DropOffCount) => boolean) => dropOffSegment(questions, counts.filter(keep));
  const [traditional, aiChat] = DROP_OFF_MODES.map((mode) => where((c) => c.surveyMode === mode));
  const [en, ur, none] = DROP_OFF_LANGUAGES.map((language) => where((c) => c.language === language));
  return {
    ...dropOffSegment(questions, counts),
    byMode: { traditional: traditional!, ai_chat: aiChat! },
    byLanguage: { en: en!, ur: ur!, none: none! },
  };
}
