import { answer, api } from '@/lib/api-client';
import { proposalsKey, surveysKey } from '@/lib/cache-keys';
import { forgetWhere, isKeyOfSurvey, refresh, refreshWhere } from '@/lib/refresh';

/** Deletes a survey; the survey list and proposals are fetched again, and the survey's own reads are dropped. */
export const deleteSurvey = async (id: string): Promise<void> => {
  await answer(api.DELETE('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug: id } } }));
  await Promise.all([
    refresh(surveysKey),
    forgetWhere((key) => isKeyOfSurvey(key, id)),
    refreshWhere((key) => key === proposalsKey),
  ]);
};
