import useSWR, { mutate } from 'swr';
import { ApiError, fetcherOrNullOn401 } from '@/lib/api-client';
import type { Session } from '@/types/generated/api';

/** Who is logged in: the session, or null when nobody is (401). */
export const sessionKey = '/api/auth/me';

export const useSession = () => useSWR<Session | null>(sessionKey, { fetcher: fetcherOrNullOn401<Session> });

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A 401 from any admin call means the session ended (expired, or logged out elsewhere): forget it, so the guard sends the admin to the login page. */
export const forgetSessionOn401 = async (error: unknown): Promise<void> => {
  if (isUnauthorized(error)) await mutate(sessionKey, null, { revalidate: false });
};
