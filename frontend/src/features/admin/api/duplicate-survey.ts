import { requestJson } from '@/lib/api-client';
import type { Survey } from '@/types/generated/api';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

/** A copy of the survey (slug `-copy`, every question, setting and the logo), created inactive. */
export const duplicateSurvey = async (id: string): Promise<Survey> => {
  const copy = await requestJson<Survey>('POST', `/api/surveys/${encodeURIComponent(id)}/duplicate`);
  await refresh(surveysKey);
  return copy;
};
