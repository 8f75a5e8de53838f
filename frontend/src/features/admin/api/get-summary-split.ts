import useSWR from 'swr';
import { getJson } from '@/lib/api-client';
import type { SummarySplit } from '@/types/generated/api';
import { filterParams, type ResponseFilter } from '../lib/response-filter';

/** The summary split by one hidden field, with the responses screen's filters. Under the summary's key prefix, so refreshing the summary refreshes it. */
export const summarySplitUrl = (surveyId: string, by: string, filter: ResponseFilter): string => {
  const params = filterParams(filter);
  params.set('by', by);
  return `/api/surveys/${encodeURIComponent(surveyId)}/summary/split?${params.toString()}`;
};

export const useSummarySplit = (surveyId: string, by: string | null, filter: ResponseFilter) =>
  useSWR<SummarySplit>(by ? summarySplitUrl(surveyId, by, filter) : null, (url: string) => getJson<SummarySplit>(url), {
    revalidateOnFocus: false,
  });
