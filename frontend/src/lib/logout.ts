import { mutate } from 'swr';
import { answer, api } from './api-client';
import { sessionKey } from './session';

/** Ends the session and forgets every cached answer, so the next admin starts clean. */
export const logout = async (): Promise<void> => {
  await answer(api.POST('/api/auth/logout'));
  await mutate((key) => key !== sessionKey, undefined, { revalidate: false });
  await mutate(sessionKey, null, { revalidate: false });
};
