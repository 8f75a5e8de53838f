import { hoursSaved } from './hours-saved';

const daily = (hours: number) => ({ hours, per: 'day' as const, hoursPerWeek: hours * 5 });
const weekly = (hours: number) => ({ hours, per: 'week' as const, hoursPerWeek: hours });

describe('hoursSaved', () => {
  it('writes daily times as people × hours a day × 5 days', () => {
    expect(hoursSaved([daily(2), daily(2), daily(2)])).toEqual({
      hoursPerWeek: 30,
      arithmetic: '3 people × 2 h/day × 5 days = 30 h/week',
    });
  });

  it('takes the median, so one large answer does not set the total, and says so', () => {
    expect(hoursSaved([daily(1), daily(2), daily(8)])).toEqual({
      hoursPerWeek: 30,
      arithmetic: '3 people × 2 h/day (median) × 5 days = 30 h/week',
    });
  });

  it('falls back to hours a week when the periods differ', () => {
    expect(hoursSaved([weekly(3), daily(1), { hours: 8, per: 'month', hoursPerWeek: (8 * 12) / 52 }])).toEqual({
      hoursPerWeek: 9,
      arithmetic: '3 people × 3 h/week (median) = 9 h/week',
    });
  });

  it('speaks of one person, and of nothing when no time is stated', () => {
    expect(hoursSaved([weekly(1.5)])).toEqual({ hoursPerWeek: 1.5, arithmetic: '1 person × 1.5 h/week = 1.5 h/week' });
    expect(hoursSaved([])).toBeNull();
  });
});
