import type { SurveyMode } from '@/types/generated/api';
import type { ResponseRecorder, SaveAnswerInput } from './response-recorder';
import { createResponseStore, draftKey, type KeyValueStorage, type ResponseStore } from './response-session';
import type { SurveyLanguage } from './survey-language';

// An admin's preview of a survey (issue 48 item 6): the respondent's page walks the survey as it would,
// but the response lives only in this object. Nothing is started, saved, completed or asked on the
// server, so a consultant's preview never shows among the survey's responses or events.

export const PREVIEW_RESPONSE_PREFIX = 'preview-';

/** A Storage kept in memory: the preview's resume aid and drafts vanish with the page. */
export const memoryStorage = (): KeyValueStorage & { size: () => number } => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
};

export type PreviewAnswer = { questionId: string; followUpId: string | null; text: string | null; value: unknown };

export type PreviewSession = {
  /** The response's stand-in: an id that names no response on the server. */
  start: (mode: SurveyMode, language: SurveyLanguage) => string;
  recorder: ResponseRecorder;
  store: ResponseStore;
  /** The answers given so far in this preview, by question (and follow-up), last answer kept. */
  answers: () => PreviewAnswer[];
  isComplete: () => boolean;
};

let counter = 0;

export const createPreviewSession = (): PreviewSession => {
  const storage = memoryStorage();
  const store = createResponseStore(() => storage);
  const answers = new Map<string, PreviewAnswer>();
  let responseId: string | null = null;
  let completed = false;

  const ensure = (id: string) => {
    if (id !== responseId) throw new Error('This preview has not started that response');
    if (completed) throw new Error('This preview is already complete');
  };

  const recorder: ResponseRecorder = {
    saveAnswer: (input: SaveAnswerInput) => {
      try {
        ensure(input.responseId);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      const followUpId = input.followUpId ?? null;
      answers.set(draftKey(input.questionId, followUpId), {
        questionId: input.questionId,
        followUpId,
        text: input.answerText ?? null,
        value: input.answerValue ?? null,
      });
      return Promise.resolve();
    },
    complete: (id) => {
      try {
        ensure(id);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      completed = true;
      return Promise.resolve();
    },
    // No AI is asked in a preview: the chat moves on to the next question on the path.
    askFollowUp: () =>
      Promise.resolve({ isComplete: false, followUpQuestion: null, shouldMoveToNext: true, followUpId: null }),
  };

  return {
    start: () => {
      counter += 1;
      responseId = `${PREVIEW_RESPONSE_PREFIX}${counter}`;
      answers.clear();
      completed = false;
      return responseId;
    },
    recorder,
    store,
    answers: () => [...answers.values()],
    isComplete: () => completed,
  };
};
