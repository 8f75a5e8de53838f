import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { filterParams, filterQuery, type ResponseFilter } from '../lib/response-filter';

/** Started, reached and answered per question, completed: for the responses the screen's filters keep. */
export const dropOffUrl = (surveyId: string, filter: ResponseFilter = {}): string => {
  const query = filterParams(filter).toString();
  return `/api/surveys/${encodeURIComponent(surveyId)}/drop-off${query ? `?${query}` : ''}`;
};

/** Every drop-off key of a survey, whatever the filters (to revalidate them all after a change). */
export const isDropOffKey = (key: unknown, surveyId: string): boolean =>
  typeof key === 'string' && key.startsWith(`/api/surveys/${encodeURIComponent(surveyId)}/drop-off`);

export const useDropOff = (surveyId: string, filter: ResponseFilter = {}) =>
  useSWR(
    dropOffUrl(surveyId, filter),
    () =>
      answer(
        api.GET('/api/surveys/{idOrSlug}/drop-off', {
          params: { path: { idOrSlug: surveyId }, query: filterQuery(filter) },
        }),
      ),
    { revalidateOnFocus: false },
  );
