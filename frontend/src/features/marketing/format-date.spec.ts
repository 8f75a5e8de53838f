import { formatPostDate } from './format-date';

describe('formatPostDate', () => {
  it('formats an ISO day as a US long date, whatever the local time zone', () => {
    expect(formatPostDate('2025-09-23')).toBe('September 23, 2025');
    expect(formatPostDate('2025-01-01')).toBe('January 1, 2025');
  });
});
