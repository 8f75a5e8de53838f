import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

/** A client's staff roster: its people by team (with each team's count) and those removed. */
export const rosterKey = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}/roster`;

export const useRoster = (clientId: string) =>
  useSWR(clientId ? rosterKey(clientId) : null, () =>
    answer(api.GET('/api/clients/{clientId}/roster', { params: { path: { clientId } } })),
  );
