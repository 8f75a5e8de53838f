import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionKey } from './get-session';

/** Ends the session and forgets every cached answer, so the next admin starts clean. */
export const logout = async (): Promise<void> => {
  await apiRequest('POST', '/api/auth/logout');
  await mutate((key) => key !== sessionKey, undefined, { revalidate: false });
  await mutate(sessionKey, null, { revalidate: false });
};
