import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import { forgetWhere, isKeyOfSurvey, isReportKey, refresh, refreshWhere } from '@/lib/refresh';

/**
 * Erases a response for good (its personal data can never be read again), then refetches what it
 * touched: the survey's counts, summary and drop-off, the survey list, and the reports (which may
 * have quoted it). Its history goes from the cache; the response list is the caller's to refresh.
 */
export const eraseResponse = async (id: string, surveyId: string): Promise<void> => {
  await answer(api.DELETE('/api/responses/{id}', { params: { path: { id } } }));
  await Promise.all([
    refreshWhere((key) => isKeyOfSurvey(key, surveyId) || isReportKey(key)),
    refresh(surveysKey),
    forgetWhere((key) => Array.isArray(key) && key[0] === '/api/responses' && key[1] === encodeURIComponent(id)),
  ]);
};
