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

export type RateLimitResult = { hits: number; limit: number; resetAt: Date };

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

type HitRow = { hits: number; window_start: Date | string; now: Date | string };

/** Fixed-window counters kept in Postgres, shared by every API replica. */
@Injectable()
export class RateLimitService {
  private lastPrune = 0;

  constructor(@Inject(DB) private readonly db: Db) {}

  /** Counts one hit on `key`; throws a 429 when the window already holds `limit` hits. */
  async hit(
    key: string,
    limit: number,
    windowMs: number,
    message = DEFAULT_RATE_LIMIT_MESSAGE,
  ): Promise<RateLimitResult> {
    const result = await this.count(key, windowMs);
    const state = { hits: result.hits, limit, resetAt: result.resetAt };
    if (result.hits > limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((result.resetAt.getTime() - result.now.getTime()) / 1000));
      throw new TooManyRequestsError(message, retryAfterSeconds, limit);
    }
    return state;
  }

  /**
   * Counts one hit on every counter, in order; the first one past its limit throws its 429 (later
   * counters are not counted). Returns the state of each, for the RateLimit headers.
   */
  async hitAll(counters: readonly RateLimitCounter[]): Promise<RateLimitResult[]> {
    const results: RateLimitResult[] = [];
    for (const c of counters) results.push(await this.hit(c.key, c.limit, c.windowMs, c.message));
    return results;
  }

  /** Takes back one hit in the current window (a login that succeeded is not an attempt to punish). */
  async refund(key: string): Promise<void> {
    await this.db.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [key]);
  }

  /** Forgets a key entirely. */
  async reset(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
  }

  private async count(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date; now: Date }> {
    if (!Number.isInteger(windowMs) || windowMs < 1 || windowMs > MAX_WINDOW_MS) {
      throw new RangeError(`Rate-limit window must be 1 ms to ${MAX_WINDOW_MS} ms`);
    }
    const { rows } = await this.db.query<HitRow>(HIT_SQL, [key, windowMs]);
    this.pruneOccasionally();
    const row = rows[0];
    const windowStart = new Date(row.window_start);
    return {
      hits: Number(row.hits),
      resetAt: new Date(windowStart.getTime() + windowMs),
      now: new Date(row.now),
    };
  }

  // Every key leaves a row behind; drop the long-expired ones now and then, off the request path.
  private pruneOccasionally(): void {
    const now = Date.now();
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
