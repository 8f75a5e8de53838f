import { floodDelayMs, LOGIN_LIMITS } from './auth.service';

describe('the delay for a user name under a flood of failed logins', () => {
  const rule = LOGIN_LIMITS.userFlood;

  it('costs nothing for the first failures', () => {
    expect(floodDelayMs(0)).toBe(0);
    expect(floodDelayMs(rule.freeFailures)).toBe(0);
  });

  it('grows with each further failure', () => {
    expect(floodDelayMs(rule.freeFailures + 1)).toBe(rule.stepMs);
    expect(floodDelayMs(rule.freeFailures + 4)).toBe(4 * rule.stepMs);
  });

  it('is capped, so the right password always gets in within the cap', () => {
    expect(floodDelayMs(10_000)).toBe(rule.maxDelayMs);
    expect(rule.maxDelayMs).toBeLessThanOrEqual(1000);
  });
});
