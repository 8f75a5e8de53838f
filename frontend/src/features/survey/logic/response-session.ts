import type { SurveyMode } from '@/types/generated/api';
import { isSurveyLanguage, type SurveyLanguage } from './survey-language';

// The response a tab is filling in, kept in sessionStorage per survey so a reload resumes it,
// and the text typed but not yet saved, so a reload loses nothing.

export type StoredResponse = { responseId: string; mode: SurveyMode; language: SurveyLanguage };
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const responseStorageKey = (surveyId: string) => `survey_response:${surveyId}`;
export const draftStorageKey = (responseId: string) => `survey_drafts:${responseId}`;

/** The key of one answer box: a base question, or one follow-up of it. */
export const draftKey = (questionId: string, followUpId?: string | null) =>
  followUpId ? `${questionId}/${followUpId}` : questionId;

const isMode = (value: unknown): value is SurveyMode => value === 'traditional' || value === 'ai_chat';

export const parseStoredResponse = (raw: string | null): StoredResponse | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredResponse> | null;
    if (!value || typeof value.responseId !== 'string' || !value.responseId) return null;
    if (!isMode(value.mode) || !isSurveyLanguage(value.language)) return null;
    return { responseId: value.responseId, mode: value.mode, language: value.language };
  } catch {
    return null;
  }
};

export const parseDrafts = (raw: string | null): Record<string, string> => {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
};

// Storage can throw (private mode, quota, disabled): losing the resume aid must never break the survey.
const attempt = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

export const createResponseStore = (storage: () => KeyValueStorage | undefined) => ({
  read: (surveyId: string): StoredResponse | null =>
    attempt(() => parseStoredResponse(storage()?.getItem(responseStorageKey(surveyId)) ?? null), null),
  write: (surveyId: string, value: StoredResponse): void =>
    attempt(() => storage()?.setItem(responseStorageKey(surveyId), JSON.stringify(value)), undefined),
  clear: (surveyId: string, responseId?: string): void =>
    attempt(() => {
      storage()?.removeItem(responseStorageKey(surveyId));
      if (responseId) storage()?.removeItem(draftStorageKey(responseId));
    }, undefined),
  readDrafts: (responseId: string): Record<string, string> =>
    attempt(() => parseDrafts(storage()?.getItem(draftStorageKey(responseId)) ?? null), {}),
  writeDraft: (responseId: string, key: string, text: string): void =>
    attempt(() => {
      const drafts = parseDrafts(storage()?.getItem(draftStorageKey(responseId)) ?? null);
      if (text) drafts[key] = text;
      else delete drafts[key];
      storage()?.setItem(draftStorageKey(responseId), JSON.stringify(drafts));
    }, undefined),
});

export type ResponseStore = ReturnType<typeof createResponseStore>;

export const browserResponseStore: ResponseStore = createResponseStore(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
