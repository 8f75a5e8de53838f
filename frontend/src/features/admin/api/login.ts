import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { LoginInput, Session } from '@/types/generated/api';
import { sessionKey } from './get-session';

export const login = async (input: LoginInput): Promise<Session> => {
  const session = await requestJson<Session>('POST', '/api/auth/login', input);
  await mutate(sessionKey, session, { revalidate: false });
  return session;
};
