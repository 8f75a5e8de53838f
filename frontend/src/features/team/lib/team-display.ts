import type { Role, User } from '@/types/generated/api';

export const ROLE_CHOICES: readonly { role: Role; label: string; hint: string }[] = [
  { role: 'consultant', label: 'Consultant', hint: 'Builds and runs surveys, reads responses, reports and proposals' },
  { role: 'viewer', label: 'Viewer', hint: 'Reads surveys, responses and reports; changes nothing' },
  { role: 'owner', label: 'Owner', hint: 'Everything, including the team and erasing responses' },
];

export const ROLE_LABEL: Record<Role, string> = { owner: 'Owner', consultant: 'Consultant', viewer: 'Viewer' };

/** How a change to `role` is asked and confirmed: "a viewer", and what it does from the next request on. */
export function roleChangeText(role: Role): { article: string; effect: string } {
  const article = role === 'owner' ? 'an owner' : `a ${role}`;
  const what = ROLE_CHOICES.find((choice) => choice.role === role)!.hint.toLowerCase();
  return {
    article,
    effect: `From their next step on they may do what ${article} does (${what}); their API keys keep only what ${article} may hand out.`,
  };
}

/** What the list says of a member's state. */
export function statusText(user: Pick<User, 'status' | 'linkExpiresAt'>, now = new Date()): string {
  if (user.status === 'deactivated') return 'Deactivated';
  const open = user.linkExpiresAt !== null && new Date(user.linkExpiresAt).getTime() > now.getTime();
  if (user.status === 'invited') return open ? 'Invited: link not used yet' : 'Invited: link expired';
  return open ? 'Active: reset link open' : 'Active';
}

/** The link as the invitee opens it: this site's origin and the path the server gave. */
export const fullLink = (path: string, origin = window.location.origin): string => `${origin}${path}`;
