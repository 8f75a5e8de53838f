import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { Session } from '../types';
import { sessionKey } from './get-session';

export type LoginInput = { username: string; password: string };

export const login = async (input: LoginInput): Promise<Session> => {
  const session = await requestJson<Session>('POST', '/api/auth/login', input);
  await mutate(sessionKey, session, { revalidate: false });
  return session;
};
