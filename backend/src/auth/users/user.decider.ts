// Pure decisions for a team member: made once (created or invited), a password set through a
// single-use link before it expires, new links issued by an owner, another role given, deactivated
// and let back in.

import { GoneError, IllegalStateError, NotFoundError, ValidationError } from '../../common/errors';
import { isRole, type Role } from '../../http/roles';
import type { UserEvent } from './user.events';

export const streamIdFor = (userId: string): string => `user-${userId}`;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{1,62}$/i;
export const LINK_USED_OR_EXPIRED = 'This link has been used or has expired; ask an owner for a new one';

export type CreateUser = {
  type: 'CreateUser';
  userId: string;
  username: string;
  role: Role;
  passwordHash: string;
  now: string;
};
export type InviteUser = {
  type: 'InviteUser';
  userId: string;
  username: string;
  role: string;
  linkHash: string;
  expiresAt: string;
  now: string;
};
export type IssuePasswordLink = {
  type: 'IssuePasswordLink';
  userId: string;
  linkHash: string;
  expiresAt: string;
  now: string;
};
export type SetPassword = { type: 'SetPassword'; userId: string; linkHash: string; passwordHash: string; now: string };
export type DeactivateUser = { type: 'DeactivateUser'; userId: string; now: string };
export type ChangeUserRole = { type: 'ChangeUserRole'; userId: string; role: string; now: string };
export type ReactivateUser = { type: 'ReactivateUser'; userId: string; now: string };

export type UserCommand =
  CreateUser | InviteUser | IssuePasswordLink | SetPassword | DeactivateUser | ChangeUserRole | ReactivateUser;

export type UserState =
  | { status: 'none' }
  | {
      status: 'invited' | 'active' | 'deactivated';
      username: string;
      role: Role;
      link: { hash: string; expiresAt: string } | null;
      /** Whether they ever set a password (made with one, or through a link): a reactivation makes them active. */
      hasPassword: boolean;
    };

export const initialState = (): UserState => ({ status: 'none' });

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { status: 'active', username: event.data.username, role: event.data.role, link: null, hasPassword: true };
    case 'UserInvited': {
      const { username, role, linkHash, expiresAt } = event.data;
      return { status: 'invited', username, role, link: { hash: linkHash, expiresAt }, hasPassword: false };
    }
    case 'PasswordLinkIssued':
      return state.status === 'none'
        ? state
        : { ...state, link: { hash: event.data.linkHash, expiresAt: event.data.expiresAt } };
    case 'PasswordSet':
      return state.status === 'none' ? state : { ...state, status: 'active', link: null, hasPassword: true };
    case 'UserDeactivated':
      return state.status === 'none' ? state : { ...state, status: 'deactivated', link: null };
    case 'UserRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.role };
    case 'UserReactivated':
      return state.status === 'none' ? state : { ...state, status: event.data.status, link: null };
    default: {
      const unhandled: never = event;
      throw new Error(`Unknown user event ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

function validUsername(username: string): string {
  const name = username.trim();
  if (!USERNAME_PATTERN.test(name)) {
    throw new ValidationError('A username is 2 to 63 letters, digits or . _ @ -, starting with a letter or digit', [
      { pointer: '/username', detail: 'Letters, digits, . _ @ - (2 to 63)' },
    ]);
  }
  return name;
}

function createUser(c: CreateUser, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('This user already exists');
  const data = { userId: c.userId, username: validUsername(c.username), role: c.role, passwordHash: c.passwordHash };
  return [{ type: 'UserCreated', schemaVersion: 1, data: { ...data, createdAt: c.now } }];
}

function inviteUser(c: InviteUser, state: UserState): UserEvent[] {
  if (state.status !== 'none') throw new IllegalStateError('This user already exists');
  if (!isRole(c.role)) throw new ValidationError(`Unknown role ${c.role}: choose owner, consultant or viewer`);
  const { userId, linkHash, expiresAt, now } = c;
  const data = { userId, username: validUsername(c.username), role: c.role, linkHash, expiresAt, invitedAt: now };
  return [{ type: 'UserInvited', schemaVersion: 1, data }];
}

function issuePasswordLink(c: IssuePasswordLink, state: UserState): UserEvent[] {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (state.status === 'deactivated') throw new IllegalStateError('This user is deactivated');
  const data = { userId: c.userId, linkHash: c.linkHash, expiresAt: c.expiresAt, issuedAt: c.now };
  return [{ type: 'PasswordLinkIssued', schemaVersion: 1, data }];
}

/** Only the current link, once, before it expires, for a user who is not deactivated. */
function setPassword(c: SetPassword, state: UserState): UserEvent[] {
  const link = state.status === 'none' || state.status === 'deactivated' ? null : state.link;
  if (!link || link.hash !== c.linkHash || link.expiresAt <= c.now) throw new GoneError(LINK_USED_OR_EXPIRED);
  return [
    { type: 'PasswordSet', schemaVersion: 1, data: { userId: c.userId, passwordHash: c.passwordHash, setAt: c.now } },
  ];
}

function deactivateUser(c: DeactivateUser, state: UserState): UserEvent[] {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (state.status === 'deactivated') throw new IllegalStateError('This user is already deactivated');
  return [{ type: 'UserDeactivated', schemaVersion: 1, data: { userId: c.userId, deactivatedAt: c.now } }];
}

function changeUserRole(c: ChangeUserRole, state: UserState): UserEvent[] {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (!isRole(c.role)) throw new ValidationError(`Unknown role ${c.role}: choose owner, consultant or viewer`);
  if (state.status === 'deactivated') throw new IllegalStateError('This user is deactivated');
  if (state.role === c.role) throw new IllegalStateError(`This user is already a ${c.role}`);
  const data = { userId: c.userId, role: c.role, previousRole: state.role, changedAt: c.now };
  return [{ type: 'UserRoleChanged', schemaVersion: 1, data }];
}

/** Back as they were before: active with their password, or invited (an owner then issues a link). */
function reactivateUser(c: ReactivateUser, state: UserState): UserEvent[] {
  if (state.status === 'none') throw new NotFoundError('User not found');
  if (state.status !== 'deactivated') throw new IllegalStateError('This user is not deactivated');
  const status = state.hasPassword ? 'active' : 'invited';
  return [{ type: 'UserReactivated', schemaVersion: 1, data: { userId: c.userId, status, reactivatedAt: c.now } }];
}

/** Returns the events the command causes, or throws an AppError saying why it was rejected. */
export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'CreateUser':
      return createUser(command, state);
    case 'InviteUser':
      return inviteUser(command, state);
    case 'IssuePasswordLink':
      return issuePasswordLink(command, state);
    case 'SetPassword':
      return setPassword(command, state);
    case 'DeactivateUser':
      return deactivateUser(command, state);
    case 'ChangeUserRole':
      return changeUserRole(command, state);
    case 'ReactivateUser':
      return reactivateUser(command, state);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type as string}`);
    }
  }
}

export const decider = { initialState, evolve, decide };
