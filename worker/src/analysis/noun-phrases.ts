import type { ChatLanguage } from '@seedline/shared';
import { EN_STOP_WORDS, UR_STOP_WORDS } from './stop-words';
import type { Span } from './text-normal';
import type { Token } from './tokens';

/**
 * Noun phrases: in English, runs of adjectives and nouns that end in a noun, by wink's part-of-speech
 * tags ("supplier invoices", "shared drive"); in Urdu, which has no tagger here, runs of words that are
 * not stop words ("شیئرڈ ڈرائیو"). `key` is the lemmas joined by spaces, `head` the last lemma.
 */
export type NounPhrase = Span & {
  key: string;
  head: string;
  words: Array<{ lemma: string; pos: string; start: number; end: number }>;
};

const MAX_PHRASE_WORDS = 4;
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
const NOUN = new Set(['NOUN', 'PROPN']);

export function nounPhrases(text: string, tokens: readonly Token[], language: ChatLanguage): NounPhrase[] {
  const runs = language === 'en' ? englishRuns(text, tokens) : urduRuns(text, tokens);
  return runs.map((run) => {
    const first = tokens[run[0]!]!;
    const last = tokens[run[run.length - 1]!]!;
    const lemmas = run.map((i) => tokens[i]!.lemma);
    return {
      text: text.slice(first.start, last.end),
      start: first.start,
      end: last.end,
      key: lemmas.join(' '),
      head: lemmas[lemmas.length - 1]!,
      words: run.map((i) => ({
        lemma: tokens[i]!.lemma,
        pos: tokens[i]!.pos,
        start: tokens[i]!.start,
        end: tokens[i]!.end,
      })),
    };
  });
}

function englishRuns(text: string, tokens: readonly Token[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    // A phrase ends in a noun; trailing adjectives and stop words fall off.
    while (run.length > 0 && (!NOUN.has(tokens[run[run.length - 1]!]!.pos) || isStop(tokens[run[run.length - 1]!]!)))
      run.pop();
    while (run.length > 0 && isStop(tokens[run[0]!]!)) run.shift();
    if (run.length > 0) runs.push(run.slice(-MAX_PHRASE_WORDS));
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!adjacent(text, tokens, i)) close();
    if (MODIFIER.has(t.pos) && /\p{L}/u.test(t.text)) run.push(i);
    else close();
  }
  close();
  return runs;
}

function urduRuns(text: string, tokens: readonly Token[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 0) runs.push(run.slice(-MAX_PHRASE_WORDS));
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const content =
      /\p{L}/u.test(t.text) && !/\d/.test(t.text) && !UR_STOP_WORDS.has(t.norm) && !EN_STOP_WORDS.has(t.norm);
    if (!adjacent(text, tokens, i)) close();
    if (content) run.push(i);
    else close();
  }
  close();
  return runs;
}

/** Only spaces between this token and the one before: punctuation ends a phrase. */
function adjacent(text: string, tokens: readonly Token[], i: number): boolean {
  return i === 0 || /^[ \t]*$/.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start));
}

function isStop(t: Token): boolean {
  return EN_STOP_WORDS.has(t.norm);
}
