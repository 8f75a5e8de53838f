import type { EventFields } from '../../event-store/event-fields';
import type { Role } from '../../http/roles';

// Facts of a user stream (`user-<id>`): a member made with a password (the first owner, from
// ADMIN_USERNAME), or invited by an owner and joined through a single-use link; a link to set a new
// password; a change of role; a deactivation and a reactivation. Links are kept as SHA-256 hashes,
// passwords as Argon2id hashes: neither the link nor the password is ever in the log.

export type UserCreated = {
  type: 'UserCreated';
  schemaVersion: 1;
  data: { userId: string; username: string; role: Role; passwordHash: string; createdAt: string };
};

export type UserInvited = {
  type: 'UserInvited';
  schemaVersion: 1;
  data: { userId: string; username: string; role: Role; linkHash: string; expiresAt: string; invitedAt: string };
};

/** A new single-use link for the user to set a password (an owner's reset); the previous link no longer works. */
export type PasswordLinkIssued = {
  type: 'PasswordLinkIssued';
  schemaVersion: 1;
  data: { userId: string; linkHash: string; expiresAt: string; issuedAt: string };
};

/** The user set a password through their link (accepting an invitation or a reset): the link is spent. */
export type PasswordSet = {
  type: 'PasswordSet';
  schemaVersion: 1;
  data: { userId: string; passwordHash: string; setAt: string };
};

export type UserDeactivated = {
  type: 'UserDeactivated';
  schemaVersion: 1;
  data: { userId: string; deactivatedAt: string };
};

/** An owner gave the member another role; it holds from their next request on, for their API keys too. */
export type UserRoleChanged = {
  type: 'UserRoleChanged';
  schemaVersion: 1;
  data: { userId: string; role: Role; previousRole: Role; changedAt: string };
};

/**
 * A deactivated member let back in: active again with the password they had, or invited again (with no
 * open link: an owner issues one) when they never set one. Their ended sessions stay ended.
 */
export type UserReactivated = {
  type: 'UserReactivated';
  schemaVersion: 1;
  data: { userId: string; status: 'active' | 'invited'; reactivatedAt: string };
};

export type UserEvent =
  UserCreated | UserInvited | PasswordLinkIssued | PasswordSet | UserDeactivated | UserRoleChanged | UserReactivated;
export type UserEventType = UserEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<UserEventType, true> = {
  UserCreated: true,
  UserInvited: true,
  PasswordLinkIssued: true,
  PasswordSet: true,
  UserDeactivated: true,
  UserRoleChanged: true,
  UserReactivated: true,
};
export const userEventTypes = Object.keys(listed) as UserEventType[];

/**
 * Password hashes are sealed under the user stream's key like personal fields (event-store/), so the log
 * at rest holds none in the clear; the users read model keeps the current one to check logins.
 */
export const userEventFields: EventFields = {
  personal: { UserCreated: ['passwordHash'], PasswordSet: ['passwordHash'] } satisfies Partial<
    Record<UserEventType, readonly string[]>
  >,
};
