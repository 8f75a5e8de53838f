import { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import { sessionKey } from '@/lib/session';
import type { LoginInput } from '@/types/generated/api';

export const login = async (input: LoginInput) => {
  const session = await answer(api.POST('/api/auth/login', { body: input }));
  await mutate(sessionKey, session, { revalidate: false });
  return session;
};
