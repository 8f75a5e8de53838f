import type { WordingOf } from './response-timeline';

/** A question's wording from a log position on (QuestionAdded / QuestionReworded). */
export type Wording = { questionId: string; fromPosition: number; questionText: string };

/**
 * The wording each answer was given against: the latest wording at or before its position. Without a
 * wording history (or before the first one), the question's current text.
 */
export function wordingLookup(wordings: readonly Wording[], current: ReadonlyMap<string, string>): WordingOf {
  const byQuestion = new Map<string, Wording[]>();
  for (const wording of wordings) {
    const list = byQuestion.get(wording.questionId) ?? [];
    list.push(wording);
    byQuestion.set(wording.questionId, list);
  }
  for (const list of byQuestion.values()) list.sort((a, b) => a.fromPosition - b.fromPosition);
  return (questionId, position) => {
    let text: string | null = null;
    for (const wording of byQuestion.get(questionId) ?? []) {
      if (wording.fromPosition > position) break;
      text = wording.questionText;
    }
    return text ?? current.get(questionId) ?? null;
  };
}
