import type { Session } from 'fastify';
import type { FastifySessionObject, SessionStore } from '@fastify/session';
import type { Db } from '../db/db';
import { systemClock } from '../core/tokens';
import type { SessionData } from '../http/session.types';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** However active, a session ends this long after it was first stored (unless configured otherwise). */
export const DEFAULT_ABSOLUTE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 15 * 60 * 1000;
// Rolling sessions are saved on every request; skip the write while the stored expiry is this fresh.
const TOUCH_SLACK_MS = 60 * 1000;

type Callback = (err?: unknown) => void;

/** A session as stored: its fields, and the cookie's attributes as they were when it was saved. */
type StoredSession = SessionData & { cookie?: { expires?: string | Date | null; maxAge?: number | null } };

export type DbSessionStoreOptions = {
  absoluteTtlMs?: number;
  /** Milliseconds since the epoch; the system's by default (the browser's cookie expiry runs on it too). */
  now?: () => number;
};

/**
 * The @fastify/session store over the app's Db (DATABASE_URL's Postgres or the embedded one), so every
 * API replica sees every session and sessions outlive restarts. Expired rows are never returned and are
 * pruned now and then. The rows keep the shape express-session and the hand-written layer stored, so
 * sessions stored by either stay readable.
 */
export class DbSessionStore implements SessionStore {
  private lastPrune = 0;

  private readonly absoluteTtlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: DbSessionStoreOptions = {},
  ) {
    this.absoluteTtlMs = options.absoluteTtlMs ?? DEFAULT_ABSOLUTE_TTL_MS;
    this.now = options.now ?? (() => systemClock().getTime());
  }

  private idleExpiryOf(sess: StoredSession): number {
    const expires = sess.cookie?.expires;
    if (expires) {
      const time = new Date(expires).getTime();
      if (!Number.isNaN(time)) return time;
    }
    const maxAge = sess.cookie?.maxAge;
    return this.now() + (typeof maxAge === 'number' ? maxAge : DEFAULT_TTL_MS);
  }

  /** The idle expiry, but never past the absolute end (creation time + absolute lifetime). */
  private expiryOf(sess: StoredSession): Date {
    const end = (sess.createdAt ?? this.now()) + this.absoluteTtlMs;
    return new Date(Math.min(this.idleExpiryOf(sess), end));
  }

  private outlived(sess: StoredSession): boolean {
    return typeof sess.createdAt !== 'number' || this.now() - sess.createdAt >= this.absoluteTtlMs;
  }

  /**
   * The session's fields without the stored cookie: its attributes (Secure, the rolling expiry) are
   * worked out for each request from the configuration, as they were before sessions moved to the plugin.
   */
  get(sid: string, callback: (err: unknown, session?: Session | null) => void): void {
    this.db
      .query<{ sess: StoredSession | string }>('SELECT sess FROM sessions WHERE sid = $1 AND expires_at > now()', [sid])
      .then(({ rows }) => {
        const raw = rows[0]?.sess;
        const sess = raw === undefined ? null : typeof raw === 'string' ? (JSON.parse(raw) as StoredSession) : raw;
        if (sess === null) return callback(null, null);
        if (this.outlived(sess)) {
          // Past its absolute lifetime (or from before lifetimes were recorded): gone, whatever its activity.
          return this.destroy(sid, (error) => callback(error ?? null, null));
        }
        const { cookie: _stored, ...fields } = sess;
        callback(null, fields as Session);
      }, callback);
  }

  /**
   * Stores the session. @fastify/session saves a rolling session after every request, changed or not; one
   * that did not change (its `isModified()` says so) only has its expiry moved on, at most once a minute,
   * and a row deleted meanwhile (a logout answered while this request ran) is not brought back.
   */
  set(sid: string, session: Session, callback?: Callback): void {
    const sess = session as StoredSession;
    // A missed touch only shortens the session: its errors are not the request's.
    const write = unchanged(session) ? this.touch(sid, sess).catch(() => undefined) : this.store(sid, sess);
    write.then(
      () => {
        this.pruneOccasionally();
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  private store(sid: string, sess: StoredSession): Promise<unknown> {
    // The first save of a session (a login, an unlock) is its creation.
    if (typeof sess.createdAt !== 'number') sess.createdAt = this.now();
    return this.db.query(
      `INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expires_at = excluded.expires_at`,
      [sid, JSON.stringify(sess), this.expiryOf(sess).toISOString()],
    );
  }

  private touch(sid: string, sess: StoredSession): Promise<unknown> {
    const expires = this.expiryOf(sess);
    return this.db.query('UPDATE sessions SET expires_at = $2 WHERE sid = $1 AND expires_at < $3', [
      sid,
      expires.toISOString(),
      new Date(expires.getTime() - TOUCH_SLACK_MS).toISOString(),
    ]);
  }

  destroy(sid: string, callback?: Callback): void {
    this.db.query('DELETE FROM sessions WHERE sid = $1', [sid]).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  /** Deletes expired sessions; returns how many went. */
  async prune(): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM sessions WHERE expires_at <= now()');
    return rowCount;
  }

  private pruneOccasionally(): void {
    const now = this.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.prune().catch(() => undefined);
  }
}

/** A session the plugin saves only to roll it on: it says it is unchanged since it was loaded or saved. */
function unchanged(session: Session): boolean {
  const isModified = (session as Partial<Pick<FastifySessionObject, 'isModified'>>).isModified;
  return typeof isModified === 'function' && !isModified.call(session);
}
