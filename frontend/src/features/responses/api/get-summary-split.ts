import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { filterParams, filterQuery, type ResponseFilter } from '../lib/response-filter';

/** The summary split by one hidden field, with the responses screen's filters. Under the summary's key prefix, so refreshing the summary refreshes it. */
export const summarySplitUrl = (surveyId: string, by: string, filter: ResponseFilter): string => {
  const params = filterParams(filter);
  params.set('by', by);
  return `/api/surveys/${encodeURIComponent(surveyId)}/summary/split?${params.toString()}`;
};

export const useSummarySplit = (surveyId: string, by: string | null, filter: ResponseFilter) =>
  useSWR(
    by ? summarySplitUrl(surveyId, by, filter) : null,
    () =>
      answer(
        api.GET('/api/surveys/{idOrSlug}/summary/split', {
          params: { path: { idOrSlug: surveyId }, query: { ...filterQuery(filter), by: by ?? '' } },
        }),
      ),
    { revalidateOnFocus: false },
  );
