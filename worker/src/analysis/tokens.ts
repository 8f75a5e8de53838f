import type winkNLP from 'wink-nlp';
import type { Document, ItsFunction, Model, WinkMethods } from 'wink-nlp';
import type { ChatLanguage } from '@seedline/shared';
import { eachMatch, normalizeWord } from './text-normal';

/** A word of a text with where it stands. English tokens carry a lemma and a part of speech. */
export type Token = {
  text: string;
  /** normalizeWord(text) */
  norm: string;
  /** The lemma in English ("invoices" -> "invoice"); the normalised word in Urdu. */
  lemma: string;
  /** Universal part of speech in English (NOUN, VERB, ...); 'X' where unknown, and in Urdu. */
  pos: string;
  start: number;
  end: number;
};

/**
 * The parts of speech and lemmas wink gave the words of a sample of texts: each word's most frequent
 * tag. Reading many texts with a profile is several times faster than tagging each with wink.
 */
export type PosProfile = ReadonlyMap<string, { pos: string; lemma: string }>;

let english: WinkMethods | null = null;
let vocabulary: Document | null = null;

/** wink with its English lite model, loaded on first use (about 170 ms and 60 MB), then kept. */
function wink(): WinkMethods {
  if (english === null) {
    // Required here rather than imported so that importing the worker package loads neither wink nor its
    // model: the API loads them with the first text it reads (a generation, a follow-up, a report).
    /* eslint-disable @typescript-eslint/no-require-imports */
    const createWink = require('wink-nlp') as typeof winkNLP;
    const model = require('wink-eng-lite-web-model') as Model;
    /* eslint-enable @typescript-eslint/no-require-imports */
    // 'sentiment': the model's sentiment of a word, for answers that are bare sentiment (non-answers.ts).
    english = createWink(model, ['sbd', 'pos', 'sentiment']);
  }
  return english;
}

/**
 * Loads the English model now rather than inside the first job: loading blocks the event loop for a few
 * hundred milliseconds, long enough for a busy worker to miss a lock renewal and have its job stalled.
 */
export function warmUpTextAnalysis(): void {
  wink();
}

const sentiments = new Map<string, number>();

/**
 * The sentiment wink's English model gives a word, -1..1 (0 for a word with none: "team", "parking").
 * Its lexicon is built on AFINN; cached per word.
 */
export function wordSentiment(word: string): number {
  let value = sentiments.get(word);
  if (value === undefined) {
    const w = wink();
    value = w.readDoc(word).out(w.its.sentiment) as number;
    if (sentiments.size < 50_000) sentiments.set(word, value);
  }
  return value;
}

/**
 * An English word of six letters or more that wink's vocabulary does not know: possibly a typo.
 * (The vocabulary belongs to the model, so any document of it can answer.)
 */
export function mayBeTypo(word: string): boolean {
  if (word.length < 6 || !/^[a-z-]+$/.test(word)) return false;
  vocabulary ??= wink().readDoc('');
  return vocabulary.isOOV(word);
}

/**
 * The words of a text (punctuation left out), in order, with offsets into the text. English is tagged
 * by wink, or, given a profile, split by a regular expression and tagged from the profile.
 */
export function tokenize(text: string, language: ChatLanguage, profile?: PosProfile): Token[] {
  if (language === 'ur') return plainTokens(text, null);
  return profile ? plainTokens(text, profile) : winkTokens(text);
}

/** Tags the texts with wink and keeps, per word, its most frequent part of speech and lemma. */
export function learnPartsOfSpeech(texts: Iterable<string>): PosProfile {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const token of winkTokens(text)) {
      const key = `${token.pos}\u0000${token.lemma}`;
      const forWord = counts.get(token.norm) ?? new Map<string, number>();
      forWord.set(key, (forWord.get(key) ?? 0) + 1);
      counts.set(token.norm, forWord);
    }
  }
  const profile = new Map<string, { pos: string; lemma: string }>();
  for (const [word, tags] of counts) {
    let best = '';
    let most = 0;
    for (const [key, n] of tags) if (n > most || (n === most && key < best)) [best, most] = [key, n];
    const [pos, lemma] = best.split('\u0000') as [string, string];
    profile.set(word, { pos, lemma });
  }
  return profile;
}

const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * No word is longer than this: wink takes time quadratic in a word's length (a 50,000-letter "aaaa..."
 * took seconds), so longer runs of non-space characters are blanked out (same length, offsets kept) and
 * yield no tokens.
 */
export const MAX_WORD_LENGTH = 100;
const OVERLONG = new RegExp(String.raw`\S{${MAX_WORD_LENGTH + 1},}`, 'g');

function winkTokens(original: string): Token[] {
  const text = original.replace(OVERLONG, (run) => ' '.repeat(run.length));
  const nlp = wink();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  // wink's typings declare lemma with a third parameter that its ItsFunction type does not allow.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = tokens.out(its.pos) as string[];
  const out: Token[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    const found = text.indexOf(value, cursor);
    const start = found === -1 ? cursor : found;
    cursor = start + value.length;
    if (!HAS_WORD_CHAR.test(value)) continue;
    const norm = normalizeWord(value);
    out.push({ text: value, norm, lemma: normalizeWord(lemmas[i] ?? norm), pos: tags[i] ?? 'X', start, end: cursor });
  }
  return out;
}

export const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-/][\p{L}\p{M}\p{N}]+)*/gu;
// English contractions split as wink splits them: "can't" -> "ca" + "n't", "it's" -> "it" + "'s".
const CONTRACTION = /^(\p{L}+)(n['’]t|['’](?:s|re|ll|ve|d|m))$/iu;
const CONTRACTION_LEMMAS: Record<string, string> = {
  ca: 'can',
  wo: 'will',
  sha: 'shall',
  "n't": 'not',
  "'re": 'be',
  "'m": 'be',
  "'ll": 'will',
  "'ve": 'have',
  "'d": 'would',
};

/** Words by a regular expression; English words take their tag and lemma from the profile. */
function plainTokens(text: string, profile: PosProfile | null): Token[] {
  const out: Token[] = [];
  const push = (value: string, start: number) => {
    const norm = normalizeWord(value);
    const known = profile?.get(norm);
    out.push({
      text: value,
      norm,
      lemma: known?.lemma ?? (profile ? (CONTRACTION_LEMMAS[norm] ?? plainLemma(norm)) : norm),
      pos: known?.pos ?? 'X',
      start,
      end: start + value.length,
    });
  };
  eachMatch(WORD, text, (match) => {
    const contraction = profile && /['’]/.test(match[0]) ? CONTRACTION.exec(match[0]) : null;
    if (contraction) {
      push(contraction[1]!, match.index);
      push(contraction[2]!, match.index + contraction[1]!.length);
    } else push(match[0], match.index);
  });
  return out;
}

/** A plural noun's singular, for words the profile has not seen ("referrals" -> "referral"). */
function plainLemma(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
