import { isoOrNull, type Queryable } from '../../db/db';
import { isRole, type Role } from '../../http/roles';
import type { SessionUser } from '../../http/session.types';
import type { UserView } from './users.views';

type UserRow = {
  id: string;
  username: string;
  role: string;
  status: string;
  created_at: Date | string;
  deactivated_at: Date | string | null;
  link_expires_at: Date | string | null;
};

const roleOf = (value: string): Role => (isRole(value) ? value : 'viewer');

export const userView = (row: UserRow): UserView => ({
  id: row.id,
  username: row.username,
  role: roleOf(row.role),
  status: row.status as UserView['status'],
  createdAt: isoOrNull(row.created_at) as string,
  deactivatedAt: isoOrNull(row.deactivated_at),
  linkExpiresAt: isoOrNull(row.link_expires_at),
});

const USER_COLUMNS = 'id, username, role, status, created_at, deactivated_at, link_expires_at';

/**
 * The active member a session names, read on every request that carries a session, with no cache: a
 * deactivation committed on any replica ends the member's sessions on every replica at once.
 */
export async function findSessionUser(db: Queryable, username: string): Promise<SessionUser | null> {
  const { rows } = await db.query<{ id: string; username: string; role: string }>(
    `SELECT id, username, role FROM users WHERE username = $1 AND status = 'active'`,
    [username],
  );
  const row = rows[0];
  return row ? { userId: row.id, username: row.username, role: roleOf(row.role) } : null;
}

/** An active member by name, with the password hash to check a login against. */
export async function findLoginUser(
  db: Queryable,
  username: string,
): Promise<(SessionUser & { passwordHash: string | null }) | null> {
  const { rows } = await db.query<{ id: string; username: string; role: string; password_hash: string | null }>(
    `SELECT id, username, role, password_hash FROM users WHERE username = $1 AND status = 'active'`,
    [username],
  );
  const row = rows[0];
  return row
    ? { userId: row.id, username: row.username, role: roleOf(row.role), passwordHash: row.password_hash }
    : null;
}

export async function findUser(db: Queryable, userId: string): Promise<UserView | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0] ? userView(rows[0]) : null;
}

/** Whether the name is taken, whatever its case (the table's unique key says the same). */
export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

/** The member whose open link has this hash, whatever its expiry (the decider judges it). */
export async function findByLinkHash(
  db: Queryable,
  linkHash: string,
): Promise<{ id: string; username: string } | null> {
  const { rows } = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM users WHERE link_hash = $1',
    [linkHash],
  );
  return rows[0] ?? null;
}

export async function countActiveOwners(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM users WHERE role = 'owner' AND status = 'active'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Every member, owners first, then by name. */
export async function listUsers(db: Queryable): Promise<UserView[]> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users
     ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'consultant' THEN 1 ELSE 2 END, lower(username)`,
  );
  return rows.map(userView);
}

/** Ends every stored session of a member (the per-request check already refuses them; this frees the rows). */
export async function deleteSessionsOf(db: Queryable, username: string): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [username]);
}

/** An active member by id (an API key's maker, looked up on each of its requests). */
export async function findActiveMember(db: Queryable, userId: string): Promise<SessionUser | null> {
  const { rows } = await db.query<{ id: string; username: string; role: string }>(
    `SELECT id, username, role FROM users WHERE id = $1 AND status = 'active'`,
    [userId],
  );
  const row = rows[0];
  return row ? { userId: row.id, username: row.username, role: roleOf(row.role) } : null;
}
