import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { CreateClientInput, UpdateClientInput } from '@/types/generated/api';
import { clientsKey } from './get-clients';

/** Records a client; the list is refetched. */
export const createClient = async (input: CreateClientInput) => {
  const client = await answer(api.POST('/api/clients', { body: input }));
  await refresh(clientsKey);
  return client;
};

/** Edits a client's details (contacts replaced whole); the list is refetched. */
export const updateClient = async (id: string, input: UpdateClientInput) => {
  const client = await answer(api.PUT('/api/clients/{id}', { params: { path: { id } }, body: input }));
  await refresh(clientsKey);
  return client;
};
