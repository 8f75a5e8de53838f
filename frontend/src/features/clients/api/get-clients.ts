import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

/** The consultancy's clients, by name (any member reads them). */
export const clientsKey = '/api/clients' satisfies keyof paths;

export const useClients = () => useSWR(clientsKey, () => answer(api.GET(clientsKey)));
