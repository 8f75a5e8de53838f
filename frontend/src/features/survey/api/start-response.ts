import { requestJson } from '@/lib/api-client';
import type { Language, StartResponseInput, SurveyMode, SurveyResponse } from '@/types/generated/api';

export const startResponse = (
  surveyId: string,
  surveyMode: SurveyMode,
  language: Language,
  hiddenFields: Record<string, string> = {},
) => {
  const body: StartResponseInput = {
    surveyId,
    surveyMode,
    language,
    ...(Object.keys(hiddenFields).length > 0 ? { hiddenFields } : {}),
  };
  return requestJson<SurveyResponse>('POST', `/api/surveys/${encodeURIComponent(surveyId)}/responses`, body);
};
