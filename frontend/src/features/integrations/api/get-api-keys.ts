import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

/** The admin's API keys that are not revoked, newest first. */
export const apiKeysKey = '/api/api-keys' satisfies keyof paths;

export const useApiKeys = () => useSWR(apiKeysKey, () => answer(api.GET(apiKeysKey)));
