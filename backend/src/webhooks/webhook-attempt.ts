import { nextAttempt, type TryOutcome } from '../outbox';
import type { AttemptRecord, EndpointState } from './webhooks.queries';
import { parseRetryAfter } from './webhook-schedule';
import type { SendResult } from './webhook-sender';

// What one attempt's outcome means for the delivery and its endpoint: pure, so every branch of the
// Standard Webhooks rules is tested without a network. When it goes again is the outbox's schedule.

export type EndpointVerdict = { state: EndpointState; reason: string | null } | null;

export type AttemptDecision = {
  record: AttemptRecord;
  /** The endpoint's new state (null: unchanged). */
  endpoint: EndpointVerdict;
  /** Wait before the next attempt; null: no more attempts. */
  retryInMs: number | null;
};

export type AttemptInput = {
  /** Attempts made before this one. */
  attemptsBefore: number;
  result: SendResult;
  schedule: readonly number[];
  now: number;
  random?: () => number;
};

export function decideAttempt(input: AttemptInput): AttemptDecision {
  const reply = input.result.kind === 'reply' ? input.result : null;
  const attempt = nextAttempt(input.attemptsBefore, outcomeOf(input.result, input.now), {
    schedule: input.schedule,
    random: input.random,
  });
  const record = { ...attempt, replyStatus: reply?.status ?? null, replyExcerpt: reply?.excerpt ?? null };
  return { record, endpoint: endpointVerdict(record), retryInMs: record.nextAttemptInMs };
}

/** A 2xx delivers; 410 Gone fails at once; anything else (a redirect too) is tried again, after Retry-After if longer. */
function outcomeOf(result: SendResult, now: number): TryOutcome<'delivered' | 'failed'> {
  if (result.kind === 'error') return { kind: 'retry', error: result.message };
  if (result.status >= 200 && result.status < 300) return { kind: 'settled', status: 'delivered', error: null };
  if (result.status === 410) return { kind: 'settled', status: 'failed', error: null };
  return { kind: 'retry', error: null, retryAfterMs: parseRetryAfter(result.retryAfter, now) };
}

function endpointVerdict(record: AttemptRecord): EndpointVerdict {
  if (record.status === 'delivered') return { state: 'active', reason: null };
  if (record.replyStatus === 410) return { state: 'disabled', reason: 'The receiver answered 410 Gone' };
  if (record.status !== 'failed') return null;
  const last = record.replyStatus === null ? record.lastError : `HTTP ${record.replyStatus}`;
  return { state: 'failing', reason: `A delivery failed ${record.attempts} times (last: ${last})` };
}
