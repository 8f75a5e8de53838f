import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { usersKey } from './get-users';

/** A new set-password link for a member (any earlier one stops working). */
export const resetUser = async (id: string) => {
  const reset = await answer(api.POST('/api/users/{id}/password-link', { params: { path: { id } } }));
  await refresh(usersKey);
  return reset;
};
