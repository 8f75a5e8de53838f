import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

/** The team: every member, owners first (owners only). */
export const usersKey = '/api/users' satisfies keyof paths;

export const useUsers = () => useSWR(usersKey, () => answer(api.GET(usersKey)));
