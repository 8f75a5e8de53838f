import { formatDate, formatDateTime, isoDay } from './format-date';

describe('formatDate', () => {
  it('gives a short US date in the given time zone', () => {
    expect(formatDate('2026-03-04T14:05:00.000Z', 'UTC')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-04T02:00:00.000Z', 'America/Los_Angeles')).toBe('Mar 3, 2026');
  });

  it('is empty for an unreadable date', () => {
    expect(formatDate('not a date', 'UTC')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime('2026-03-04T14:05:00.000Z', 'UTC')).toMatch(/^Mar 4, 2026,? 2:05\sPM$/);
  });

  it('is empty for an unreadable date', () => {
    expect(formatDateTime('', 'UTC')).toBe('');
  });
});

describe('isoDay', () => {
  it('gives YYYY-MM-DD in the given zone', () => {
    expect(isoDay(new Date('2026-03-04T23:30:00.000Z'), 'UTC')).toBe('2026-03-04');
    expect(isoDay(new Date('2026-03-04T23:30:00.000Z'), 'Asia/Karachi')).toBe('2026-03-05');
  });
});
