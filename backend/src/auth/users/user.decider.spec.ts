import { GoneError, IllegalStateError, NotFoundError, ValidationError } from '../../common/errors';
import { deciderSpec } from '../../testing/decider-spec';
import { decider, LINK_USED_OR_EXPIRED, type InviteUser, type SetPassword } from './user.decider';
import type {
  PasswordLinkIssued,
  PasswordSet,
  UserDeactivated,
  UserInvited,
  UserReactivated,
  UserRoleChanged,
} from './user.events';

const NOW = '2026-11-29T10:00:00.000Z';
const LATER = '2026-11-30T10:00:00.000Z';
const EXPIRES = '2026-12-06T10:00:00.000Z';
const given = deciderSpec(decider);

const invite = (overrides: Partial<InviteUser> = {}): InviteUser => ({
  type: 'InviteUser',
  userId: 'u1',
  username: ' sana ',
  role: 'consultant',
  linkHash: 'a'.repeat(64),
  expiresAt: EXPIRES,
  now: NOW,
  ...overrides,
});
const invited: UserInvited = {
  type: 'UserInvited',
  schemaVersion: 1,
  data: {
    userId: 'u1',
    username: 'sana',
    role: 'consultant',
    linkHash: 'a'.repeat(64),
    expiresAt: EXPIRES,
    invitedAt: NOW,
  },
};
const setPassword = (overrides: Partial<SetPassword> = {}): SetPassword => ({
  type: 'SetPassword',
  userId: 'u1',
  linkHash: 'a'.repeat(64),
  passwordHash: '$argon2id$x',
  now: LATER,
  ...overrides,
});
const passwordSet: PasswordSet = {
  type: 'PasswordSet',
  schemaVersion: 1,
  data: { userId: 'u1', passwordHash: '$argon2id$x', setAt: LATER },
};
const deactivated: UserDeactivated = {
  type: 'UserDeactivated',
  schemaVersion: 1,
  data: { userId: 'u1', deactivatedAt: LATER },
};

describe('a team member', () => {
  it('is invited with a trimmed name, a role and the hash of a link that expires', () => {
    given().when(invite()).then([invited]);
  });

  it('is refused an unknown role or a name that is no name', () => {
    given()
      .when(invite({ role: 'admin' }))
      .thenThrows(new ValidationError('Unknown role admin: choose owner, consultant or viewer'));
    expect(() => decider.decide(invite({ username: 'a b' }), decider.initialState())).toThrow(ValidationError);
  });

  it('sets a password with the link once: a second use is gone (410)', () => {
    given(invited).when(setPassword()).then([passwordSet]);
    given(invited, passwordSet).when(setPassword()).thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
  });

  it('cannot use a link after its expiry, or a link replaced by a newer one', () => {
    given(invited)
      .when(setPassword({ now: EXPIRES }))
      .thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
    const reissued: PasswordLinkIssued = {
      type: 'PasswordLinkIssued',
      schemaVersion: 1,
      data: { userId: 'u1', linkHash: 'b'.repeat(64), expiresAt: EXPIRES, issuedAt: NOW },
    };
    given(invited, reissued).when(setPassword()).thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
    given(invited, reissued)
      .when(setPassword({ linkHash: 'b'.repeat(64) }))
      .then([passwordSet]);
  });

  it('once deactivated, gets no link and cannot use one issued before', () => {
    given(invited, deactivated).when(setPassword()).thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
    given(invited, passwordSet, deactivated)
      .when({ type: 'IssuePasswordLink', userId: 'u1', linkHash: 'c'.repeat(64), expiresAt: EXPIRES, now: LATER })
      .thenThrows(new IllegalStateError('This user is deactivated'));
    given(invited, deactivated)
      .when({ type: 'DeactivateUser', userId: 'u1', now: LATER })
      .thenThrows(new IllegalStateError('This user is already deactivated'));
  });

  it('who does not exist cannot be deactivated or sent a link', () => {
    given().when({ type: 'DeactivateUser', userId: 'u9', now: NOW }).thenThrows(new NotFoundError('User not found'));
    given().when(setPassword()).thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
  });

  it('is given another role, which its next decisions see; not the role it has, nor an unknown one', () => {
    const madeViewer: UserRoleChanged = {
      type: 'UserRoleChanged',
      schemaVersion: 1,
      data: { userId: 'u1', role: 'viewer', previousRole: 'consultant', changedAt: LATER },
    };
    const change = (role: string) => ({ type: 'ChangeUserRole' as const, userId: 'u1', role, now: LATER });
    given(invited, passwordSet).when(change('viewer')).then([madeViewer]);
    given(invited, passwordSet, madeViewer)
      .when(change('viewer'))
      .thenThrows(new IllegalStateError('This user is already a viewer'));
    given(invited, passwordSet)
      .when(change('admin'))
      .thenThrows(new ValidationError('Unknown role admin: choose owner, consultant or viewer'));
    given(invited, deactivated).when(change('owner')).thenThrows(new IllegalStateError('This user is deactivated'));
    given().when(change('owner')).thenThrows(new NotFoundError('User not found'));
  });

  it('is let back in after a deactivation: active with its password, or invited again if it never set one', () => {
    const reactivate = { type: 'ReactivateUser' as const, userId: 'u1', now: LATER };
    const back = (status: 'active' | 'invited'): UserReactivated => ({
      type: 'UserReactivated',
      schemaVersion: 1,
      data: { userId: 'u1', status, reactivatedAt: LATER },
    });
    given(invited, passwordSet, deactivated)
      .when(reactivate)
      .then([back('active')]);
    given(invited, deactivated)
      .when(reactivate)
      .then([back('invited')]);
    given(invited, passwordSet).when(reactivate).thenThrows(new IllegalStateError('This user is not deactivated'));
    // Invited again, the old link stays dead: an owner issues a new one.
    given(invited, deactivated, back('invited')).when(setPassword()).thenThrows(new GoneError(LINK_USED_OR_EXPIRED));
  });
});
