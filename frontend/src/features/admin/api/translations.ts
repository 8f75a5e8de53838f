import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { SurveyTranslationInput, SurveyTranslationResult } from '@/types/generated/api';
import { surveyKey } from './get-survey';
import { surveyQuestionsKey } from './get-survey-questions';

/** Replaces the survey's whole Urdu translation; the survey and its questions are refetched. */
export const saveUrduTranslation = async (
  surveyId: string,
  body: SurveyTranslationInput,
): Promise<SurveyTranslationResult> => {
  const result = await requestJson<SurveyTranslationResult>(
    'PUT',
    `/api/surveys/${encodeURIComponent(surveyId)}/translations/ur`,
    body,
  );
  await Promise.all([mutate(surveyKey(surveyId)), mutate(surveyQuestionsKey(surveyId))]);
  return result;
};

export type TranslateText = { key: string; text: string };

/** POST /api/ai-translate: a job on the AI queue; the offline provider refuses with a message to show. */
export const aiTranslate = async (texts: TranslateText[]): Promise<TranslateText[]> => {
  const { translations } = await requestJson<{ translations: TranslateText[] }>('POST', '/api/ai-translate', {
    targetLanguage: 'ur',
    texts,
  });
  return translations;
};
