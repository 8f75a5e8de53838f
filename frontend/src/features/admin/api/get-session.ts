import useSWR from 'swr';
import { fetcherOrNullOn401 } from '@/lib/api-client';
import type { Session } from '../types';

/** Who is logged in: the session, or null when nobody is (401). */
export const sessionKey = '/api/auth/me';

export const useSession = () => useSWR<Session | null>(sessionKey, { fetcher: fetcherOrNullOn401<Session> });
