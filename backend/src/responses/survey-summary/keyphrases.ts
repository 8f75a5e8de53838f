// The most frequent keyphrases of a question's free-text answers, and a few sample answers. Pure.
// A phrase is a word or two adjacent words, counted once per answer that holds it (so one long
// answer cannot dominate); stop words never start or end a phrase; a word is left out when a phrase
// holding it is in as many answers. English and Urdu stop words; other scripts are counted as they are.

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have i if in into is it its ' +
    'just me more most my no not of on or our so than that the their them then there these they this to ' +
    'too up us very was we were what when which who will with would you your about also all any because ' +
    'get got how much many some such only other over out own same should each few both being here ' +
    'ہے ہیں اور کا کی کے میں سے کو پر یہ وہ ایک بھی تو نہیں تھا تھی تھے ہو کر گیا جو ہم آپ'
  ).split(' '),
);

export const MAX_KEYPHRASES = 6;
export const MAX_SAMPLES = 3;

const QUOTES = new Set(["'", '’']);

/** A word without the apostrophes around it ('quoted' → quoted; don't stays). */
const trimQuotes = (word: string): string => {
  let start = 0;
  let end = word.length;
  while (start < end && QUOTES.has(word[start]!)) start++;
  while (end > start && QUOTES.has(word[end - 1]!)) end--;
  return word.slice(start, end);
};

/** Words of a text, lowercased, letters and digits only (any script). */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}'’]+/u)
    .map(trimQuotes)
    .filter((word) => word.length > 1);

export type Keyphrase = { phrase: string; count: number };

/** Phrases in at least two answers, most frequent first (two-word phrases before their words on a tie). */
export function keyphrases(answers: readonly string[], max = MAX_KEYPHRASES): Keyphrase[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    const tokens = words(answer);
    const seen = new Set<string>();
    tokens.forEach((word, index) => {
      if (!STOP_WORDS.has(word)) seen.add(word);
      const next = tokens[index + 1];
      if (next !== undefined && !STOP_WORDS.has(word) && !STOP_WORDS.has(next)) seen.add(`${word} ${next}`);
    });
    for (const phrase of seen) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  const ranked = [...counts]
    .filter(([, count]) => count >= 2)
    .sort(([a, x], [b, y]) => y - x || b.split(' ').length - a.split(' ').length || a.localeCompare(b));
  const kept: Keyphrase[] = [];
  for (const [phrase, count] of ranked) {
    if (kept.length >= max) break;
    // A word inside a phrase already kept with as many answers says nothing more.
    const covered = kept.some((k) => k.count >= count && k.phrase.split(' ').includes(phrase));
    if (!covered) kept.push({ phrase, count });
  }
  return kept;
}

/** A few answers to read: the longest of the most recent ones (given newest first), each once. */
export function sampleAnswers(answers: readonly string[], max = MAX_SAMPLES): string[] {
  const distinct = [...new Set(answers.map((answer) => answer.trim()).filter((answer) => answer !== ''))];
  const recent = distinct.slice(0, max * 4);
  const chosen = new Set([...recent].sort((a, b) => b.length - a.length).slice(0, max));
  return recent.filter((answer) => chosen.has(answer));
}
