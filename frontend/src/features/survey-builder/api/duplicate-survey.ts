import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import { refresh } from '@/lib/refresh';

/** A copy of the survey (slug `-copy`, every question, setting and the logo), created inactive. */
export const duplicateSurvey = async (id: string) => {
  const copy = await answer(api.POST('/api/surveys/{idOrSlug}/duplicate', { params: { path: { idOrSlug: id } } }));
  await refresh(surveysKey);
  return copy;
};
