// Low effort: one word in every open (long-text) question answered, at least MIN_OPEN_ANSWERS of
// them, each a word (mashed letters are the gibberish signal's). A one-word answer to a short-text
// question ("Excel") is what it asks for, so only long-text questions count. Pure.

import type { WrittenAnswer } from './written-answers';

export const MIN_OPEN_ANSWERS = 2;

/** The number of one-word open answers when every open answer is one word, else 0. */
export function oneWordAnswers(answers: readonly WrittenAnswer[], gibberish: ReadonlySet<string>): number {
  const open = answers.filter((a) => a.open);
  const oneWord = open.length >= MIN_OPEN_ANSWERS && open.every((a) => a.words === 1 && !gibberish.has(a.questionId));
  return oneWord ? open.length : 0;
}
