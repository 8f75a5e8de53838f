import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import { refresh } from '@/lib/refresh';
import type { CreateSurveyInput } from '@/types/generated/api';

export const createSurvey = async (input: CreateSurveyInput) => {
  const survey = await answer(api.POST('/api/surveys', { body: input }));
  await refresh(surveysKey);
  return survey;
};
