import { apiRequest } from '@/lib/api-client';
import { surveysKey } from './get-surveys';
import { proposalsKey } from './proposals';
import { forgetWhere, isKeyOfSurvey, refresh, refreshWhere } from './refresh';

/** Deletes a survey; the survey list and proposals are fetched again, and the survey's own reads are dropped. */
export const deleteSurvey = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/surveys/${encodeURIComponent(id)}`);
  await Promise.all([
    refresh(surveysKey),
    forgetWhere((key) => isKeyOfSurvey(key, id)),
    refreshWhere((key) => key === proposalsKey),
  ]);
};
