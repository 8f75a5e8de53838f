import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { apiKeysKey } from './get-api-keys';

/** Revokes a key: every request with it is refused from now on. */
export const revokeApiKey = async (id: string): Promise<void> => {
  await answer(api.DELETE('/api/api-keys/{id}', { params: { path: { id } } }));
  await refresh(apiKeysKey);
};
