import { availabilityOf } from './survey-availability';

const NOW = '2026-05-01T10:00:00.000Z';

describe('survey availability', () => {
  it('is open when active, before its close date and under its cap', () => {
    expect(availabilityOf({ isActive: true }, NOW)).toBe('open');
    expect(
      availabilityOf({ isActive: true, closesAt: '2026-05-01T10:00:01.000Z', responseCap: 3, startedCount: 2 }, NOW),
    ).toBe('open');
  });

  it('is closed from the close date on', () => {
    expect(availabilityOf({ isActive: true, closesAt: NOW }, NOW)).toBe('closed');
    expect(availabilityOf({ isActive: true, closesAt: '2026-04-01T00:00:00.000Z' }, new Date(NOW))).toBe('closed');
  });

  it('is full once the started responses reach the cap', () => {
    expect(availabilityOf({ isActive: true, responseCap: 3, startedCount: 3 }, NOW)).toBe('full');
    expect(availabilityOf({ isActive: true, responseCap: 3, startedCount: 4 }, NOW)).toBe('full');
  });

  it('says inactive first, then closed, then full', () => {
    const everything = { closesAt: NOW, responseCap: 1, startedCount: 1 };
    expect(availabilityOf({ isActive: false, ...everything }, NOW)).toBe('inactive');
    expect(availabilityOf({ isActive: true, ...everything }, NOW)).toBe('closed');
  });
});
