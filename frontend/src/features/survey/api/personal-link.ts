import { answer, api } from '@/lib/api-client';
import type { SurveyMode } from '@/types/generated/api';
import type { SurveyLanguage } from '../logic/survey-language';

/** What a personal link opens: the survey, anonymous or identified, and how far its person got. */
export const openPersonalLink = (token: string) =>
  answer(api.GET('/api/personal-links/{token}', { params: { path: { token } } }));

/** Starts the link's response, or continues the one it already has (on any device). */
export const startPersonalResponse = (token: string, surveyMode: SurveyMode, language: SurveyLanguage) =>
  answer(
    api.POST('/api/personal-links/{token}/response', {
      params: { path: { token } },
      body: { surveyMode, language },
    }),
  );
