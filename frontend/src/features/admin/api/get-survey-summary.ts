import useSWR from 'swr';
import { getJson } from '@/lib/api-client';
import type { SurveySummary } from '../lib/answer-summary-view';
import { filterParams, type ResponseFilter } from '../lib/response-filter';

/** The URL of a survey's per-question summary with the responses screen's filters. */
export const surveySummaryUrl = (surveyId: string, filter: ResponseFilter): string => {
  const query = filterParams(filter).toString();
  return `/api/surveys/${encodeURIComponent(surveyId)}/summary${query ? `?${query}` : ''}`;
};

export const isSurveySummaryKey = (key: unknown, surveyId: string): boolean =>
  typeof key === 'string' && key.startsWith(`/api/surveys/${encodeURIComponent(surveyId)}/summary`);

export const useSurveySummary = (surveyId: string, filter: ResponseFilter) =>
  useSWR<SurveySummary>(surveySummaryUrl(surveyId, filter), (url: string) => getJson<SurveySummary>(url), {
    revalidateOnFocus: false,
  });
