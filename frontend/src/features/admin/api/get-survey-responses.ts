import useSWRInfinite from 'swr/infinite';
import { getJson } from '@/lib/api-client';
import type { ResponsePage, ResponsePageItem } from '@/types/generated/api';
import { responsePageUrl, type ResponseFilter } from '../lib/response-filter';

/** Responses per page: one request each, answers and follow-ups embedded. */
export const RESPONSE_PAGE_SIZE = 20;

/**
 * A survey's responses, newest first, one keyset page after another ("Load more" asks for the next).
 * Revalidating refetches the loaded pages from the top, each with the cursor the page before gave.
 */
export const useSurveyResponsePages = (surveyId: string, filter: ResponseFilter) => {
  const swr = useSWRInfinite<ResponsePage>(
    (_index, previous: ResponsePage | null) =>
      previous && previous.nextCursor === null
        ? null
        : responsePageUrl(surveyId, filter, RESPONSE_PAGE_SIZE, previous?.nextCursor ?? null),
    (url: string) => getJson<ResponsePage>(url),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = swr.data ?? [];
  const items: ResponsePageItem[] = pages.flatMap((page) => page.items);
  const last = pages[pages.length - 1];
  return {
    items,
    /** Responses matching the filter (from the first page); undefined until it arrives. */
    total: pages[0]?.total,
    loaded: swr.data !== undefined,
    hasMore: last !== undefined && last.nextCursor !== null,
    loadingMore: swr.isValidating && swr.size > pages.length,
    error: swr.error as unknown,
    loadMore: () => swr.setSize(swr.size + 1),
    /** Refetches the pages on screen (after an erasure, or when asked for). */
    refresh: () => swr.mutate(),
  };
};
