import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { filterParams, filterQuery, type ResponseFilter } from '../lib/response-filter';

/** The URL of a survey's per-question summary with the responses screen's filters. */
export const surveySummaryUrl = (surveyId: string, filter: ResponseFilter): string => {
  const query = filterParams(filter).toString();
  return `/api/surveys/${encodeURIComponent(surveyId)}/summary${query ? `?${query}` : ''}`;
};

export const isSurveySummaryKey = (key: unknown, surveyId: string): boolean =>
  typeof key === 'string' && key.startsWith(`/api/surveys/${encodeURIComponent(surveyId)}/summary`);

export const useSurveySummary = (surveyId: string, filter: ResponseFilter) =>
  useSWR(
    surveySummaryUrl(surveyId, filter),
    () =>
      answer(
        api.GET('/api/surveys/{idOrSlug}/summary', {
          params: { path: { idOrSlug: surveyId }, query: filterQuery(filter) },
        }),
      ),
    { revalidateOnFocus: false },
  );
