import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { Role } from '@/types/generated/api';
import { usersKey } from './get-users';

/** Another role for a member: it holds from their next request on, for their API keys too. */
export const changeUserRole = async (id: string, role: Role) => {
  const user = await answer(api.POST('/api/users/{id}/role', { params: { path: { id } }, body: { role } }));
  await refresh(usersKey);
  return user;
};
