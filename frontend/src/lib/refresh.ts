import { mutate } from 'swr';
import { fetcher, type ApiKey } from './api-client';

/**
 * Refetches a key into the cache after a mutation. A bare `mutate(key)` only reaches hooks on
 * screen; with `revalidateIfStale` off, a list cached by a screen not shown right now (the
 * dashboard while the create form is open) would otherwise come back stale. If the refetch
 * fails, the cached copy is dropped so whichever screen shows it next fetches again.
 */
export const refresh = async (key: ApiKey): Promise<void> => {
  try {
    await mutate(key, fetcher(key), { revalidate: false });
  } catch {
    await mutate(key, undefined, { revalidate: true }).catch(() => undefined);
  }
};

/** Whether a cached key is one of a survey's reads: the survey, its questions, summary, drop-off, reports... */
export const isKeyOfSurvey = (key: unknown, surveyId: string): boolean => {
  const id = encodeURIComponent(surveyId);
  if (Array.isArray(key)) return key[0] === '/api/surveys' && key[1] === id;
  if (typeof key !== 'string') return false;
  const base = `/api/surveys/${id}`;
  return key === base || key.startsWith(`${base}/`) || key.startsWith(`${base}?`);
};

/** Whether a cached key is a report's (they quote answers, so an erasure changes them). */
export const isReportKey = (key: unknown): boolean => Array.isArray(key) && key[0] === '/api/reports';

/** The cached keys a matcher picks (SWR hands it each key as it was given; paged lists are not among them). */
const cachedKeys = async (matches: (key: unknown) => boolean): Promise<ApiKey[]> => {
  const keys: ApiKey[] = [];
  await mutate(
    (key) => {
      if (matches(key)) keys.push(key as ApiKey);
      return false;
    },
    undefined,
    { revalidate: false },
  );
  return keys;
};

/**
 * After a change: every cached key it touched is fetched again (see refresh), whether its screen is
 * shown or not, so no screen shows data older than the admin's own last action. Paged lists
 * (useSWRInfinite) are refreshed by the screen that holds them.
 */
export const refreshWhere = async (matches: (key: unknown) => boolean): Promise<void> => {
  await Promise.all((await cachedKeys(matches)).map((key) => refresh(key)));
};

/** Drops cached keys that no longer answer (a deleted survey's) or that a screen should fetch afresh when opened. */
export const forgetWhere = async (matches: (key: unknown) => boolean): Promise<void> => {
  await mutate(matches, undefined, { revalidate: false });
};
