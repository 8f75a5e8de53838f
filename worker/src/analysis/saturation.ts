import type { AnalysedQuestion, AnalysedResponse, ReportSaturation } from '@seedline/shared';
import { choicesOf } from './question-roles';

/**
 * Saturation (issue 46): how many of the latest responses, in the order they came (their number), raised
 * no theme that an earlier response had not already raised, so the consultant knows when to stop: "The
 * last 12 responses raised no new theme." The same per answer to each segment question, for answers given
 * by at least `minSegment` responses.
 */
export function saturation(
  responses: readonly AnalysedResponse[],
  themesOf: ReadonlyArray<readonly string[]>,
  segmentQuestions: ReadonlyArray<{ question: AnalysedQuestion; label: string }>,
  minSegment: number,
): ReportSaturation {
  const order = responses.map((_, i) => i).sort((a, b) => responses[a]!.n - responses[b]!.n || a - b);
  const overall = run(order, themesOf);
  const bySegment = segmentQuestions.flatMap(({ question, label }) => {
    const byValue = new Map<string, number[]>();
    for (const i of order)
      for (const v of choicesOf(responses[i]!, question)) byValue.set(v, [...(byValue.get(v) ?? []), i]);
    return [...byValue]
      .filter(([, members]) => members.length >= minSegment)
      .map(([value, members]) => {
        const r = run(members, themesOf);
        return {
          questionId: question.id,
          value,
          ...r,
          summary: `${value} (${label}): ${phrase(r.lastWithoutNew, r.responses)}`,
        };
      });
  });
  return {
    ...overall,
    summary: `${upperFirst(phrase(overall.lastWithoutNew, overall.responses))}`,
    ...(bySegment.length > 0 ? { bySegment } : {}),
  };
}

function run(order: readonly number[], themesOf: ReadonlyArray<readonly string[]>) {
  const seen = new Set<string>();
  let lastNew = -1;
  order.forEach((i, at) => {
    for (const t of themesOf[i] ?? []) {
      if (!seen.has(t)) {
        seen.add(t);
        lastNew = at;
      }
    }
  });
  return { lastWithoutNew: order.length - 1 - lastNew, responses: order.length };
}

/** "the last 12 responses raised no new theme", grammatical for 0 and 1. */
function phrase(last: number, responses: number): string {
  if (responses === 0) return 'no responses yet.';
  if (last === 0) return 'the latest response raised a new theme.';
  if (last === responses)
    return `none of the ${responses} ${responses === 1 ? 'response' : 'responses'} raised a theme.`;
  return last === 1 ? 'the last response raised no new theme.' : `the last ${last} responses raised no new theme.`;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
