import type { AttemptRecord, EndpointState } from './webhooks.queries';
import { nextRetryDelay, parseRetryAfter } from './webhook-schedule';
import type { SendResult } from './webhook-sender';

// What one attempt's outcome means for the delivery and its endpoint: pure, so every branch of the
// Standard Webhooks rules is tested without a network.

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
  const attempts = input.attemptsBefore + 1;
  const { result } = input;
  const reply = result.kind === 'reply' ? result : null;
  const common = {
    attempts,
    replyStatus: reply?.status ?? null,
    replyExcerpt: reply?.excerpt ?? null,
    lastError: result.kind === 'error' ? result.message : null,
  };
  if (reply && reply.status >= 200 && reply.status < 300) {
    return {
      record: { ...common, status: 'delivered', nextAttemptInMs: null },
      endpoint: { state: 'active', reason: null },
      retryInMs: null,
    };
  }
  if (reply?.status === 410) {
    return {
      record: { ...common, status: 'failed', nextAttemptInMs: null },
      endpoint: { state: 'disabled', reason: 'The receiver answered 410 Gone' },
      retryInMs: null,
    };
  }
  const retryAfter = reply ? parseRetryAfter(reply.retryAfter, input.now) : null;
  const wait = nextRetryDelay(attempts, input.schedule, retryAfter, input.random);
  if (wait === null) {
    const last = reply ? `HTTP ${reply.status}` : common.lastError;
    return {
      record: { ...common, status: 'failed', nextAttemptInMs: null },
      endpoint: { state: 'failing', reason: `A delivery failed ${attempts} times (last: ${last})` },
      retryInMs: null,
    };
  }
  return { record: { ...common, status: 'pending', nextAttemptInMs: wait }, endpoint: null, retryInMs: wait };
}
