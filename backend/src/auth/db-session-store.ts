import type { Db } from '../db/db';
import type { SessionData } from '../http/session.types';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** However active, a session ends this long after it was first stored (unless configured otherwise). */
export const DEFAULT_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 15 * 60 * 1000;
// Rolling sessions touch on every request; skip the write while the stored expiry is this fresh.
const TOUCH_SLACK_MS = 60 * 1000;

type Callback = (err?: unknown) => void;

function idleExpiryOf(sess: SessionData): Date {
  const expires = sess.cookie?.expires;
  if (expires) {
    const date = new Date(expires);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const maxAge = sess.cookie?.maxAge;
  return new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS));
}

export type DbSessionStoreOptions = { absoluteTtlMs?: number; now?: () => number };

/**
 * Session store over the app's Db (DATABASE_URL's Postgres or the embedded one), so every API replica sees
 * every session and sessions outlive restarts. Expired rows are never returned and are
 * pruned now and then.
 */
export class DbSessionStore {
  private lastPrune = 0;

  private readonly absoluteTtlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: DbSessionStoreOptions = {},
  ) {
    this.absoluteTtlMs = options.absoluteTtlMs ?? DEFAULT_ABSOLUTE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  /** The idle expiry, but never past the absolute end (creation time + absolute lifetime). */
  private expiryOf(sess: SessionData): Date {
    const idle = idleExpiryOf(sess);
    const end = (sess.createdAt ?? this.now()) + this.absoluteTtlMs;
    return new Date(Math.min(idle.getTime(), end));
  }

  private outlived(sess: SessionData): boolean {
    return typeof sess.createdAt !== 'number' || this.now() - sess.createdAt >= this.absoluteTtlMs;
  }

  get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.db
      .query<{ sess: SessionData | string }>('SELECT sess FROM sessions WHERE sid = $1 AND expires_at > now()', [sid])
      .then(({ rows }) => {
        const raw = rows[0]?.sess;
        const sess = raw === undefined ? null : typeof raw === 'string' ? (JSON.parse(raw) as SessionData) : raw;
        if (sess === null || !this.outlived(sess)) return callback(null, sess);
        // Past its absolute lifetime (or from before lifetimes were recorded): gone, whatever its activity.
        this.destroy(sid, (error) => callback(error ?? null, null));
      }, callback);
  }

  set(sid: string, sess: SessionData, callback?: Callback): void {
    // The first save of a session (a login, an unlock) is its creation.
    if (typeof sess.createdAt !== 'number') sess.createdAt = this.now();
    this.db
      .query(
        `INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(sess), this.expiryOf(sess).toISOString()],
      )
      .then(
        () => {
          this.pruneOccasionally();
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  destroy(sid: string, callback?: Callback): void {
    this.db.query('DELETE FROM sessions WHERE sid = $1', [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  touch(sid: string, sess: SessionData, callback?: () => void): void {
    const expires = this.expiryOf(sess);
    this.db
      .query('UPDATE sessions SET expires_at = $2 WHERE sid = $1 AND expires_at < $3', [
        sid,
        expires.toISOString(),
        new Date(expires.getTime() - TOUCH_SLACK_MS).toISOString(),
      ])
      // Touch errors are ignored; a missed touch only shortens the session.
      .then(
        () => callback?.(),
        () => callback?.(),
      );
  }

  /** How many live sessions there are (operators, tests). */
  length(callback: (err: unknown, length?: number) => void): void {
    this.db.query<{ n: string | number }>('SELECT count(*) AS n FROM sessions WHERE expires_at > now()').then(
      ({ rows }) => callback(null, Number(rows[0].n)),
      (error: unknown) => callback(error),
    );
  }

  /** Deletes expired sessions; returns how many went. */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM sessions WHERE expires_at <= now()');
    return rowCount;
  }

  private pruneOccasionally(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.prune().catch(() => undefined);
  }
}
