import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { usersKey } from './get-users';

/** Ends the member's sessions and API keys at once. */
export const deactivateUser = async (id: string) => {
  const user = await answer(api.POST('/api/users/{id}/deactivate', { params: { path: { id } } }));
  await refresh(usersKey);
  return user;
};
