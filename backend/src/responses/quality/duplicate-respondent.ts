// Duplicate respondent: nearly the same answers as an earlier response from the same device (its
// deviceKey) that started within DUPLICATE_WINDOW_HOURS. Answers match when a typed value is the same
// or a text is nearly the same (near-duplicates.ts); the share counts every question either answered.
// A shared office PC whose users answer differently is not a duplicate. Pure.

import { nearSame, normalText } from './near-duplicates';
import type { ResponseRecord } from './quality-input';

export const DUPLICATE_WINDOW_HOURS = 24;
export const DUPLICATE_SHARE = 0.8;

export type DuplicateMatch = { earlier: ResponseRecord; sameAnswers: number; of: number };

export function answerMatch(a: ResponseRecord, b: ResponseRecord): { sameAnswers: number; of: number } {
  const theirs = new Map(b.answers.map((x) => [x.questionId, x]));
  let sameAnswers = 0;
  for (const mine of a.answers) {
    const other = theirs.get(mine.questionId);
    if (!other) continue;
    const same =
      mine.value !== null || other.value !== null
        ? JSON.stringify(mine.value) === JSON.stringify(other.value)
        : nearSame(normalText(mine.text), normalText(other.text));
    if (same) sameAnswers++;
  }
  const of = new Set([...a.answers, ...b.answers].map((x) => x.questionId)).size;
  return { sameAnswers, of };
}

/** The earlier response from the same device within the window that this one repeats most, if any repeats it. */
export function duplicateOf(response: ResponseRecord, sameDevice: readonly ResponseRecord[]): DuplicateMatch | null {
  let best: DuplicateMatch | null = null;
  for (const earlier of sameDevice) {
    const apart = response.startedAt - earlier.startedAt;
    if (earlier.id === response.id || apart < 0 || apart > DUPLICATE_WINDOW_HOURS * 3_600_000) continue;
    const match = answerMatch(response, earlier);
    if (
      match.of > 0 &&
      match.sameAnswers >= DUPLICATE_SHARE * match.of &&
      (!best || match.sameAnswers > best.sameAnswers)
    ) {
      best = { earlier, ...match };
    }
  }
  return best;
}
