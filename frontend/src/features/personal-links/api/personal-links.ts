import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { AnonymityMode } from '@/types/generated/api';

const linksKey = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/personal-links`;
const coverageKey = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/coverage`;

/** The survey's personal links: each person's status and link (made again by the server each time). */
export const usePersonalLinks = (surveyId: string) =>
  useSWR(linksKey(surveyId), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/personal-links', { params: { path: { idOrSlug: surveyId } } })),
  );

/**
 * Coverage by team, refreshed every 15 s while shown, and sooner when the live feed says a response started,
 * completed or was erased (refreshCoverageOn).
 */
export const useCoverage = (surveyId: string) =>
  useSWR(
    coverageKey(surveyId),
    () => answer(api.GET('/api/surveys/{idOrSlug}/coverage', { params: { path: { idOrSlug: surveyId } } })),
    { refreshInterval: 15_000 },
  );

const COVERAGE_CHANGES: ReadonlySet<string> = new Set(['started', 'completed', 'erased']);
const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** Refetches coverage after a live change that moves its figures; a burst of them is one fetch a second later. */
export const refreshCoverageOn = (surveyId: string, change: string): void => {
  if (!COVERAGE_CHANGES.has(change) || pending.has(surveyId)) return;
  pending.set(
    surveyId,
    setTimeout(() => {
      pending.delete(surveyId);
      void refresh(coverageKey(surveyId));
    }, 1000),
  );
};

export const issuePersonalLinks = async (surveyId: string) => {
  const issued = await answer(
    api.POST('/api/surveys/{idOrSlug}/personal-links', { params: { path: { idOrSlug: surveyId } } }),
  );
  await Promise.all([refresh(linksKey(surveyId)), refresh(coverageKey(surveyId))]);
  return issued;
};

export const setAnonymity = async (surveyId: string, anonymity: AnonymityMode) => {
  const links = await answer(
    api.PUT('/api/surveys/{idOrSlug}/anonymity', { params: { path: { idOrSlug: surveyId } }, body: { anonymity } }),
  );
  await refresh(linksKey(surveyId));
  return links;
};
