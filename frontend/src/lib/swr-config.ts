import type { SWRConfiguration } from 'swr';
import { fetcher } from './api-client';

// Spec section 7: no automatic retry, no refetch on focus or reconnect, no polling, never stale.
// Data changes only when a mutation revalidates the keys it touched.
export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
