import { requestJson } from '@/lib/api-client';
import type { SurveyMode, SurveyResponse } from '@/types/api';
import type { SurveyLanguage } from '../logic/survey-language';

export const startResponse = (surveyId: string, surveyMode: SurveyMode, language: SurveyLanguage) =>
  requestJson<SurveyResponse>('POST', `/api/surveys/${encodeURIComponent(surveyId)}/responses`, {
    surveyId,
    surveyMode,
    language,
  });
