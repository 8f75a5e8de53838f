import { isTimeZone, localHour, quietUntil } from './quiet-hours';

describe('quiet hours', () => {
  it('let a mail go by day and hold one at night until 08:00 local', () => {
    // 14:00 in Karachi (UTC+5, no daylight saving).
    expect(quietUntil(new Date('2026-03-10T09:00:00Z'), 'Asia/Karachi')).toBeNull();
    // 23:30 in Karachi: the next morning, 08:00 = 03:00 UTC.
    expect(quietUntil(new Date('2026-03-10T18:30:00Z'), 'Asia/Karachi')).toEqual(new Date('2026-03-11T03:00:00Z'));
    // 02:00 in Karachi: the same day's morning.
    expect(quietUntil(new Date('2026-03-10T21:00:00Z'), 'Asia/Karachi')).toEqual(new Date('2026-03-11T03:00:00Z'));
    // 21:00 sharp is night, 08:00 sharp is day.
    expect(quietUntil(new Date('2026-03-10T16:00:00Z'), 'Asia/Karachi')).not.toBeNull();
    expect(quietUntil(new Date('2026-03-11T03:00:00Z'), 'Asia/Karachi')).toBeNull();
  });

  it('follow daylight saving and month ends', () => {
    // London's clocks go forward on 29 March 2026: 08:00 that morning is 07:00 UTC, the evening before 08:00 GMT.
    expect(quietUntil(new Date('2026-03-28T22:00:00Z'), 'Europe/London')).toEqual(new Date('2026-03-29T07:00:00Z'));
    expect(quietUntil(new Date('2026-03-27T22:00:00Z'), 'Europe/London')).toEqual(new Date('2026-03-28T08:00:00Z'));
    // New York falls back on 1 November 2026: 08:00 EST is 13:00 UTC.
    expect(quietUntil(new Date('2026-11-01T04:30:00Z'), 'America/New_York')).toEqual(new Date('2026-11-01T13:00:00Z'));
    // 22:00 on 31 January in Auckland (UTC+13): 1 February 08:00 local.
    expect(quietUntil(new Date('2026-01-31T09:00:00Z'), 'Pacific/Auckland')).toEqual(new Date('2026-01-31T19:00:00Z'));
    expect(localHour(new Date('2026-01-31T19:00:00Z'), 'Pacific/Auckland')).toBe(8);
  });

  it('know time zones by their IANA names', () => {
    expect(isTimeZone('Asia/Karachi')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
