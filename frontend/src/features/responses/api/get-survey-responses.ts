import useSWRInfinite from 'swr/infinite';
import { answer, api } from '@/lib/api-client';
import type { ResponsePage, ResponsePageItem } from '@/types/generated/api';
import { filterQuery, responsePageUrl, type ResponseFilter } from '../lib/response-filter';

/** Responses per page: one request each, answers and follow-ups embedded. */
export const RESPONSE_PAGE_SIZE = 20;

/**
 * A survey's responses, newest first, one keyset page after another ("Load more" asks for the next).
 * Revalidating refetches the loaded pages from the top, each with the cursor the page before gave.
 */
export const useSurveyResponsePages = (surveyId: string, filter: ResponseFilter) => {
  const swr = useSWRInfinite(
    (_index, previous: ResponsePage | null) =>
      previous && previous.nextCursor === null
        ? null
        : responsePageUrl(surveyId, filter, RESPONSE_PAGE_SIZE, previous?.nextCursor ?? null),
    // The page's key is its URL; the cursor in it says which page.
    // With a `limit` the server answers a page (without one, the spec's plain list).
    async (url: string) => {
      const cursor = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('cursor');
      const page = await answer(
        api.GET('/api/surveys/{idOrSlug}/responses', {
          params: {
            path: { idOrSlug: surveyId },
            query: { ...filterQuery(filter), limit: RESPONSE_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
          },
        }),
      );
      return page as ResponsePage;
    },
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
