import { normalizeWord } from './text-normal';
import type { Token } from './tokens';

/**
 * Finds phrases of a table in a token stream: longest phrase first, no overlaps. A phrase word matches a
 * token's normalised form or its lemma, so "approvals" also matches "approval". A phrase word ending in
 * "#n" matches only a noun in English ("drive#n" is a shared drive, not driving to site).
 * With `fuzzy`, a word it accepts as a possible typo (English words outside wink's vocabulary) that is
 * one edit from a one-word phrase of five letters or more ("invoces", "aprovals", "shedule") matches too.
 */
export type PhraseMatch<T> = { value: T; first: number; last: number; fuzzy: boolean };

type Entry<T> = { words: string[]; nounOnly: boolean[]; value: T };

export type PhraseMatcher<T> = {
  match(tokens: readonly Token[], options?: { fuzzy?: (word: string) => boolean }): PhraseMatch<T>[];
};

const NOUN_TAGS = new Set(['NOUN', 'PROPN', 'X']);
const FUZZY_MIN_LENGTH = 5;
const FUZZY_MEMORY = 50_000;

export function buildPhraseMatcher<T>(phrases: ReadonlyArray<{ phrase: string; value: T }>): PhraseMatcher<T> {
  const byFirstWord = new Map<string, Entry<T>[]>();
  const fuzzyIndex = new Map<string, Set<string>>();
  const singleWord = new Map<string, T>();

  for (const { phrase, value } of phrases) {
    const raw = phrase.trim().split(/\s+/);
    const entry: Entry<T> = {
      words: raw.map((w) => normalizeWord(w.replace(/#n$/, ''))),
      nounOnly: raw.map((w) => w.endsWith('#n')),
      value,
    };
    const list = byFirstWord.get(entry.words[0]!) ?? [];
    list.push(entry);
    byFirstWord.set(entry.words[0]!, list);
    const word = entry.words[0]!;
    if (entry.words.length === 1 && word.length >= FUZZY_MIN_LENGTH && /^[a-z-]+$/.test(word)) {
      if (!singleWord.has(word)) singleWord.set(word, value);
      for (const variant of [word, ...deletions(word)]) {
        const set = fuzzyIndex.get(variant) ?? new Set<string>();
        set.add(word);
        fuzzyIndex.set(variant, set);
      }
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);

  const wordMatches = (token: Token, word: string, nounOnly: boolean) =>
    (token.norm === word || token.lemma === word) && (!nounOnly || NOUN_TAGS.has(token.pos));

  const longestAt = (tokens: readonly Token[], i: number): Entry<T> | null => {
    const token = tokens[i]!;
    let best: Entry<T> | null = null;
    const consider = (entries: Entry<T>[] | undefined) => {
      for (const entry of entries ?? []) {
        if ((best && best.words.length >= entry.words.length) || i + entry.words.length > tokens.length) continue;
        let all = true;
        for (let k = 0; k < entry.words.length && all; k++) {
          all = wordMatches(tokens[i + k]!, entry.words[k]!, entry.nounOnly[k]!);
        }
        if (all) best = entry;
      }
    };
    consider(byFirstWord.get(token.norm));
    if (token.lemma !== token.norm) consider(byFirstWord.get(token.lemma));
    return best;
  };

  // Words recur across answers: each word's outcome is remembered (bounded), per typo test.
  const remembered = new WeakMap<(word: string) => boolean, Map<string, T | null>>();
  const fuzzyAt = (token: Token, mayBeTypo: (word: string) => boolean): T | null => {
    if (token.norm.length < FUZZY_MIN_LENGTH) return null;
    let seen = remembered.get(mayBeTypo);
    if (!seen) remembered.set(mayBeTypo, (seen = new Map()));
    const known = seen.get(token.norm);
    if (known !== undefined) return known;
    let found: string | null = null;
    if (mayBeTypo(token.norm)) {
      for (const variant of [token.norm, ...deletions(token.norm)]) {
        for (const word of fuzzyIndex.get(variant) ?? []) {
          if (found === null && withinOneEdit(token.norm, word)) found = word;
        }
      }
    }
    const value = found === null ? null : (singleWord.get(found) ?? null);
    if (seen.size >= FUZZY_MEMORY) seen.clear();
    seen.set(token.norm, value);
    return value;
  };

  return {
    match(tokens, options = {}) {
      const out: PhraseMatch<T>[] = [];
      for (let i = 0; i < tokens.length;) {
        const entry = longestAt(tokens, i);
        if (entry) {
          out.push({ value: entry.value, first: i, last: i + entry.words.length - 1, fuzzy: false });
          i += entry.words.length;
          continue;
        }
        const fuzzy = options.fuzzy ? fuzzyAt(tokens[i]!, options.fuzzy) : null;
        if (fuzzy !== null) out.push({ value: fuzzy, first: i, last: i, fuzzy: true });
        i++;
      }
      return out;
    },
  };
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Damerau-Levenshtein distance of at most one: one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
