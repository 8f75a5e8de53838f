// A response stream's state: its events folded (evolve), what every decision starts from.

import { hiddenValuesOf } from './hidden-values';
import type { ResponseEvent, ResponseLanguage, ResponseStarted, SurveyMode } from './response.events';

// ---- state ----

export type FollowUpState = { questionId: string; questionText: string; answerText: string | null };

export type ResponseState =
  | { status: 'none' }
  | {
      status: 'started' | 'completed';
      responseId: string;
      surveyId: string;
      surveyMode: SurveyMode;
      language: ResponseLanguage | null;
      /** Latest answer per question id. */
      answers: Record<string, string>;
      /** A typed answer's value as the event holds it (JSON text), by question id. */
      answerValues: Record<string, string>;
      /** The link's hidden-field values (branching rules read them). */
      hiddenValues: Record<string, string>;
      /** The path as last recorded (ResponsePathSet): questions passed by, answers off the path, where it ends. */
      passedBy: string[];
      offPath: string[];
      endedAt: string | null;
      followUps: Record<string, FollowUpState>;
      /** How many times each answer was recorded, by question id or follow-up id. */
      revisions: Record<string, number>;
      completedAt: string | null;
      /** The last event's time: the start, an answer, a follow-up. */
      lastActivityAt: string;
      /** Closed as abandoned: takes nothing more. */
      abandonedAt: string | null;
    };
export type State = ResponseState;
export type ExistingResponse = Exclude<ResponseState, { status: 'none' }>;

export const initialState = (): ResponseState => ({ status: 'none' });

export function evolve(state: ResponseState, event: ResponseEvent): ResponseState {
  switch (event.type) {
    case 'ResponseStarted': {
      const { responseId, surveyId, surveyMode, language, startedAt } = event.data;
      const empty = {
        answers: {},
        answerValues: {},
        followUps: {},
        revisions: {},
        passedBy: [],
        offPath: [],
        endedAt: null,
      };
      const hiddenValues = hiddenValuesOf(event.data.hiddenFields) ?? {};
      const open = { completedAt: null, abandonedAt: null, lastActivityAt: startedAt };
      return { status: 'started', responseId, surveyId, surveyMode, language, hiddenValues, ...empty, ...open };
    }
    case 'AnswerRecorded':
    case 'FollowUpAsked':
    case 'FollowUpAnswered':
    case 'ResponseCompleted':
    case 'ResponseAbandoned':
    case 'ResponsePathSet':
      // Stored events are facts: one that does not fit the state is skipped, never rejected.
      return state.status === 'none' ? state : evolveExisting(state, event);
    case 'ResponseErased':
      // An erased response no longer exists for any command (see response-erasure.decider.ts).
      return initialState();
    case 'ResponseQualityOverruled':
      // The consultant's judgement of the response (issue 50): nothing a respondent's command weighs.
      return state;
    default: {
      // An unknown type means the store holds events newer than this code: fail loudly.
      const unhandled: never = event;
      throw new Error(`Unknown response event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

export function evolveExisting(
  state: ExistingResponse,
  event: Exclude<ResponseEvent, ResponseStarted | { type: 'ResponseErased' } | { type: 'ResponseQualityOverruled' }>,
): ResponseState {
  switch (event.type) {
    case 'AnswerRecorded': {
      const { questionId, answerText, answerValue, recordedAt } = event.data;
      const revisions = { ...state.revisions, [questionId]: (state.revisions[questionId] ?? 0) + 1 };
      const answers = { ...state.answers, [questionId]: answerText };
      const { [questionId]: _previous, ...otherValues } = state.answerValues;
      const answerValues = answerValue === undefined ? otherValues : { ...otherValues, [questionId]: answerValue };
      return { ...state, answers, answerValues, revisions, lastActivityAt: recordedAt };
    }
    case 'FollowUpAsked': {
      const { followUpId, questionId, questionText, askedAt } = event.data;
      const asked = { questionId, questionText, answerText: null };
      return { ...state, followUps: { ...state.followUps, [followUpId]: asked }, lastActivityAt: askedAt };
    }
    case 'FollowUpAnswered': {
      const { followUpId, answerText, answeredAt } = event.data;
      if (!Object.hasOwn(state.followUps, followUpId)) return state;
      const answered = { ...state.followUps[followUpId], answerText };
      const revisions = { ...state.revisions, [followUpId]: (state.revisions[followUpId] ?? 0) + 1 };
      const followUps = { ...state.followUps, [followUpId]: answered };
      return { ...state, followUps, revisions, lastActivityAt: answeredAt };
    }
    case 'ResponseCompleted':
      return { ...state, status: 'completed', completedAt: event.data.completedAt };
    case 'ResponseAbandoned':
      return state.status === 'started' ? { ...state, abandonedAt: event.data.abandonedAt } : state;
    case 'ResponsePathSet': {
      const { passedBy, offPathAnswers, endedAt } = event.data;
      return { ...state, passedBy: [...passedBy], offPath: [...offPathAnswers], endedAt: endedAt ?? null };
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown response event ${(unhandled as { type?: unknown }).type}`);
    }
  }
}
