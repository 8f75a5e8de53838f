import { requestJson } from '@/lib/api-client';
import type { CreateSurveyInput, Survey } from '@/types/generated/api';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

export const createSurvey = async (input: CreateSurveyInput): Promise<Survey> => {
  const survey = await requestJson<Survey>('POST', '/api/surveys', input);
  await refresh(surveysKey);
  return survey;
};
