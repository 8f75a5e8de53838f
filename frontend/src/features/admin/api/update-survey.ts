import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { Survey, UpdateSurveyInput } from '@/types/generated/api';
import { surveyKey } from './get-survey';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

/** PATCH any of a survey's details or settings; the survey and the dashboard list are refetched. */
export const updateSurvey = async (id: string, input: UpdateSurveyInput): Promise<Survey> => {
  const survey = await requestJson<Survey>('PATCH', `/api/surveys/${encodeURIComponent(id)}`, input);
  await Promise.all([mutate(surveyKey(id), survey, { revalidate: false }), refresh(surveysKey)]);
  return survey;
};
