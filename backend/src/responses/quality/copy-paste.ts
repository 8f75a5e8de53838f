// Copy-paste: the same or nearly the same text (near-duplicates.ts) in several answers of one
// response (at least WITHIN_MIN_WORDS words: "No" twice is not a paste), or an answer repeating one
// of an earlier response from another device (at least ACROSS_MIN_WORDS words, so short common
// phrases stay apart). Within a device, a repeat is the duplicate-respondent signal's. Pure.

import { nearSame } from './near-duplicates';
import type { WrittenAnswer } from './written-answers';

export const WITHIN_MIN_WORDS = 4;
export const ACROSS_MIN_WORDS = 8;

/** The questions whose answers repeat another answer of the same response. */
export function copiedWithin(answers: readonly WrittenAnswer[]): Set<string> {
  const long = answers.filter((a) => a.words >= WITHIN_MIN_WORDS);
  const copied = new Set<string>();
  for (let i = 0; i < long.length; i++) {
    for (let j = i + 1; j < long.length; j++) {
      if (nearSame(long[i]!.normal, long[j]!.normal)) {
        copied.add(long[i]!.questionId);
        copied.add(long[j]!.questionId);
      }
    }
  }
  return copied;
}

/** Where an answer was seen: which response, from which device, when it started. */
export type SeenIn = { responseId: string; deviceKey: string | null; startedAt: number };

/** An earlier response, from another device or an unknown one, among those holding the same text; the earliest. */
export function earlierSource(seen: readonly SeenIn[], responseId: string, deviceKey: string | null): SeenIn | null {
  let source: SeenIn | null = null;
  for (const s of seen) {
    if (s.responseId === responseId) continue;
    if (deviceKey !== null && s.deviceKey === deviceKey) continue;
    if (!source || s.startedAt < source.startedAt) source = s;
  }
  return source;
}
