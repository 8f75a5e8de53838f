import { apiRequest } from '@/lib/api-client';
import { apiKeysKey } from './get-api-keys';
import { refresh } from './refresh';

/** Revokes a key: every request with it is refused from now on. */
export const revokeApiKey = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `${apiKeysKey}/${encodeURIComponent(id)}`);
  await refresh(apiKeysKey);
};
