import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { ApiKeyInput } from '@/types/generated/api';
import { apiKeysKey } from './get-api-keys';

/** Makes a key; the answer holds its secret, this once. */
export const createApiKey = async (input: ApiKeyInput) => {
  const created = await answer(api.POST(apiKeysKey, { body: input }));
  await refresh(apiKeysKey);
  return created;
};
