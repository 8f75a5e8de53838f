import type { AnalysedQuestion, AnalysedResponse } from '@seedline/shared';
import { PER_WEEK, type Period } from './measures';
import { round1, formatHours, median } from './hours-saved';

/**
 * The survey's measure questions ("How many hours a week does that take?", issue 46) as hours a week per
 * response, and the estimate they give a group of respondents: the people of the group who answered ×
 * the median of their answers, saying where each figure comes from: "9 people × 6 h/week (median of Q3,
 * answered by 9 of its 10 respondents) = 54 h/week".
 */
export type MeasureAnswers = { label: string; perWeek: ReadonlyMap<number, number> };

/** A measure question's answers, by response index, in hours a week ("6 hours per week" -> 6). */
export function measureAnswers(
  question: AnalysedQuestion,
  label: string,
  responses: readonly AnalysedResponse[],
): MeasureAnswers {
  const toWeek = weekFactor(`${question.unit ?? ''} ${question.text}`);
  const perWeek = new Map<number, number>();
  responses.forEach((r, i) => {
    const text = r.answers.find((a) => a.questionId === question.id)?.text;
    const value = text ? Number(/-?\d+(?:\.\d+)?/.exec(text.replace(/,/g, ''))?.[0]) : NaN;
    if (Number.isFinite(value) && value >= 0) perWeek.set(i, value * toWeek);
  });
  return { label, perWeek };
}

export function measuredHours(
  members: readonly number[],
  measures: readonly MeasureAnswers[],
): { hoursPerWeek: number; arithmetic: string } | null {
  for (const m of measures) {
    const values = members.flatMap((r) => (m.perWeek.has(r) ? [m.perWeek.get(r)!] : []));
    if (values.length === 0) continue;
    const typical = round1(median(values));
    const total = round1(values.length * typical);
    const people = `${values.length} ${values.length === 1 ? 'person' : 'people'}`;
    const answered =
      values.length === members.length
        ? `answered by all ${members.length} of its respondents`
        : `answered by ${values.length} of its ${members.length} respondents`;
    return {
      hoursPerWeek: total,
      arithmetic: `${people} × ${formatHours(typical)} h/week (median of ${m.label}, ${answered}) = ${formatHours(total)} h/week`,
    };
  }
  return null;
}

/** Hours a week in one of the unit's (minutes or hours per day, week, month). */
function weekFactor(unit: string): number {
  const u = unit.toLowerCase();
  const hours = /\bmin(?:ute)?s?\b/.test(u) ? 1 / 60 : 1;
  const period: Period = /\bday|daily/.test(u)
    ? 'day'
    : /\bmonth/.test(u)
      ? 'month'
      : /\byear/.test(u)
        ? 'year'
        : 'week';
  return hours * PER_WEEK[period];
}
