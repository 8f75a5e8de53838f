import { requestJson } from '@/lib/api-client';
import type { SurveyTranslationInput, SurveyTranslationResult } from '@/types/generated/api';
import { aiJobsKey } from './get-ai-jobs';
import { forgetWhere, isKeyOfSurvey, refreshWhere } from './refresh';

/** Replaces the survey's whole Urdu translation; the survey's reads (survey, questions, summary...) are refetched. */
export const saveUrduTranslation = async (
  surveyId: string,
  body: SurveyTranslationInput,
): Promise<SurveyTranslationResult> => {
  const result = await requestJson<SurveyTranslationResult>(
    'PUT',
    `/api/surveys/${encodeURIComponent(surveyId)}/translations/ur`,
    body,
  );
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return result;
};

export type TranslateText = { key: string; text: string };

/** POST /api/ai-translate: a job on the AI queue; the offline provider refuses with a message to show. */
export const aiTranslate = async (texts: TranslateText[]): Promise<TranslateText[]> => {
  const { translations } = await requestJson<{ translations: TranslateText[] }>('POST', '/api/ai-translate', {
    targetLanguage: 'ur',
    texts,
  });
  await forgetWhere((key) => key === aiJobsKey);
  return translations;
};
