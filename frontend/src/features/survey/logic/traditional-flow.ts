// The traditional survey: one question per screen, each answer saved when the respondent moves
// on, the response completed after the last. Pure: the component performs the calls the plan asks for.

export type TraditionalStatus = 'editing' | 'saving' | 'completing' | 'done';
export type Direction = 'forward' | 'backward';

export type TraditionalState = {
  index: number;
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
  | { type: 'saved'; questionId: string; text: string; isLast: boolean }
  | { type: 'saveFailed' }
  | { type: 'completed' }
  | { type: 'completeFailed' };

export const initialTraditionalState = (
  saved: Record<string, string> = {},
  index = 0,
  drafts: Record<string, string> = {},
): TraditionalState => ({
  index,
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
      if (state.status !== 'editing' || state.index === 0) return state;
      return { ...state, index: state.index - 1, direction: 'backward', error: null };
    case 'saveStarted':
      return { ...state, status: 'saving', error: null };
    case 'saved': {
      const saved = { ...state.saved, [action.questionId]: action.text };
      if (action.isLast) return { ...state, saved, status: 'completing', error: null };
      return { ...state, saved, index: state.index + 1, direction: 'forward', status: 'editing', error: null };
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

/** What pressing OK/Submit (or Cmd/Ctrl+Enter) does now. An empty answer is never saved. */
export const planContinue = (state: TraditionalState, questionIds: readonly string[]): ContinuePlan => {
  const questionId = questionIds[state.index];
  const text = currentAnswer(state, questionId);
  if (state.status !== 'editing' || !questionId || !text) return { kind: 'blocked' };
  return {
    kind: 'continue',
    questionId,
    text,
    needsSave: state.saved[questionId] !== text,
    isLast: state.index === questionIds.length - 1,
  };
};
