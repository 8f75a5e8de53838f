import { Inject, Injectable } from '@nestjs/common';
import { RateLimitedError } from '../common/errors';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';

/** A 429 that knows when the window ends, so callers can send Retry-After. */
export class TooManyRequestsError extends RateLimitedError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** The limit that was reached, for the RateLimit-Limit header. */
    readonly limit?: number,
  ) {
    super(message);
  }
}

/** One counter a request counts against: its key (scope and subject), its limit and window. */
export type RateLimitCounter = { key: string; limit: number; windowMs: number; message?: string };

/** A counter after a hit; `now` is the database's time of the count, the clock `resetAt` runs on. */
export type RateLimitResult = { hits: number; limit: number; resetAt: Date; now: Date };

export const DEFAULT_RATE_LIMIT_MESSAGE = 'Too many requests; try again later';
/** Rows idle longer than this are pruned, so no window may be longer. */
export const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

// One statement: a new key or an expired window starts over at 1, otherwise the count grows.
// The row lock taken by the upsert makes concurrent hits on one key count exactly.
// The database clock decides windows, so every API replica agrees.
const HIT_SQL = `
  INSERT INTO rate_limits AS r (key, window_start, hits)
  VALUES ($1, clock_timestamp(), 1)
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN r.window_start <= clock_timestamp() - $2::double precision * interval '1 millisecond'
                        THEN clock_timestamp() ELSE r.window_start END,
    hits = CASE WHEN r.window_start <= clock_timestamp() - $2::double precision * interval '1 millisecond'
                THEN 1 ELSE r.hits + 1 END
  RETURNING hits, window_start, clock_timestamp() AS now`;

// Every counter of a request in one statement (one round trip): the same rule per key, its window
// looked up from the input. Keys are taken in sorted order, so two requests counting the same keys
// lock their rows in the same order and cannot deadlock.
const HIT_ALL_SQL = `
  WITH input AS (SELECT * FROM unnest($1::text[], $2::double precision[]) AS t(key, window_ms) ORDER BY key)
  INSERT INTO rate_limits AS r (key, window_start, hits)
  SELECT key, clock_timestamp(), 1 FROM input
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN r.window_start <= clock_timestamp() - (SELECT window_ms FROM input WHERE input.key = r.key) * interval '1 millisecond'
                        THEN clock_timestamp() ELSE r.window_start END,
    hits = CASE WHEN r.window_start <= clock_timestamp() - (SELECT window_ms FROM input WHERE input.key = r.key) * interval '1 millisecond'
                THEN 1 ELSE r.hits + 1 END
  RETURNING key, hits, window_start, clock_timestamp() AS now`;

type HitRow = { hits: number; window_start: Date | string; now: Date | string };
type KeyedHitRow = HitRow & { key: string };

/** Fixed-window counters kept in Postgres, shared by every API replica. */
@Injectable()
export class RateLimitService {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(@Inject(DB) private readonly db: Db) {}

  /** Counts one hit on `key`; throws a 429 when the window already holds `limit` hits. */
  async hit(
    key: string,
    limit: number,
    windowMs: number,
    message = DEFAULT_RATE_LIMIT_MESSAGE,
  ): Promise<RateLimitResult> {
    assertWindow(windowMs);
    const { rows } = await this.db.query<HitRow>(HIT_SQL, [key, windowMs]);
    this.pruneOccasionally();
    const count = toCount(rows[0]!, windowMs);
    if (count.hits > limit) throw tooMany({ limit, message }, count);
    return { hits: count.hits, limit, resetAt: count.resetAt, now: count.now };
  }

  /**
   * Counts one hit on every counter, in one statement; the first one (in the given order) past its
   * limit throws its 429, and the hits on the counters after it are taken back (they were not reached).
   * Returns the state of each, for the RateLimit headers.
   */
  async hitAll(counters: readonly RateLimitCounter[]): Promise<RateLimitResult[]> {
    const keys = counters.map((c) => c.key);
    // One row per key in a statement: a key named twice is counted twice, one statement at a time.
    if (counters.length < 2 || new Set(keys).size !== keys.length) return this.hitEach(counters);
    for (const c of counters) assertWindow(c.windowMs);
    const { rows } = await this.db.query<KeyedHitRow>(HIT_ALL_SQL, [keys, counters.map((c) => c.windowMs)]);
    this.pruneOccasionally();
    const results: RateLimitResult[] = [];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const [index, c] of counters.entries()) {
      const row = byKey.get(c.key);
      if (!row) throw new Error(`Rate limit ${c.key} was not counted`);
      const count = toCount(row, c.windowMs);
      if (count.hits > c.limit) {
        const notReached = keys.slice(index + 1);
        if (notReached.length > 0) await this.refundAll(notReached);
        throw tooMany(c, count);
      }
      results.push({ hits: count.hits, limit: c.limit, resetAt: count.resetAt, now: count.now });
    }
    return results;
  }

  private async hitEach(counters: readonly RateLimitCounter[]): Promise<RateLimitResult[]> {
    const results: RateLimitResult[] = [];
    for (const c of counters) results.push(await this.hit(c.key, c.limit, c.windowMs, c.message));
    return results;
  }

  private async refundAll(keys: string[]): Promise<void> {
    await this.db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = ANY($1)', [keys]);
  }

  /** Takes back one hit in the current window (a login that succeeded is not an attempt to punish). */
  async refund(key: string): Promise<void> {
    await this.db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [key]);
  }

  /** Forgets a key entirely. */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }

  // Every key leaves a row behind; drop the long-expired ones now and then, off the request path.
  private pruneOccasionally(): void {
    const now = performance.now(); // how long since the last prune: a duration
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.db
      .query(
        `DELETE FROM rate_limits WHERE window_start < clock_timestamp() - $1::double precision * interval '1 millisecond'`,
        [MAX_WINDOW_MS],
      )
      .catch(() => undefined);
  }
}

function assertWindow(windowMs: number): void {
  if (!Number.isInteger(windowMs) || windowMs < 1 || windowMs > MAX_WINDOW_MS) {
    throw new RangeError(`Rate-limit window must be 1 ms to ${MAX_WINDOW_MS} ms`);
  }
}

type Count = { hits: number; resetAt: Date; now: Date };

function toCount(row: HitRow, windowMs: number): Count {
  return {
    hits: Number(row.hits),
    resetAt: new Date(new Date(row.window_start).getTime() + windowMs),
    now: new Date(row.now),
  };
}

/** The 429 of a counter past its limit, with the seconds until its window ends. */
function tooMany(counter: { limit: number; message?: string }, count: Count): TooManyRequestsError {
  const retryAfterSeconds = Math.max(1, Math.ceil((count.resetAt.getTime() - count.now.getTime()) / 1000));
  return new TooManyRequestsError(counter.message ?? DEFAULT_RATE_LIMIT_MESSAGE, retryAfterSeconds, counter.limit);
}
