// Straight-lining: one value given to every rating (1–5), or every 0–10 scale, of a response, at
// least MIN_STRAIGHT_ITEMS of them. Only where variation is expected: once MIN_COMPARED_RESPONSES
// responses have answered as many, at least half of them must vary across those questions (if most
// respondents rate them alike, alike is no sign). Pure.

import type { QuestionType } from '@seedline/shared';
import type { ResponseRecord } from './quality-input';

export const MIN_STRAIGHT_ITEMS = 4;
export const MIN_COMPARED_RESPONSES = 10;
export const VARYING_SHARE = 0.5;

export const SCALE_KINDS = ['rating', 'scale'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];

/** The values a response gave to each kind of scale question. */
export function scaleValues(
  response: ResponseRecord,
  types: ReadonlyMap<string, QuestionType>,
): Record<ScaleKind, number[]> {
  const values: Record<ScaleKind, number[]> = { rating: [], scale: [] };
  for (const answer of response.answers) {
    const type = types.get(answer.questionId);
    if ((type === 'rating' || type === 'scale') && typeof answer.value === 'number') values[type].push(answer.value);
  }
  return values;
}

/** Per kind: how many responses answered enough of them, and how many of those varied. */
export type Variation = Record<ScaleKind, { answered: number; varied: number }>;

export function variationOf(all: readonly Record<ScaleKind, number[]>[]): Variation {
  const variation: Variation = { rating: { answered: 0, varied: 0 }, scale: { answered: 0, varied: 0 } };
  for (const values of all) {
    for (const kind of SCALE_KINDS) {
      const list = values[kind];
      if (list.length < MIN_STRAIGHT_ITEMS) continue;
      variation[kind].answered++;
      if (list.some((v) => v !== list[0])) variation[kind].varied++;
    }
  }
  return variation;
}

export type StraightLine = { kind: ScaleKind; value: number; questions: number; variedPercent: number | null };

export function straightLines(values: Record<ScaleKind, number[]>, variation: Variation): StraightLine[] {
  const lines: StraightLine[] = [];
  for (const kind of SCALE_KINDS) {
    const list = values[kind];
    if (list.length < MIN_STRAIGHT_ITEMS || list.some((v) => v !== list[0])) continue;
    const { answered, varied } = variation[kind];
    const compared = answered >= MIN_COMPARED_RESPONSES;
    if (compared && varied < VARYING_SHARE * answered) continue;
    lines.push({
      kind,
      value: list[0]!,
      questions: list.length,
      variedPercent: compared ? Math.round((100 * varied) / answered) : null,
    });
  }
  return lines;
}
