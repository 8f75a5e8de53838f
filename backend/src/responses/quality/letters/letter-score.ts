// How plausible a word's letters are in a language: the mean log2 probability of each letter given
// the two before it, under letter counts of a general word list (letter-statistics.json), smoothed by
// interpolating the trigram, bigram and unigram estimates (weights 0.6, 0.3, 0.1). A word is padded
// with ^ and $, so how words begin and end counts too. Pure; no word list is held in memory.

/** Letter n-gram counts of a word list, each word padded as ^word$. */
export type LetterCounts = {
  unigrams: Record<string, number>;
  bigrams: Record<string, number>;
  trigrams: Record<string, number>;
};

export type LetterModel = { score(word: string): number };

const WEIGHTS = { trigram: 0.6, bigram: 0.3, unigram: 0.1 } as const;

export function letterModel(counts: LetterCounts): LetterModel {
  const uni = new Map(Object.entries(counts.unigrams));
  const bi = new Map(Object.entries(counts.bigrams));
  const tri = new Map(Object.entries(counts.trigrams));
  let total = 0;
  for (const n of uni.values()) total += n;
  const kinds = uni.size + 1;
  const unigram = (c: string) => ((uni.get(c) ?? 0) + 1) / (total + kinds);
  const bigram = (b: string, c: string) => {
    const context = uni.get(b) ?? 0;
    return context === 0 ? 0 : (bi.get(b + c) ?? 0) / context;
  };
  const trigram = (a: string, b: string, c: string) => {
    const context = bi.get(a + b) ?? 0;
    return context === 0 ? 0 : (tri.get(a + b + c) ?? 0) / context;
  };
  // Every log-probability worked out once, in a table indexed by letter numbers (the last number
  // stands for any letter the list never had), so scoring a word is a few array reads.
  const letters = [...uni.keys()];
  const size = letters.length + 1;
  const index = new Map(letters.map((c, i) => [c, i]));
  const symbol = (i: number) => (i < letters.length ? letters[i]! : '\u0000');
  const first = new Float64Array(size);
  const next = new Float64Array(size * size * size);
  for (let c = 0; c < size; c++) {
    const C = symbol(c);
    first[c] = Math.log2((WEIGHTS.trigram + WEIGHTS.bigram) * bigram('^', C) + WEIGHTS.unigram * unigram(C));
    for (let a = 0; a < size; a++) {
      for (let b = 0; b < size; b++) {
        const p =
          WEIGHTS.trigram * trigram(symbol(a), symbol(b), C) +
          WEIGHTS.bigram * bigram(symbol(b), C) +
          WEIGHTS.unigram * unigram(C);
        next[(a * size + b) * size + c] = Math.log2(p);
      }
    }
  }
  const numberOf = (c: string) => index.get(c) ?? size - 1;
  const start = numberOf('^');
  const end = numberOf('$');
  return {
    score(word: string): number {
      const s = [start];
      for (const c of word) s.push(numberOf(c));
      s.push(end);
      let sum = first[s[1]!]!;
      for (let i = 2; i < s.length; i++) sum += next[(s[i - 2]! * size + s[i - 1]!) * size + s[i]!]!;
      return sum / (s.length - 1);
    },
  };
}

/** Counts of the letter n-grams of words, each padded as ^word$. */
export function letterCounts(words: Iterable<string>): LetterCounts {
  const unigrams: Record<string, number> = {};
  const bigrams: Record<string, number> = {};
  const trigrams: Record<string, number> = {};
  const add = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);
  for (const word of words) {
    const s = Array.from(`^${word}$`);
    for (let i = 0; i < s.length; i++) {
      add(unigrams, s[i]!);
      if (i + 1 < s.length) add(bigrams, s[i]! + s[i + 1]!);
      if (i + 2 < s.length) add(trigrams, s[i]! + s[i + 1]! + s[i + 2]!);
    }
  }
  return { unigrams, bigrams, trigrams };
}
