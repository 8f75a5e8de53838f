/** Character-level helpers every analysis module shares: word normalisation and sentence spans. */

export type Span = { text: string; start: number; end: number };

// Arabic code points people type for their Urdu look-alikes, and the marks that vary between writers.
const URDU_LETTER_VARIANTS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ه: 'ہ', ۀ: 'ۂ' };
const MARKS = /[\u064B-\u065F\u0670\u0640\u200C\u200D]/g;

const NEEDS_MORE = /[’‘`\u0600-\u06FF\u200C\u200D]/;

/** A word as matched against the tables: lower case, Urdu letter variants unified, marks removed. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  if (!NEEDS_MORE.test(lower)) return lower;
  return lower
    .replace(/[’‘`]/g, "'")
    .replace(MARKS, '')
    .replace(/[يىكهۀ]/g, (c) => URDU_LETTER_VARIANTS[c] ?? c);
}

/** Not preceded / not followed by a letter, mark or digit: a word edge that also works for Urdu script. */
export const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}])`;
export const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`;

// A sentence ends at . ! ? before a space or the end, at Urdu ۔ ؟ anywhere, or at a line break. A run of
// . ! ? is tried from its first mark only: tried from every mark, 50,000 dots took quadratic time.
export const SENTENCE_END = /(?<![.!?])[.!?]+(?=\s|$)|[۔؟]+|\n+/gu;

/** The sentences of a text with their offsets, trimmed; empty pieces are skipped. */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (end > start && /[\p{L}\p{N}]/u.test(text.slice(start, end)))
      spans.push({ text: text.slice(start, end), start, end });
  };
  eachMatch(SENTENCE_END, text, (match) => {
    const end = match.index + (match[0].startsWith('\n') ? 0 : match[0].length);
    push(from, end);
    from = match.index + match[0].length;
  });
  push(from, text.length);
  return spans;
}

/**
 * Calls `each` with every match of a global pattern: without the copy of the pattern that
 * String.matchAll makes on each call, which costs more than the match on a short answer.
 */
export function eachMatch(pattern: RegExp, text: string, each: (m: RegExpExecArray) => void): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    each(m);
  }
}

/** True when two half-open ranges overlap. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}
