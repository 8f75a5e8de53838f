import { apiRequest } from '@/lib/api-client';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

export const deleteSurvey = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/surveys/${encodeURIComponent(id)}`);
  await refresh(surveysKey);
};
