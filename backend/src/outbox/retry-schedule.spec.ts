import { nextAttempt, nextRetryDelay, skippedAttempt, type TryOutcome } from './retry-schedule';

// The schedule's arithmetic every channel shares; the Standard Webhooks schedule and its rules are
// proven in webhooks/webhook-schedule.spec.ts and webhook-attempt.spec.ts.

const schedule = [0, 5000, 60_000];
const retry: TryOutcome<'sent'> = { kind: 'retry', error: 'busy' };

describe('the next attempt', () => {
  it('settles with the status the channel gave, counting the attempt', () => {
    expect(nextAttempt(1, { kind: 'settled', status: 'sent', error: null }, { schedule })).toEqual({
      status: 'sent',
      attempts: 2,
      nextAttemptInMs: null,
      lastError: null,
    });
  });

  it('waits the schedule step after the attempts made, keeping the reason', () => {
    expect(nextAttempt(0, retry, { schedule, jitter: 0 })).toEqual({
      status: 'pending',
      attempts: 1,
      nextAttemptInMs: 5000,
      lastError: 'busy',
    });
    expect(nextAttempt(1, retry, { schedule, jitter: 0 }).nextAttemptInMs).toBe(60_000);
  });

  it('fails once the schedule is spent', () => {
    expect(nextAttempt(2, retry, { schedule, jitter: 0 })).toEqual({
      status: 'failed',
      attempts: 3,
      nextAttemptInMs: null,
      lastError: 'busy',
    });
  });

  it("varies each wait by the jitter, and honours a receiver's longer wait up to a day", () => {
    expect(nextAttempt(0, retry, { schedule, random: () => 1 }).nextAttemptInMs).toBe(5500);
    expect(nextAttempt(0, retry, { schedule, random: () => 1, jitter: 0 }).nextAttemptInMs).toBe(5000);
    const asked: TryOutcome<'sent'> = { kind: 'retry', error: null, retryAfterMs: 120_000 };
    expect(nextAttempt(0, asked, { schedule, jitter: 0 }).nextAttemptInMs).toBe(120_000);
    expect(nextRetryDelay(1, schedule, 10 * 86_400_000, () => 0.5)).toBe(86_400_000);
  });

  it('does not count a skipped attempt', () => {
    expect(skippedAttempt(2, 'The address unsubscribed')).toEqual({
      status: 'skipped',
      attempts: 2,
      nextAttemptInMs: null,
      lastError: 'The address unsubscribed',
    });
  });
});
