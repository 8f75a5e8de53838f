import type { ChatLanguage } from '@seedline/shared';
import type { AnswerDigest, KeyRegistry, SentenceDigest } from './answer-digest';
import { PAIN_KINDS } from './cue-lexicon';
import type { Period } from './measures';

/**
 * What the responses say about every key, gathered response by response so that no answer needs to be
 * kept once read: which responses raise the key (outside reassuring sentences), and what they say
 * around it (the sentence and its neighbours): pains, wishes, other keys, numbers, stated times, and the
 * best few sentences to quote. Memory grows with the number of distinct keys, not with the answers.
 */
export type MemberEffort = { response: number; hours: number; per: Period; hoursPerWeek: number };

/** A span of an answer worth quoting, with how telling it is. */
export type QuoteCandidate = {
  response: number;
  questionId: string;
  source: 'answer' | 'follow-up';
  language: ChatLanguage;
  /** The whole answer; the quote is text.slice(start, end). */
  text: string;
  start: number;
  end: number;
  score: number;
};

export type KeyEvidence = {
  /** Responses that raise the key, ascending. */
  responses: number[];
  /** Per pain kind (index of PAIN_KINDS): responses that name it around the key. */
  pains: number[];
  /** Per other lexicon concept or tool: responses that name it around the key. */
  facets: Map<number, number>;
  /** Responses that voice a pain or a wish around the key, or state the time it takes. */
  signal: number;
  /** Responses that give a number, a time, a frequency or a tool name around the key. */
  concrete: number;
  /** The largest weekly effort each response states around the key. */
  efforts: MemberEffort[];
  /** The most telling quotes, best first, one per response; and the best in each language. */
  quotes: QuoteCandidate[];
  bestByLanguage: Partial<Record<ChatLanguage, QuoteCandidate>>;
};

const KEPT_QUOTES = 8;
const SHORT = 60;
const LONG = 300;

type Gathered = {
  pains: number;
  wish: boolean;
  concrete: boolean;
  keys: Set<number>;
  effort: MemberEffort | null;
  quote: QuoteCandidate | null;
};

export class EvidenceCollector {
  private readonly evidence: KeyEvidence[] = [];

  /** `wanted`: the keys to gather evidence for (others only describe them). */
  constructor(
    private readonly registry: KeyRegistry,
    private readonly wanted: (key: number) => boolean = () => true,
  ) {}

  /** Gathers one response's answers; responses must come in ascending index order. */
  addResponse(response: number, answers: readonly AnswerDigest[]): void {
    const gathered = new Map<number, Gathered>();
    for (const answer of answers) {
      for (const [key, near] of nearSentences(answer, this.wanted)) {
        let g = gathered.get(key);
        if (!g) {
          g = { pains: 0, wish: false, concrete: false, keys: new Set(), effort: null, quote: null };
          gathered.set(key, g);
        }
        gatherAround(g, response, answer, key, near, this.registry);
      }
    }
    for (const [key, g] of gathered) this.commit(key, response, g);
  }

  /** Evidence of a key, or an empty record for a key no response raised. */
  of(key: number): KeyEvidence {
    return this.evidence[key] ?? emptyEvidence();
  }

  /** Number of responses that raise each key, by key id. */
  counts(keyCount: number): number[] {
    return Array.from({ length: keyCount }, (_, key) => this.evidence[key]?.responses.length ?? 0);
  }

  private commit(key: number, response: number, g: Gathered): void {
    const e = (this.evidence[key] ??= emptyEvidence());
    e.responses.push(response);
    PAIN_KINDS.forEach((_, i) => {
      if (g.pains & (1 << i)) e.pains[i]!++;
    });
    g.keys.delete(key);
    for (const k of g.keys) e.facets.set(k, (e.facets.get(k) ?? 0) + 1);
    if (g.pains !== 0 || g.wish || g.effort) e.signal++;
    if (g.concrete) e.concrete++;
    if (g.effort) e.efforts.push(g.effort);
    if (g.quote) keepQuote(e, g.quote);
  }
}

function emptyEvidence(): KeyEvidence {
  return {
    responses: [],
    pains: PAIN_KINDS.map(() => 0),
    facets: new Map(),
    signal: 0,
    concrete: 0,
    efforts: [],
    quotes: [],
    bestByLanguage: {},
  };
}

/** For each key an answer raises, the sentences that raise it and their neighbours. */
function nearSentences(answer: AnswerDigest, wanted: (key: number) => boolean): Map<number, Set<number>> {
  const near = new Map<number, Set<number>>();
  const last = answer.sentences.length - 1;
  answer.sentences.forEach((s, i) => {
    if (s.reassuring) return;
    for (const key of s.keys) {
      if (!wanted(key)) continue;
      let set = near.get(key);
      if (!set) near.set(key, (set = new Set()));
      for (let j = Math.max(0, i - 1); j <= Math.min(last, i + 1); j++) set.add(j);
    }
  });
  return near;
}

function gatherAround(
  g: Gathered,
  response: number,
  answer: AnswerDigest,
  key: number,
  near: Set<number>,
  registry: KeyRegistry,
): void {
  for (const i of near) {
    const s = answer.sentences[i]!;
    g.pains |= s.pains;
    g.wish ||= s.wish;
    g.concrete ||= s.concrete;
    for (const k of s.keys) if (registry.isFacet(k)) g.keys.add(k);
  }
  for (const { sentence, hours, per, hoursPerWeek } of answer.efforts) {
    if (near.has(sentence) && (!g.effort || hoursPerWeek > g.effort.hoursPerWeek)) {
      g.effort = { response, hours, per, hoursPerWeek };
    }
  }
  answer.sentences.forEach((s, i) => {
    if (s.reassuring || !s.keys.includes(key)) return;
    const [first, last] = quoteSentences(answer.sentences, i);
    const span = answer.sentences.slice(first, last + 1);
    const score = spanScore(span);
    if (!g.quote || score > g.quote.score) {
      g.quote = {
        response,
        questionId: answer.questionId,
        source: answer.source,
        language: answer.language,
        text: answer.text,
        start: span[0]!.start,
        end: span[span.length - 1]!.end,
        score,
      };
    }
  });
}

/** The sentence, with the next (or else the previous) one when it is short on its own. */
function quoteSentences(sentences: readonly SentenceDigest[], i: number): [number, number] {
  const s = sentences[i]!;
  if (s.end - s.start >= SHORT) return [i, i];
  const next = sentences[i + 1];
  if (next && next.end - s.start <= LONG) return [i, i + 1];
  const previous = sentences[i - 1];
  if (previous && s.end - previous.start <= LONG) return [i - 1, i];
  return [i, i];
}

/** A pain, a number or a tool, a wish, and a readable length make a telling quote. */
function spanScore(span: readonly SentenceDigest[]): number {
  const length = span[span.length - 1]!.end - span[0]!.start;
  return (
    (span.some((s) => s.pains !== 0) ? 2 : 0) +
    (span.some((s) => s.concrete) ? 2 : 0) +
    (span.some((s) => s.wish) ? 1 : 0) +
    (length >= 40 && length <= 220 ? 1 : 0) -
    (length < 20 ? 2 : 0) -
    (length > LONG ? 1 : 0)
  );
}

/** Keeps the best few quotes (earlier responses win ties, as they arrive first) and the best per language. */
function keepQuote(e: KeyEvidence, quote: QuoteCandidate): void {
  const best = e.bestByLanguage[quote.language];
  if (!best || quote.score > best.score) e.bestByLanguage[quote.language] = quote;
  if (e.quotes.length >= KEPT_QUOTES && quote.score <= e.quotes[e.quotes.length - 1]!.score) return;
  let at = e.quotes.length;
  while (at > 0 && e.quotes[at - 1]!.score < quote.score) at--;
  e.quotes.splice(at, 0, quote);
  if (e.quotes.length > KEPT_QUOTES) e.quotes.pop();
}

export const QUOTE_LIMITS = { long: LONG };
