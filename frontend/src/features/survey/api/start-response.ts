import { requestJson } from '@/lib/api-client';
import { hiddenQuery } from '../logic/hidden-values';
import type { Language, StartResponseInput, SurveyMode, SurveyResponse } from '@/types/generated/api';

/**
 * Starts a response. `hidden`: the recognised hidden-field and UTM parameters of the page's URL
 * (logic/hidden-values.ts), passed on unchanged as the start's query parameters.
 */
export const startResponse = (
  surveyId: string,
  surveyMode: SurveyMode,
  language: Language,
  hidden: Record<string, string> = {},
) => {
  const body: StartResponseInput = { surveyId, surveyMode, language };
  const url = `/api/surveys/${encodeURIComponent(surveyId)}/responses${hiddenQuery(hidden)}`;
  return requestJson<SurveyResponse>('POST', url, body);
};
