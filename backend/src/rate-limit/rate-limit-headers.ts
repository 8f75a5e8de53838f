import type { RateLimitResult } from './rate-limit.service';

// The IETF draft's fields, in the form of draft-ietf-httpapi-ratelimit-headers-06/-07 (separate
// RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset in seconds, RateLimit-Policy "limit;w=window"):
// what clients and proxies that read them today understand.

export type RateLimitHeaders = Record<'RateLimit-Limit' | 'RateLimit-Remaining' | 'RateLimit-Reset', string> & {
  'RateLimit-Policy'?: string;
};

type Counted = Pick<RateLimitResult, 'hits' | 'limit' | 'resetAt' | 'now'> & { windowMs?: number };

/**
 * The headers for the counter closest to its limit (fewest requests left, then the latest reset), its reset
 * counted from the database's time of the count (the clock its reset runs on).
 */
export function rateLimitHeaders(counted: readonly Counted[]): RateLimitHeaders | null {
  if (counted.length === 0) return null;
  const remaining = (c: Counted) => Math.max(0, c.limit - c.hits);
  const tightest = [...counted].sort(
    (a, b) => remaining(a) - remaining(b) || b.resetAt.getTime() - a.resetAt.getTime(),
  )[0];
  const headers: RateLimitHeaders = {
    'RateLimit-Limit': String(tightest.limit),
    'RateLimit-Remaining': String(remaining(tightest)),
    'RateLimit-Reset': String(Math.max(0, Math.ceil((tightest.resetAt.getTime() - tightest.now.getTime()) / 1000))),
  };
  if (tightest.windowMs) headers['RateLimit-Policy'] = `${tightest.limit};w=${Math.ceil(tightest.windowMs / 1000)}`;
  return headers;
}

/** The headers of a 429: nothing left, resetting when the client may retry. */
export function exhaustedHeaders(limit: number | undefined, retryAfterSeconds: number): Partial<RateLimitHeaders> {
  return {
    ...(limit !== undefined ? { 'RateLimit-Limit': String(limit) } : {}),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': String(retryAfterSeconds),
  };
}
