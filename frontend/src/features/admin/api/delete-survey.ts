import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { surveysKey } from './get-surveys';

export const deleteSurvey = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/surveys/${encodeURIComponent(id)}`);
  await mutate(surveysKey);
};
