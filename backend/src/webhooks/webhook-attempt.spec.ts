import { decideAttempt } from './webhook-attempt';
import type { SendResult } from './webhook-sender';

const schedule = [0, 5000, 300_000];
const reply = (status: number, retryAfter?: string): SendResult => ({
  kind: 'reply',
  status,
  retryAfter,
  excerpt: 'ok',
});
const decide = (attemptsBefore: number, result: SendResult) =>
  decideAttempt({ attemptsBefore, result, schedule, now: Date.parse('2026-11-26T12:00:00Z'), random: () => 0.5 });

describe('one attempt', () => {
  it('a 2xx delivers, and an endpoint that was failing is active again', () => {
    const decision = decide(1, reply(204));
    expect(decision.record).toMatchObject({
      status: 'delivered',
      attempts: 2,
      replyStatus: 204,
      nextAttemptInMs: null,
    });
    expect(decision.endpoint).toEqual({ state: 'active', reason: null });
    expect(decision.retryInMs).toBeNull();
  });

  it('a 500 is tried again on the schedule', () => {
    const decision = decide(0, reply(500));
    expect(decision.record).toMatchObject({ status: 'pending', attempts: 1, replyStatus: 500, nextAttemptInMs: 5000 });
    expect(decision.endpoint).toBeNull();
    expect(decision.retryInMs).toBe(5000);
  });

  it('honours Retry-After when it asks for longer', () => {
    expect(decide(0, reply(429, '60')).retryInMs).toBe(60_000);
  });

  it('a network error is tried again, keeping the reason', () => {
    const decision = decide(0, { kind: 'error', message: 'connect ECONNREFUSED' });
    expect(decision.record).toMatchObject({ status: 'pending', lastError: 'connect ECONNREFUSED', replyStatus: null });
  });

  it('410 Gone disables the endpoint at once', () => {
    const decision = decide(0, reply(410));
    expect(decision.record.status).toBe('failed');
    expect(decision.endpoint).toEqual({ state: 'disabled', reason: 'The receiver answered 410 Gone' });
    expect(decision.retryInMs).toBeNull();
  });

  it('after the last attempt the delivery fails and the endpoint is marked failing', () => {
    const decision = decide(2, reply(503));
    expect(decision.record).toMatchObject({ status: 'failed', attempts: 3 });
    expect(decision.endpoint).toEqual({ state: 'failing', reason: 'A delivery failed 3 times (last: HTTP 503)' });
  });

  it('a redirect is a failed attempt, not followed', () => {
    expect(decide(0, reply(302)).record.status).toBe('pending');
  });
});
