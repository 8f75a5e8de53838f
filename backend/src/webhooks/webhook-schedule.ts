// When a delivery is tried again: the Standard Webhooks schedule, with jitter, and Retry-After.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The delay before each attempt: the first goes at once, the tenth a day after the ninth. */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];

/** A receiver's Retry-After is honoured up to this (longer answers wait this long). */
export const MAX_RETRY_AFTER_MS = 24 * HOUR;
/** Each wait varies by up to this share either way, so failed receivers are not hit in lockstep. */
export const JITTER = 0.1;

/**
 * The wait before the attempt after `attemptsMade` attempts, or null when none is left. A Retry-After
 * longer than the schedule's wait is honoured.
 */
export function nextRetryDelay(
  attemptsMade: number,
  schedule: readonly number[],
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number | null {
  const base = schedule[attemptsMade];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 + JITTER * (2 * random() - 1)));
  const asked = retryAfterMs === null ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.max(jittered, asked);
}

/** Retry-After as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * SECOND;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
