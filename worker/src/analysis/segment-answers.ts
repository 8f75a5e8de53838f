import type { AnalysedQuestion, AnalysedResponse, SegmentAnswers } from '@seedline/shared';
import { choicesOf } from './question-roles';

/**
 * Who raises a theme, by the survey's own segment questions (role, team, site): per question, per answer,
 * how many of the given responses chose it. Counts only, never which response.
 */
export function segmentAnswers(
  questions: readonly AnalysedQuestion[],
  responses: Iterable<AnalysedResponse>,
): SegmentAnswers | undefined {
  if (questions.length === 0) return undefined;
  const counts: SegmentAnswers = {};
  for (const response of responses) {
    for (const q of questions) {
      for (const value of choicesOf(response, q)) {
        const byValue = (counts[q.id] ??= {});
        byValue[value] = (byValue[value] ?? 0) + 1;
      }
    }
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/** `{segmentAnswers}` to spread into a theme or a report, or nothing. */
export const withSegmentAnswers = (answers: SegmentAnswers | undefined): { segmentAnswers?: SegmentAnswers } =>
  answers ? { segmentAnswers: answers } : {};
