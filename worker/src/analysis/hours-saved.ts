import { WORKING_DAYS_PER_WEEK, type Period } from './measures';

/**
 * Hours a week the answers say some work takes, with the arithmetic written out. Counts only the
 * people who state a time (one per response: the largest they state), multiplied by the median of
 * what they state, so one outlier does not set the total: "3 people × 2 h/day × 5 days = 30 h/week".
 * When all of them state a daily time the daily form is shown, otherwise hours a week.
 */
export type StatedEffort = { hours: number; per: Period; hoursPerWeek: number };

export function hoursSaved(efforts: readonly StatedEffort[]): { hoursPerWeek: number; arithmetic: string } | null {
  if (efforts.length === 0) return null;
  const people = efforts.length;
  const who = `${people} ${people === 1 ? 'person' : 'people'}`;
  const daily = efforts.every((e) => e.per === 'day');
  const values = efforts.map((e) => (daily ? e.hours : e.hoursPerWeek));
  const typical = round1(median(values));
  const note = people > 1 && values.some((v) => round1(v) !== typical) ? ' (median)' : '';
  if (daily) {
    const total = round1(people * typical * WORKING_DAYS_PER_WEEK);
    return {
      hoursPerWeek: total,
      arithmetic: `${who} × ${formatHours(typical)} h/day${note} × ${WORKING_DAYS_PER_WEEK} days = ${formatHours(total)} h/week`,
    };
  }
  const total = round1(people * typical);
  return {
    hoursPerWeek: total,
    arithmetic: `${who} × ${formatHours(typical)} h/week${note} = ${formatHours(total)} h/week`,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function formatHours(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}
