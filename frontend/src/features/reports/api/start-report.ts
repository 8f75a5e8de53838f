import { answer, api } from '@/lib/api-client';
import { aiJobsKey } from '@/lib/cache-keys';
import { forgetWhere, refresh } from '@/lib/refresh';
import { surveyReportsKey } from './get-survey-reports';

/** Report ids started from this page load: their view keeps the progress bar, at 100%, once done. */
export const reportsStartedHere = new Set<string>();

/**
 * Starts an analysis of the survey's responses (answers at once, 202), low-quality ones left out unless
 * `includeLowQuality`; then refetches the survey's report list.
 */
export const startReport = async (surveyId: string, { includeLowQuality = false } = {}) => {
  const queued = await answer(
    api.POST('/api/surveys/{idOrSlug}/reports', {
      params: { path: { idOrSlug: surveyId } },
      body: { lowQuality: includeLowQuality ? 'include' : 'exclude' },
    }),
  );
  reportsStartedHere.add(queued.id);
  // The jobs page lists the new job when it opens next.
  await Promise.all([refresh(surveyReportsKey(surveyId)), forgetWhere((key) => key === aiJobsKey)]);
  return queued;
};
