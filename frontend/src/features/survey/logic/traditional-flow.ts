// The traditional survey: one question per screen, each answer saved when the respondent moves
// on, the response completed after the last. Pure: the component performs the calls the plan asks for.

export type TraditionalStatus = 'editing' | 'saving' | 'completing' | 'done';
export type Direction = 'forward' | 'backward';

export type TraditionalState = {
  index: number;
  /** The questions shown before this one, in the order taken: Back follows the path taken (branching). */
  trail: number[];
  /** What is in each answer box, by question id (kept when going back). */
  answers: Record<string, string>;
  /** What the server holds, by question id: unchanged answers are not sent again. */
  saved: Record<string, string>;
  direction: Direction;
  status: TraditionalStatus;
  error: 'save' | 'complete' | null;
};

export type TraditionalAction =
  | { type: 'edit'; questionId: string; text: string }
  | { type: 'back' }
  | { type: 'saveStarted' }
  /** nextIndex: the next question on the path (left out: the one after in the survey's order). */
  | { type: 'saved'; questionId: string; text: string; isLast: boolean; nextIndex?: number }
  /** An optional question passed by without an answer: its box is emptied, nothing is saved. */
  | { type: 'skipped'; questionId: string; isLast: boolean; nextIndex?: number }
  | { type: 'saveFailed' }
  | { type: 'completed' }
  | { type: 'completeFailed' };

export const initialTraditionalState = (
  saved: Record<string, string> = {},
  index = 0,
  drafts: Record<string, string> = {},
  trail: number[] = Array.from({ length: index }, (_, i) => i),
): TraditionalState => ({
  index,
  trail,
  answers: { ...saved, ...drafts },
  saved: { ...saved },
  direction: 'forward',
  status: 'editing',
  error: null,
});

export const traditionalReducer = (state: TraditionalState, action: TraditionalAction): TraditionalState => {
  switch (action.type) {
    case 'edit':
      if (state.status === 'done') return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.text } };
    case 'back':
      if (state.status !== 'editing' || state.trail.length === 0) return state;
      return {
        ...state,
        index: state.trail.at(-1)!,
        trail: state.trail.slice(0, -1),
        direction: 'backward',
        error: null,
      };
    case 'saveStarted':
      return { ...state, status: 'saving', error: null };
    case 'saved': {
      const saved = { ...state.saved, [action.questionId]: action.text };
      if (action.isLast) return { ...state, saved, status: 'completing', error: null };
      const index = action.nextIndex ?? state.index + 1;
      const trail = [...state.trail, state.index];
      return { ...state, saved, index, trail, direction: 'forward', status: 'editing', error: null };
    }
    case 'skipped': {
      if (state.status !== 'editing') return state;
      const answers = { ...state.answers, [action.questionId]: '' };
      if (action.isLast) return { ...state, answers, status: 'completing', error: null };
      const index = action.nextIndex ?? state.index + 1;
      const trail = [...state.trail, state.index];
      return { ...state, answers, index, trail, direction: 'forward', status: 'editing', error: null };
    }
    case 'saveFailed':
      return { ...state, status: 'editing', error: 'save' };
    case 'completed':
      return { ...state, status: 'done', error: null };
    case 'completeFailed':
      return { ...state, status: 'editing', error: 'complete' };
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown action ${(unhandled as { type?: unknown }).type}`);
    }
  }
};

/** The text in the current box, trimmed: what would be saved. */
export const currentAnswer = (state: TraditionalState, questionId: string | undefined): string =>
  questionId ? (state.answers[questionId] ?? '').trim() : '';

export type ContinuePlan =
  { kind: 'blocked' } | { kind: 'continue'; questionId: string; text: string; needsSave: boolean; isLast: boolean };

/**
 * What pressing OK/Submit (or Cmd/Ctrl+Enter) does now. An empty answer is never saved. `nextIndex`:
 * the next question on the respondent's path, null when this one ends it (left out: the survey's order).
 */
export const planContinue = (
  state: TraditionalState,
  questionIds: readonly string[],
  nextIndex?: number | null,
): ContinuePlan => {
  const questionId = questionIds[state.index];
  const text = currentAnswer(state, questionId);
  if (state.status !== 'editing' || !questionId || !text) return { kind: 'blocked' };
  return {
    kind: 'continue',
    questionId,
    text,
    needsSave: state.saved[questionId] !== text,
    isLast: nextIndex === undefined ? state.index === questionIds.length - 1 : nextIndex === null,
  };
};

export type SkipPlan = { kind: 'blocked' } | { kind: 'skip'; questionId: string; isLast: boolean };

/**
 * What Skip does now. Only an optional question can be skipped, and only while the server holds no
 * answer for it (an answer once saved cannot be taken back, so skipping it would only hide it here).
 */
export const planSkip = (
  state: TraditionalState,
  questionIds: readonly string[],
  optional: boolean,
  nextIndex?: number | null,
): SkipPlan => {
  const questionId = questionIds[state.index];
  if (!optional || state.status !== 'editing' || !questionId || state.saved[questionId]) return { kind: 'blocked' };
  return {
    kind: 'skip',
    questionId,
    isLast: nextIndex === undefined ? state.index === questionIds.length - 1 : nextIndex === null,
  };
};
