import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import type { InviteUserInput } from '@/types/generated/api';
import { usersKey } from './get-users';

/** Invites a member; the answer holds the single-use link, this once. */
export const inviteUser = async (input: InviteUserInput) => {
  const invited = await answer(api.POST('/api/users/invitations', { body: input }));
  await refresh(usersKey);
  return invited;
};
