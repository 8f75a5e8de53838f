// Pure decisions for erasing a response (crypto-shredding): the stream's data key is deleted by the
// event store when ResponseErased is appended, and the projections drop the response's rows.

import { NotFoundError, ValidationError } from '../common/errors';
import type { ResponseErased, ResponseEvent, ResponseLanguage, SurveyMode } from './response.events';

export type EraseResponse = {
  type: 'EraseResponse';
  responseId: string;
  /** Bulk erasure of spam: leave the response alone when it was completed meanwhile. */
  onlyIncomplete?: boolean;
  now: string;
};

/** What the erasure needs: whether the response exists, and the non-personal summary its event carries. */
export type ResponseErasureState =
  | { status: 'none' }
  | { status: 'erased' }
  | {
      status: 'exists';
      responseId: string;
      surveyId: string;
      surveyMode: SurveyMode;
      language: ResponseLanguage | null;
      answeredQuestionIds: string[];
      completed: boolean;
    };

export const initialState = (): ResponseErasureState => ({ status: 'none' });

export function evolve(state: ResponseErasureState, event: ResponseEvent): ResponseErasureState {
  switch (event.type) {
    case 'ResponseStarted': {
      const { responseId, surveyId, surveyMode, language } = event.data;
      return {
        status: 'exists',
        responseId,
        surveyId,
        surveyMode,
        language,
        answeredQuestionIds: [],
        completed: false,
      };
    }
    case 'AnswerRecorded': {
      if (state.status !== 'exists' || state.answeredQuestionIds.includes(event.data.questionId)) return state;
      return { ...state, answeredQuestionIds: [...state.answeredQuestionIds, event.data.questionId] };
    }
    case 'ResponseCompleted':
      return state.status === 'exists' ? { ...state, completed: true } : state;
    case 'ResponseErased':
      return { status: 'erased' };
    default:
      return state;
  }
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: EraseResponse, state: ResponseErasureState): ResponseErased[] {
  if (command.type !== 'EraseResponse') throw new ValidationError(`Unknown command ${String(command.type)}`);
  // Erased already: it is gone, as one that never existed.
  if (state.status !== 'exists') throw new NotFoundError('Response not found');
  if (command.onlyIncomplete && state.completed) return [];
  const { responseId, surveyId, surveyMode, language, answeredQuestionIds, completed } = state;
  const summary = { surveyId, surveyMode, language, answeredQuestionIds, completed };
  return [{ type: 'ResponseErased', schemaVersion: 1, data: { responseId, erasedAt: command.now, ...summary } }];
}

export const responseErasureDecider = { initialState, evolve, decide };
