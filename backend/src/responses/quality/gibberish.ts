// Gibberish in one answer: keyboard mashing, random letters, one key held down, or no word of
// English, Roman Urdu or Urdu. Each word is judged by the letter statistics of its script (English and
// Roman Urdu for Latin letters, Urdu for Arabic script: letter-models.ts), never by a dictionary of
// English alone, so "Nahi", "نہیں" and "Excel" read as words. Pure.
//
// Thresholds (letter-statistics.json, written by build-letter-statistics.mjs):
// - a word of five letters or more is implausible when it scores below the line under which 1% of its
//   own list's words fall, under every model of its script;
// - a word of three or four letters has few letters to go by: its line is the one under which 0.1% of
//   the list's short words fall, or the 1% line when it is also a run along a row of keys ("jkl");
// - a run of four keys or more along one row ("asdf", "poiu") and a unit typed over and over
//   ("kdkdkd", "ققققق") are mashing whatever their letters;
// - one or two letters, digits and capitals of up to five letters ("SAP", "EMIS") are not judged;
// - a word of six letters or more that splits into two plausible words of three letters or more is a
//   compound ("easypaisa", "whiteboard"), whatever its letters across the seam;
// - a word of up to four letters that stands alone in an answer is often an abbreviation or a name
//   ("pdf", "csv", "Xero"): alone, only a keyboard run or a repeated unit is mashing.
// An answer is gibberish when mashed letters are at least half of the judged letters, and at least 3.

import { keyboardRun, repeatedUnit } from './keyboard';
import { ARABIC_WORD, LATIN_WORD, normalLetters } from './letters/letter-normal';
import { letterModels, type JudgedModel } from './letters/letter-models';

export const GIBBERISH_SHARE = 0.5;
export const MIN_MASHED_LETTERS = 3;
const SHORT_WORD = 4;
const RUN_ALONE = 4;
const ACRONYM = /^\p{Lu}{2,5}$/u;

/** `improbable`: mashed by its letter statistics alone; `mashed`: a keyboard run or a repeated unit. */
export type WordKind = 'word' | 'mashed' | 'improbable' | 'unjudged';

export type GibberishReading = { gibberish: boolean; mashedLetters: number; judgedLetters: number };

const implausible = (models: readonly JudgedModel[], word: string, short: boolean) =>
  models.every(({ model, threshold, shortThreshold }) => model.score(word) < (short ? shortThreshold : threshold));

/** Words already judged: answers repeat words ("the", "Excel", "نہیں"), and a word is judged the same every time. */
const judgedWords = new Map<string, WordKind>();
const REMEMBERED_WORDS = 50_000;

/** How one word of an answer reads (the word as written; it is normalised here). */
export function wordKind(written: string): WordKind {
  const known = judgedWords.get(written);
  if (known !== undefined) return known;
  const kind = judgeWord(written);
  if (judgedWords.size >= REMEMBERED_WORDS) judgedWords.clear();
  judgedWords.set(written, kind);
  return kind;
}

function judgeWord(written: string): WordKind {
  if (ACRONYM.test(written)) return 'unjudged';
  const word = normalLetters(written);
  const letters = Array.from(word);
  if (repeatedUnit(word)) return 'mashed';
  if (/\p{N}/u.test(word) || letters.length <= 2) return 'unjudged';
  const models = LATIN_WORD.test(word) ? letterModels().latin : ARABIC_WORD.test(word) ? letterModels().arabic : null;
  if (models === null) return 'unjudged';
  const run = keyboardRun(word);
  if (run >= RUN_ALONE) return 'mashed';
  if (letters.length <= SHORT_WORD) {
    if (run > 0 && implausible(models, word, false)) return 'mashed';
    return implausible(models, word, true) ? 'improbable' : 'word';
  }
  if (!implausible(models, word, false)) return 'word';
  return isCompound(models, letters) ? 'word' : 'improbable';
}

const MIN_PART = 3;

/** Two plausible words of at least MIN_PART letters, neither a keyboard run, joined. */
function isCompound(models: readonly JudgedModel[], letters: readonly string[]): boolean {
  const plausible = (part: string) => keyboardRun(part) === 0 && !implausible(models, part, false);
  for (let cut = MIN_PART; cut <= letters.length - MIN_PART; cut++) {
    if (plausible(letters.slice(0, cut).join('')) && plausible(letters.slice(cut).join(''))) return true;
  }
  return false;
}

/** Words of a text: runs of letters, marks and digits in any script. */
export const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

export function readGibberish(text: string): GibberishReading {
  const words = wordsOf(text);
  const judged = words
    .map((word) => ({ kind: wordKind(word), letters: Array.from(word).length }))
    .filter((w) => w.kind !== 'unjudged');
  const alone = words.length === 1 && judged.length === 1 && judged[0]!.letters <= SHORT_WORD;
  let mashedLetters = 0;
  let judgedLetters = 0;
  for (const { kind, letters } of judged) {
    judgedLetters += letters;
    if (kind === 'mashed' || (kind === 'improbable' && !alone)) mashedLetters += letters;
  }
  const gibberish = mashedLetters >= MIN_MASHED_LETTERS && mashedLetters >= GIBBERISH_SHARE * judgedLetters;
  return { gibberish, mashedLetters, judgedLetters };
}
