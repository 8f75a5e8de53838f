import useSWR, { mutate } from 'swr';
import { ApiError, answer, api, orNullOn401 } from './api-client';

/** Who is logged in: the session, or null when nobody is (401). */
export const sessionKey = '/api/auth/me';

export const useSession = () => useSWR(sessionKey, () => orNullOn401(answer(api.GET('/api/auth/me'))));

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A 401 from any admin call means the session ended (expired, or logged out elsewhere): forget it, so the guard sends the admin to the login page. */
export const forgetSessionOn401 = async (error: unknown): Promise<void> => {
  if (isUnauthorized(error)) await mutate(sessionKey, null, { revalidate: false });
};
