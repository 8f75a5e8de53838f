import { JITTER, nextRetryDelay } from '../outbox/retry-schedule';
import { parseRetryAfter, RETRY_SCHEDULE_MS } from './webhook-schedule';

describe('the retry schedule', () => {
  it('is the Standard Webhooks one: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h', () => {
    const h = 3_600_000;
    expect(RETRY_SCHEDULE_MS).toEqual([0, 5000, 300_000, 1_800_000, 2 * h, 5 * h, 10 * h, 14 * h, 20 * h, 24 * h]);
  });

  it('waits the next step with jitter, and stops after the last', () => {
    const middle = () => 0.5;
    expect(nextRetryDelay(1, RETRY_SCHEDULE_MS, null, middle)).toBe(5000);
    expect(nextRetryDelay(1, RETRY_SCHEDULE_MS, null, () => 0)).toBe(5000 * (1 - JITTER));
    expect(nextRetryDelay(1, RETRY_SCHEDULE_MS, null, () => 1)).toBe(5000 * (1 + JITTER));
    expect(nextRetryDelay(9, RETRY_SCHEDULE_MS, null, middle)).toBe(24 * 3_600_000);
    expect(nextRetryDelay(10, RETRY_SCHEDULE_MS, null, middle)).toBeNull();
  });

  it('honours a longer Retry-After, up to a day', () => {
    expect(nextRetryDelay(1, RETRY_SCHEDULE_MS, 60_000, () => 0.5)).toBe(60_000);
    expect(nextRetryDelay(3, RETRY_SCHEDULE_MS, 60_000, () => 0.5)).toBe(1_800_000);
    expect(nextRetryDelay(1, RETRY_SCHEDULE_MS, 10 * 86_400_000, () => 0.5)).toBe(86_400_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
