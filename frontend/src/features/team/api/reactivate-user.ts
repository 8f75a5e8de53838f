import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { usersKey } from './get-users';

/** Lets a deactivated member back in (with their password; a member who never set one needs a new link). */
export const reactivateUser = async (id: string) => {
  const user = await answer(api.POST('/api/users/{id}/reactivate', { params: { path: { id } } }));
  await refresh(usersKey);
  return user;
};
