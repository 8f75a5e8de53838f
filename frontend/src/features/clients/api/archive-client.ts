import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { archivedClientsKey, clientsKey } from './get-clients';

const refreshLists = () => Promise.all([refresh(clientsKey), refresh(archivedClientsKey)]);

/** Takes a client out of the lists and pickers (its surveys keep working); both lists are refetched. */
export const archiveClient = async (id: string) => {
  const client = await answer(api.POST('/api/clients/{id}/archive', { params: { path: { id } } }));
  await refreshLists();
  return client;
};

/** Brings an archived client back into the lists; both lists are refetched. */
export const restoreClient = async (id: string) => {
  const client = await answer(api.POST('/api/clients/{id}/restore', { params: { path: { id } } }));
  await refreshLists();
  return client;
};
