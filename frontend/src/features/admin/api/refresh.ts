import { mutate } from 'swr';
import { fetcher, type ApiKey } from '@/lib/api-client';

/**
 * Refetches a key into the cache after a mutation. A bare `mutate(key)` only reaches hooks on
 * screen; with `revalidateIfStale` off, a list cached by a screen not shown right now (the
 * dashboard while the create form is open) would otherwise come back stale. If the refetch
 * fails, the cached copy is dropped so whichever screen shows it next fetches again.
 */
export const refresh = async <T>(key: ApiKey): Promise<void> => {
  try {
    await mutate<T>(key, fetcher<T>(key), { revalidate: false });
  } catch {
    await mutate(key, undefined, { revalidate: true }).catch(() => undefined);
  }
};
