import { requestJson } from '@/lib/api-client';
import type { Survey } from '@/types/api';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

export type CreateSurveyInput = {
  title: string;
  description?: string;
  slug?: string;
  logo?: string;
  isActive: true;
};

export const createSurvey = async (input: CreateSurveyInput): Promise<Survey> => {
  const survey = await requestJson<Survey>('POST', '/api/surveys', input);
  await refresh(surveysKey);
  return survey;
};
