import type { ChatLanguage } from '@seedline/shared';
import { PAIN_KINDS, type PainKind } from './cue-lexicon';
import type { Period } from './measures';
import { EN_GENERIC_NOUNS, EN_STOP_WORDS, ROMAN_UR_STOP_WORDS, UR_STOP_WORDS } from './stop-words';
import { extractTextFeatures } from './text-features';
import type { Span } from './text-normal';
import { tokenize, type PosProfile } from './tokens';
import { urduStem } from './urdu-words';
import { TOOL_IMPLIES, conceptById } from './workplace-lexicon';

/**
 * The compact form of one answer that theme finding reads: per sentence, the keys it raises
 * ("work:approval", "document:invoice", "channel:email", "tool:Excel", "term:referral") as small
 * integers, its pains as a bit mask, and flags. Built from the text features; the evidence collector
 * (theme-evidence.ts) takes what it needs and lets both go.
 */
export type AnswerUnit = {
  response: number;
  questionId: string;
  source: 'answer' | 'follow-up';
  text: string;
};

export type SentenceDigest = {
  start: number;
  end: number;
  keys: number[];
  pains: number;
  wish: boolean;
  /** Says the thing is fine and names no pain or wish: its keys do not count toward themes. */
  reassuring: boolean;
  /** States a number, time or frequency, or names a tool. */
  concrete: boolean;
};

export type AnswerDigest = AnswerUnit & {
  language: ChatLanguage;
  sentences: SentenceDigest[];
  /** Weekly efforts stated, with the index of the sentence that states each. */
  efforts: Array<{ sentence: number; hours: number; per: Period; hoursPerWeek: number }>;
};

/** Keys of the lexicons and tools; the respondents' own words (term, phrase, np, verb) are not facets. */
const FACET_KEY = /^(work|document|channel|place|tool):/;

/** Interns key strings as small integers and remembers how a term was first written. */
export class KeyRegistry {
  private readonly ids = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly surfaces: string[] = [];
  private readonly facet: boolean[] = [];

  id(key: string, surface = ''): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(key, id);
      this.keys.push(key);
      this.surfaces.push(surface);
      this.facet.push(FACET_KEY.test(key));
    }
    return id;
  }

  /** The id of a key already registered, without registering it. */
  find(key: string): number | undefined {
    return this.ids.get(key);
  }

  /** A lexicon concept or a tool, which may describe a theme (the respondents' own words do not). */
  isFacet(id: number): boolean {
    return this.facet[id]!;
  }

  key(id: number): string {
    return this.keys[id]!;
  }

  surface(id: number): string {
    return this.surfaces[id]!;
  }

  get size(): number {
    return this.keys.length;
  }
}

/**
 * Digests of the answers read so far in one report, by text: respondents often give the same answer
 * word for word ("Nothing", "N/A", a stock complaint), and the text alone decides its digest for a given
 * registry and tagger profile. Use one only while reading a report's answers: it holds the digests it
 * handed out first, and keys added to them later would reach the copies handed out after.
 */
export class DigestCache {
  private readonly seen = new Map<string, AnswerDigest>();

  constructor(
    private readonly registry: KeyRegistry,
    private readonly profile?: PosProfile,
    private readonly limit = 20_000,
  ) {}

  digest(unit: AnswerUnit): AnswerDigest {
    const known = this.seen.get(unit.text);
    if (known) {
      // A digest's sentence keys grow later (theme keys, acronyms): each answer gets its own.
      return {
        ...unit,
        language: known.language,
        sentences: known.sentences.map((s) => ({ ...s, keys: [...s.keys] })),
        efforts: known.efforts.map((e) => ({ ...e })),
      };
    }
    const fresh = digestAnswer(unit, this.registry, this.profile);
    // The answer's own digest is kept, not a copy (no memory beyond the map): a cache lives only while
    // the answers are read, before anything adds keys to a digest.
    if (this.seen.size < this.limit && unit.text.length <= 2_000) this.seen.set(unit.text, fresh);
    return fresh;
  }
}

let scratchBuffer = new Uint8Array(1024);

/** A zeroed byte per character, reused from answer to answer (allocating one each time costs more). */
function scratch(length: number): Uint8Array {
  if (scratchBuffer.length < length) scratchBuffer = new Uint8Array(Math.max(length, scratchBuffer.length * 2));
  scratchBuffer.fill(0, 0, length);
  return scratchBuffer;
}

const CONCEPT_KEYS = new Map<string, string>();

/** "work:approval", "document:invoice": a lexicon concept as a key. */
function conceptKey(id: string): string {
  let key = CONCEPT_KEYS.get(id);
  if (key === undefined) {
    key = `${conceptById(id)!.kind}:${id}`;
    CONCEPT_KEYS.set(id, key);
  }
  return key;
}

export function painBit(kind: PainKind): number {
  return 1 << PAIN_KINDS.indexOf(kind);
}

export function digestAnswer(unit: AnswerUnit, registry: KeyRegistry, profile?: PosProfile): AnswerDigest {
  const f = extractTextFeatures(unit.text, { profile });
  // One pass over each kind of feature, each into the sentence it starts in.
  const buckets = f.sentences.map(() => ({
    keys: new Set<number>(),
    pains: 0,
    wish: false,
    positive: false,
    concrete: false,
  }));
  const sentenceAt = (start: number) => {
    let i = f.sentences.length - 1;
    while (i > 0 && f.sentences[i]!.start > start) i--;
    return i;
  };
  // Characters already read as something else (a concept, a cue, a tool, a measure): no term there.
  const taken = scratch(unit.text.length);
  const take = (span: Span) => {
    taken.fill(1, span.start, span.end);
    return buckets[sentenceAt(span.start)]!;
  };

  for (const list of [f.work, f.documents]) {
    for (const c of list) take(c).keys.add(registry.id(conceptKey(c.id)));
  }
  // Channels and places say where work happens: their words may still be part of the respondents' own
  // phrases ("the shared customer inbox"), and stand alone as light "where:" keys.
  for (const list of [f.channels, f.places]) {
    for (const c of list) {
      taken.fill(2, c.start, c.end);
      buckets[sentenceAt(c.start)]!.keys.add(registry.id(conceptKey(c.id)));
    }
  }
  for (const t of f.tools) {
    const b = take(t);
    b.keys.add(registry.id(`tool:${t.name}`, t.name));
    const implied = TOOL_IMPLIES[t.name];
    if (implied) b.keys.add(registry.id(conceptKey(implied)));
    b.concrete = true;
  }
  for (const p of f.pains) take(p).pains |= painBit(p.kind);
  for (const w of f.wishes) take(w).wish = true;
  for (const p of f.positives) take(p).positive = true;
  for (const list of [f.volumes, f.frequencies, f.durations]) for (const m of list) take(m).concrete = true;
  for (const phrase of f.nounPhrases) {
    const b = buckets[sentenceAt(phrase.start)]!;
    for (const k of termKeys(unit.text, phrase.words, taken, f.language, registry)) b.keys.add(k);
  }
  if (f.language === 'en') {
    for (const t of f.tokens ?? tokenize(unit.text, 'en', profile)) {
      if (t.pos !== 'VERB' || taken[t.start] !== 0 || !isTermWord(t.lemma, 'en') || GENERIC_VERBS.has(t.lemma))
        continue;
      const b = buckets[sentenceAt(t.start)]!;
      b.keys.add(registry.id(`verb:${t.lemma}`, t.text.toLowerCase()));
      // The respondent's own "-ing" form, which a theme name may open with ("Sorting ...").
      if (/ing$/i.test(t.text)) b.keys.add(registry.id(`ving:${t.lemma}`, t.text.toLowerCase()));
    }
  }

  return {
    ...unit,
    language: f.language,
    sentences: f.sentences.map((s, i) => {
      const b = buckets[i]!;
      return {
        start: s.start,
        end: s.end,
        keys: [...b.keys],
        pains: b.pains,
        wish: b.wish,
        reassuring: b.positive && b.pains === 0 && !b.wish,
        concrete: b.concrete,
      };
    }),
    efforts: f.efforts.map(({ start, hours, per, hoursPerWeek }) => ({
      sentence: sentenceAt(start),
      hours,
      per,
      hoursPerWeek,
    })),
  };
}

/**
 * A noun phrase's free words as keys: the head of each run of them ("term:"), the last two as a phrase
 * ("phrase:"), and the whole run of two or more words ("np:", for names and keyphrases only). Urdu has no
 * tagger here: every free word is a term (its plural and oblique endings taken off), and neighbours pair up.
 */
function termKeys(
  text: string,
  words: ReadonlyArray<{ lemma: string; pos: string; start: number; end: number }>,
  taken: Uint8Array,
  language: ChatLanguage,
  registry: KeyRegistry,
): number[] {
  const out: number[] = [];
  type Word = (typeof words)[number];
  let run: Word[] = [];
  // As written, lower-cased unless it is an acronym ("POD", "PODs").
  const written = (from: Word, to: Word) => {
    const words = text.slice(from.start, to.end);
    return /^[A-Z]{2,6}s?$/.test(words) ? words : words.toLowerCase();
  };
  // One key for a word however it is hyphenated ("e-mail" and "email", "re-type" and "retype").
  const lemma = (w: Word) => (language === 'ur' ? urduStem(w.lemma) : w.lemma.replace(/-/g, ''));
  const flush = () => {
    // An English term ends in a noun ("better search" leaves "better" out once "search" is taken).
    while (language === 'en' && run.length > 0 && !NOUN_TAGS.has(run[run.length - 1]!.pos)) run.pop();
    const head = run[run.length - 1];
    if (head) {
      // Every noun of the run is a term too ("glorp" in "glorp entries"); in Urdu every word.
      const single = (w: Word) => `${taken[w.start] === 2 ? 'where' : 'term'}:${lemma(w)}`;
      for (const w of run.slice(0, -1)) {
        if (language === 'ur' || NOUN_TAGS.has(w.pos)) out.push(registry.id(single(w), written(w, w)));
      }
      out.push(registry.id(single(head), written(head, head)));
      if (run.length >= 2) {
        const pair = run.slice(-2);
        out.push(registry.id(`phrase:${pair.map(lemma).join(' ')}`, written(pair[0]!, pair[1]!)));
        out.push(registry.id(`np:${run.map(lemma).join(' ')}`, written(run[0]!, head)));
      }
    }
    run = [];
  };
  for (const w of words) {
    const free = taken[w.start] !== 1 && taken[w.end - 1] !== 1 && isTermWord(w.lemma, language);
    if (free) run.push(w);
    else flush();
  }
  flush();
  return out;
}

/** Verbs that say nothing about the topic ("take", "spend", "get"). */
const GENERIC_VERBS = new Set(
  `be have do get go make take spend need want use try know think say tell come give put keep let seem feel
  see look ask call mean end start happen work like love hate find goes gets takes makes help sit stand wait
  arrive send lose miss forget remember change move stop run write read check fill`.split(/\s+/),
);

const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

/** "checking", "filling": a generic verb used as a noun says no more than the verb. */
function genericGerund(lemma: string): boolean {
  if (!lemma.endsWith('ing')) return false;
  const stem = lemma.slice(0, -3);
  return GENERIC_VERBS.has(stem) || GENERIC_VERBS.has(`${stem}e`);
}

function isTermWord(lemma: string, language: ChatLanguage): boolean {
  if (/\d/.test(lemma) || !/^[\p{L}\p{M}'-]+$/u.test(lemma)) return false;
  if (language === 'ur') return lemma.length >= 2 && !UR_STOP_WORDS.has(lemma) && !EN_STOP_WORDS.has(lemma);
  return (
    lemma.length >= 3 &&
    !EN_STOP_WORDS.has(lemma) &&
    !EN_GENERIC_NOUNS.has(lemma) &&
    !ROMAN_UR_STOP_WORDS.has(lemma) &&
    !genericGerund(lemma)
  );
}
