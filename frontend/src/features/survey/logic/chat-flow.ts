import type { ConversationEntry, FollowUpReply } from '@/types/generated/api';
import type { AnsweredQuestion } from './question-text';
import type { PendingFollowUp } from './resume';

// The AI chat: base questions in order; after each saved answer the server's reply decides
// (spec section 4): complete, ask one follow-up (optional, then back to the base questions), or
// move on. Pure: the component performs the calls and reports their results.

export type ChatStep =
  { kind: 'base'; index: number } | { kind: 'followUp'; index: number; followUpId: string | null; text: string };

/** idle: waiting for the respondent; saving: the answer is being saved; asking: waiting for the AI. */
export type ChatStatus = 'idle' | 'saving' | 'asking' | 'finishing' | 'done';

export type ChatState = {
  total: number;
  step: ChatStep;
  draft: string;
  status: ChatStatus;
  error: 'process' | 'complete' | null;
  history: ConversationEntry[];
  answered: AnsweredQuestion[];
};

export type ChatAction =
  | { type: 'edit'; text: string }
  | { type: 'submitted' }
  | { type: 'answerSaved' }
  // following: the next base question on the respondent's path, null when none is left (branching);
  // left out: the next in the survey's order. Follow-ups never change the path.
  | { type: 'replied'; reply: FollowUpReply; questionText: string; answerText: string; following?: number | null }
  | { type: 'followUpSaved'; answerText: string; following?: number | null }
  | { type: 'skipped'; following?: number | null }
  /** Back to the last base question answered, its answer in the box to change (issue 49). */
  | { type: 'correctLast'; draft: string }
  | { type: 'failed' }
  | { type: 'completeFailed' }
  | { type: 'completeRetried' }
  | { type: 'completed' };

export type ReplyOutcome =
  { kind: 'complete' } | { kind: 'followUp'; text: string; followUpId: string | null } | { kind: 'next' };

/** Complete wins, then a follow-up, else move on (also when the reply says nothing). */
export const replyOutcome = (reply: FollowUpReply): ReplyOutcome => {
  if (reply.isComplete) return { kind: 'complete' };
  const text = reply.followUpQuestion?.trim();
  if (text) return { kind: 'followUp', text, followUpId: reply.followUpId ?? null };
  return { kind: 'next' };
};

export type ChatStart = {
  total: number;
  index?: number;
  pendingFollowUp?: PendingFollowUp | null;
  history?: ConversationEntry[];
  answered?: AnsweredQuestion[];
  draft?: string;
};

export const initialChatState = ({
  total,
  index = 0,
  pendingFollowUp = null,
  history = [],
  answered = [],
  draft = '',
}: ChatStart): ChatState => ({
  total,
  step: pendingFollowUp
    ? {
        kind: 'followUp',
        index: pendingFollowUp.index,
        followUpId: pendingFollowUp.followUpId,
        text: pendingFollowUp.text,
      }
    : { kind: 'base', index },
  draft,
  status: 'idle',
  error: null,
  history,
  answered,
});

/** To the next base question (on the path, when given), or finishing after the last. */
const advance = (state: ChatState, following?: number | null): ChatState => {
  const next = following === undefined ? state.step.index + 1 : (following ?? state.total);
  if (next >= state.total) return { ...state, draft: '', status: 'finishing', error: null };
  return { ...state, step: { kind: 'base', index: next }, draft: '', status: 'idle', error: null };
};

export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
  switch (action.type) {
    case 'edit':
      return state.status === 'idle' ? { ...state, draft: action.text } : state;
    case 'submitted':
      return state.status === 'idle' ? { ...state, status: 'saving', error: null } : state;
    case 'answerSaved':
      return state.status === 'saving' ? { ...state, status: 'asking' } : state;
    case 'replied': {
      if (state.step.kind !== 'base' || state.status !== 'asking') return state;
      const exchanged: ChatState = {
        ...state,
        history: [
          ...state.history,
          { role: 'assistant', content: action.questionText },
          { role: 'user', content: action.answerText },
        ],
        answered: [...state.answered, { questionNumber: state.step.index + 1, answerText: action.answerText }],
      };
      const outcome = replyOutcome(action.reply);
      switch (outcome.kind) {
        case 'complete':
          return { ...exchanged, draft: '', status: 'finishing', error: null };
        case 'followUp':
          return {
            ...exchanged,
            step: { kind: 'followUp', index: state.step.index, followUpId: outcome.followUpId, text: outcome.text },
            draft: '',
            status: 'idle',
            error: null,
          };
        case 'next':
          return advance(exchanged, action.following);
        default: {
          const unhandled: never = outcome;
          throw new Error(`Unknown outcome ${(unhandled as { kind?: unknown }).kind}`);
        }
      }
    }
    case 'followUpSaved': {
      if (state.step.kind !== 'followUp' || state.status !== 'saving') return state;
      const history: ConversationEntry[] = [
        ...state.history,
        { role: 'assistant', content: state.step.text },
        { role: 'user', content: action.answerText },
      ];
      return advance({ ...state, history }, action.following);
    }
    case 'skipped':
      return state.status === 'idle' ? advance(state, action.following) : state;
    case 'correctLast': {
      if (!canCorrectLast(state)) return state;
      const last = state.answered.at(-1)!;
      return {
        ...state,
        step: { kind: 'base', index: last.questionNumber - 1 },
        draft: action.draft,
        history: state.history.slice(0, -2),
        answered: state.answered.slice(0, -1),
        error: null,
      };
    }
    case 'failed':
      return state.status === 'saving' || state.status === 'asking'
        ? { ...state, status: 'idle', error: 'process' }
        : state;
    case 'completeFailed':
      return state.status === 'finishing' ? { ...state, error: 'complete' } : state;
    case 'completeRetried':
      return { ...state, error: null };
    case 'completed':
      return state.status === 'finishing' ? { ...state, status: 'done', error: null } : state;
    default: {
      const unhandled: never = action;
      throw new Error(`Unknown action ${(unhandled as { type?: unknown }).type}`);
    }
  }
};

export type ChatQuestionView = { index: number; isFollowUp: boolean; optional: boolean };

/** Follow-ups and non-required questions are optional. */
export const chatQuestionView = (state: ChatState, isRequired: (index: number) => boolean): ChatQuestionView => {
  const isFollowUp = state.step.kind === 'followUp';
  return { index: state.step.index, isFollowUp, optional: isFollowUp || !isRequired(state.step.index) };
};

export type ChatSubmitPlan =
  | { kind: 'blocked' }
  | { kind: 'skip' }
  | { kind: 'answer'; text: string }
  | { kind: 'answerFollowUp'; text: string; followUpId: string | null };

/** What Enter or the button does now: blocked while processing or when a required answer is empty. */
export const planChatSubmit = (state: ChatState, optional: boolean): ChatSubmitPlan => {
  if (state.status !== 'idle') return { kind: 'blocked' };
  const text = state.draft.trim();
  if (!text) return optional ? { kind: 'skip' } : { kind: 'blocked' };
  if (state.step.kind === 'followUp') return { kind: 'answerFollowUp', text, followUpId: state.step.followUpId };
  return { kind: 'answer', text };
};

export const isLastQuestion = (state: ChatState): boolean => state.step.index === state.total - 1;

/**
 * Whether the last answer can still be changed (issue 49): while the next base question waits for an
 * answer, and the last exchange was that answer (no follow-up asked about it since).
 */
export const canCorrectLast = (state: ChatState): boolean => {
  const last = state.answered.at(-1);
  return (
    state.status === 'idle' &&
    state.step.kind === 'base' &&
    last !== undefined &&
    last.questionNumber - 1 !== state.step.index &&
    state.history.at(-1)?.role === 'user' &&
    state.history.at(-1)?.content === last.answerText
  );
};
