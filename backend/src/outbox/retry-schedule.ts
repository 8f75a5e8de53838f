// When an outbox row is tried again, and what an attempt records on it: pure, so every branch is
// tested without a network (retry-schedule.spec.ts, webhooks/webhook-attempt.spec.ts).

const HOUR = 60 * 60 * 1000;

/** A receiver's own wait (Retry-After) is honoured up to this (longer answers wait this long). */
export const MAX_RETRY_AFTER_MS = 24 * HOUR;
/** Each wait varies by up to this share either way, so failed receivers are not hit in lockstep. */
export const JITTER = 0.1;

/**
 * The wait before the attempt after `attemptsMade` attempts (`schedule[attemptsMade]`, jittered), or
 * null when none is left. A receiver's longer wait is honoured.
 */
export function nextRetryDelay(
  attemptsMade: number,
  schedule: readonly number[],
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
  jitter: number = JITTER,
): number | null {
  const base = schedule[attemptsMade];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 + jitter * (2 * random() - 1)));
  const asked = retryAfterMs === null ? 0 : Math.min(retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.max(jittered, asked);
}

/** What one try came to, in the outbox's terms: settled for good with the channel's own status, or failed for now. */
export type TryOutcome<Status extends string> =
  | { kind: 'settled'; status: Status; error: string | null }
  | { kind: 'retry'; error: string | null; retryAfterMs?: number | null };

/** What an attempt records on every outbox row (a channel records its own columns beside these). */
export type AttemptRecord<Status extends string> = {
  status: Status | 'pending' | 'failed' | 'skipped';
  attempts: number;
  /** When it is tried next (pending only). */
  nextAttemptInMs: number | null;
  lastError: string | null;
};

export type RetryPolicy = { schedule: readonly number[]; random?: () => number; jitter?: number };

/** The row after one more attempt: settled, pending on the schedule, or failed once the schedule is spent. */
export function nextAttempt<Status extends string>(
  attemptsBefore: number,
  outcome: TryOutcome<Status>,
  policy: RetryPolicy,
): AttemptRecord<Status> {
  const attempts = attemptsBefore + 1;
  const lastError = outcome.error;
  if (outcome.kind === 'settled') return { status: outcome.status, attempts, nextAttemptInMs: null, lastError };
  const wait = nextRetryDelay(attempts, policy.schedule, outcome.retryAfterMs ?? null, policy.random, policy.jitter);
  return wait === null
    ? { status: 'failed', attempts, nextAttemptInMs: null, lastError }
    : { status: 'pending', attempts, nextAttemptInMs: wait, lastError };
}

/** A row with nothing to send any more (its subject erased, its receiver gone): settled, the attempt not counted. */
export function skippedAttempt(attemptsBefore: number, reason: string): AttemptRecord<never> {
  return { status: 'skipped', attempts: attemptsBefore, nextAttemptInMs: null, lastError: reason };
}
