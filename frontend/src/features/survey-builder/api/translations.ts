import { answer, api } from '@/lib/api-client';
import { aiJobsKey } from '@/lib/cache-keys';
import { forgetWhere, isKeyOfSurvey, refreshWhere } from '@/lib/refresh';
import type { SurveyTranslationInput } from '@/types/generated/api';

/** Replaces the survey's whole Urdu translation; the survey's reads (survey, questions, summary...) are refetched. */
export const saveUrduTranslation = async (surveyId: string, body: SurveyTranslationInput) => {
  const result = await answer(
    api.PUT('/api/surveys/{idOrSlug}/translations/{language}', {
      params: { path: { idOrSlug: surveyId, language: 'ur' } },
      body,
    }),
  );
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return result;
};

export type TranslateText = { key: string; text: string };

/** POST /api/ai-translate: a job on the AI queue; the offline provider refuses with a message to show. */
export const aiTranslate = async (texts: TranslateText[]): Promise<TranslateText[]> => {
  const { translations } = await answer(api.POST('/api/ai-translate', { body: { targetLanguage: 'ur', texts } }));
  await forgetWhere((key) => key === aiJobsKey);
  return translations;
};
