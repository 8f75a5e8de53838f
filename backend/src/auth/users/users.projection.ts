import type { RecordedEvent } from '../../event-store/event-store';
import type { Projection } from '../../projections/projection';
import type { RowChange, Values } from '../../projections/row-change';
import { userEventTypes, type UserEvent } from './user.events';

/** users table from the user streams: one row per member, with the current link's hash while one is open. */
export function projectUser(event: UserEvent): RowChange[] {
  const update = (userId: string, values: Values): RowChange[] => [
    { op: 'update', table: 'users', key: { id: userId }, values },
  ];
  switch (event.type) {
    case 'UserCreated': {
      const d = event.data;
      const values = { username: d.username, role: d.role, status: 'active', password_hash: d.passwordHash };
      const rest = {
        link_hash: null,
        link_expires_at: null,
        created_at: d.createdAt,
        deactivated_at: null,
        reactivated_at: null,
      };
      return [{ op: 'upsert', table: 'users', key: { id: d.userId }, values: { ...values, ...rest } }];
    }
    case 'UserInvited': {
      const d = event.data;
      const values = { username: d.username, role: d.role, status: 'invited', password_hash: null };
      const rest = {
        link_hash: d.linkHash,
        link_expires_at: d.expiresAt,
        created_at: d.invitedAt,
        deactivated_at: null,
        reactivated_at: null,
      };
      return [{ op: 'upsert', table: 'users', key: { id: d.userId }, values: { ...values, ...rest } }];
    }
    case 'PasswordLinkIssued':
      return update(event.data.userId, { link_hash: event.data.linkHash, link_expires_at: event.data.expiresAt });
    case 'PasswordSet':
      return update(event.data.userId, {
        password_hash: event.data.passwordHash,
        status: 'active',
        link_hash: null,
        link_expires_at: null,
      });
    case 'UserDeactivated':
      return update(event.data.userId, {
        status: 'deactivated',
        deactivated_at: event.data.deactivatedAt,
        link_hash: null,
        link_expires_at: null,
      });
    case 'UserRoleChanged':
      return update(event.data.userId, { role: event.data.role });
    case 'UserReactivated':
      return update(event.data.userId, {
        status: event.data.status,
        deactivated_at: null,
        reactivated_at: event.data.reactivatedAt,
      });
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled user event ${(unhandled as UserEvent).type}`);
    }
  }
}

export const usersProjection: Projection = {
  name: 'users',
  tables: ['users'],
  handles: userEventTypes,
  payloadOnly: true,
  project: (event: RecordedEvent) => projectUser(event as unknown as UserEvent),
};
