import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

/** The consultancy's clients in the lists (not archived), by name (any member reads them). */
export const clientsKey = '/api/clients' satisfies keyof paths;

/** The archived clients, by name: out of the lists and pickers, their surveys still theirs. */
export const archivedClientsKey = `${clientsKey}?archived=true`;

export const useClients = () => useSWR(clientsKey, () => answer(api.GET(clientsKey)));

/** Asked only when shown (`enabled`). */
export const useArchivedClients = (enabled = true) =>
  useSWR(enabled ? archivedClientsKey : null, () =>
    answer(api.GET(clientsKey, { params: { query: { archived: 'true' } } })),
  );

/**
 * Every client (data), those in the lists first, then the archived ones: for naming the client of a
 * survey or report whatever became of it. Undefined until both lists are in.
 */
export const useEveryClient = () => {
  const current = useClients().data;
  const archived = useArchivedClients().data;
  return { current, archived, data: current && archived ? [...current, ...archived] : undefined };
};
