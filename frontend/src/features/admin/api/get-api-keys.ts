import useSWR from 'swr';
import type { ApiKey as ApiKeyRecord } from '@/types/generated/api';

/** The admin's API keys that are not revoked, newest first. */
export const apiKeysKey = '/api/api-keys';

export const useApiKeys = () => useSWR<ApiKeyRecord[]>(apiKeysKey);
