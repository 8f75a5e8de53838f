import { requestJson } from '@/lib/api-client';
import type { ApiKeyInput, CreatedApiKey } from '@/types/generated/api';
import { apiKeysKey } from './get-api-keys';
import { refresh } from './refresh';

/** Makes a key; the answer holds its secret, this once. */
export const createApiKey = async (input: ApiKeyInput): Promise<CreatedApiKey> => {
  const created = await requestJson<CreatedApiKey>('POST', apiKeysKey, input);
  await refresh(apiKeysKey);
  return created;
};
