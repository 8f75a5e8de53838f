import { answer, api } from '@/lib/api-client';
import type { SetPasswordInput } from '@/types/generated/api';

/** Spends a single-use link: the member's password is set, the link is gone. */
export const setPasswordWithLink = (input: SetPasswordInput) =>
  answer(api.POST('/api/users/password', { body: input }));
