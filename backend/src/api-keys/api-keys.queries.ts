import { isoOrNull, type Queryable } from '../db/db';
import { findActiveMember, isApiKeyScope, SCOPES_OF_ROLE, type ApiKeyCaller } from '../auth';
import type { ApiKeyView } from './api-keys.views';

/** How often a key's last use is written at most: once a minute per key, not once a request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

type KeyRow = {
  id: string;
  label: string;
  scopes: unknown;
  shown_part: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
};

const scopesOf = (value: unknown) => (Array.isArray(value) ? value.filter(isApiKeyScope) : []);

/**
 * The key a request presents, by its hash, unless revoked, or its maker is no longer an active member, or
 * was deactivated after making it (a reactivation does not bring old keys back); its scopes cut to what the maker's role allows now. Read from Postgres on every request, with no
 * cache: a revocation or a deactivation committed by any replica refuses the key's next request on every
 * replica. A key with no maker was made by the single admin before users existed: the first owner's.
 */
export async function findActiveKey(
  db: Queryable,
  hash: string,
): Promise<{ caller: ApiKeyCaller; lastUsedAt: Date | null } | null> {
  const { rows } = await db.query<{
    id: string;
    scopes: unknown;
    last_used_at: Date | string | null;
    created_by: string | null;
  }>(
    `SELECT k.id, k.scopes, u.last_used_at, k.created_by FROM api_keys k
     LEFT JOIN api_key_uses u ON u.key_id = k.id
     LEFT JOIN users m ON m.id = k.created_by
     WHERE k.hash = $1 AND k.revoked_at IS NULL AND (m.reactivated_at IS NULL OR k.created_at > m.reactivated_at)`,
    [hash],
  );
  const row = rows[0];
  if (!row) return null;
  const maker = row.created_by === null ? null : await findActiveMember(db, row.created_by);
  if (row.created_by !== null && !maker) return null;
  const lastUsedAt = isoOrNull(row.last_used_at);
  const allowed = SCOPES_OF_ROLE[maker?.role ?? 'owner'];
  return {
    caller: {
      keyId: row.id,
      scopes: scopesOf(row.scopes).filter((scope) => allowed.includes(scope)),
      userId: row.created_by,
      username: maker?.username ?? null,
    },
    lastUsedAt: lastUsedAt ? new Date(lastUsedAt) : null,
  };
}

/** Records a use at `now`, unless one was recorded less than LAST_USED_RESOLUTION_MS before. */
export async function recordUse(db: Queryable, keyId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO api_key_uses (key_id, last_used_at) VALUES ($1, $2)
     ON CONFLICT (key_id) DO UPDATE SET last_used_at = EXCLUDED.last_used_at
     WHERE api_key_uses.last_used_at <= EXCLUDED.last_used_at - $3::int * interval '1 second'`,
    [keyId, now.toISOString(), LAST_USED_RESOLUTION_MS / 1000],
  );
}

/** The keys not revoked, newest first. */
export async function listActiveKeys(db: Queryable): Promise<ApiKeyView[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT k.id, k.label, k.scopes, k.shown_part, k.created_at, u.last_used_at
     FROM api_keys k LEFT JOIN api_key_uses u ON u.key_id = k.id
     WHERE k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    scopes: scopesOf(row.scopes),
    shownPart: row.shown_part,
    createdAt: isoOrNull(row.created_at) as string,
    lastUsedAt: isoOrNull(row.last_used_at),
  }));
}
