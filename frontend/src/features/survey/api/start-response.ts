import { requestJson } from '@/lib/api-client';
import type { Language, StartResponseInput, SurveyMode, SurveyResponse } from '@/types/generated/api';

export const startResponse = (surveyId: string, surveyMode: SurveyMode, language: Language) => {
  const body: StartResponseInput = { surveyId, surveyMode, language };
  return requestJson<SurveyResponse>('POST', `/api/surveys/${encodeURIComponent(surveyId)}/responses`, body);
};
