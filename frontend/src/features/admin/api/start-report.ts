import { requestJson } from '@/lib/api-client';
import type { ReportQueued } from '@/types/generated/api';
import { aiJobsKey } from './get-ai-jobs';
import { surveyReportsKey } from './get-survey-reports';
import { forgetWhere, refresh } from './refresh';

/** Report ids started from this page load: their view keeps the progress bar, at 100%, once done. */
export const reportsStartedHere = new Set<string>();

/** Starts an analysis of the survey's responses (answers at once, 202); then refetches the survey's report list. */
export const startReport = async (surveyId: string): Promise<ReportQueued> => {
  const queued = await requestJson<ReportQueued>('POST', `/api/surveys/${encodeURIComponent(surveyId)}/reports`);
  reportsStartedHere.add(queued.id);
  // The jobs page lists the new job when it opens next.
  await Promise.all([refresh(surveyReportsKey(surveyId)), forgetWhere((key) => key === aiJobsKey)]);
  return queued;
};
