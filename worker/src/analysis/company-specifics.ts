import type { ChatLanguage } from '@seedline/shared';
import { extractTextFeatures, type TextFeatures } from './text-features';
import type { Span } from './text-normal';
import { TOOL_NAMES_UR } from './company-tables';

/**
 * The specifics of a company's own text that can each seed an interview question, read with the shared
 * text-analysis layer: the tools and systems it names (known or not), its documents and channels, its
 * volumes and stated times, its pains, its outcomes and statistics, and its own multi-word terms.
 * `text` is the company's words, quoted verbatim (a name, a phrase or a shortened clause).
 */
export type SpecificKind =
  'tool' | 'channel' | 'document' | 'place' | 'term' | 'volume' | 'measure' | 'pain' | 'outcome';
export type Specific = { kind: SpecificKind; text: string; start: number };

/** Broad to specific: systems and channels first, then things counted, then what hurts and what changed. */
export const SPECIFIC_ORDER: readonly SpecificKind[] = [
  'tool',
  'channel',
  'document',
  'place',
  'term',
  'volume',
  'measure',
  'pain',
  'outcome',
];

/** Which kinds win a place first when there are more specifics than questions. */
export const SPECIFIC_PRIORITY: readonly SpecificKind[] = [
  'tool',
  'document',
  'volume',
  'pain',
  'outcome',
  'channel',
  'place',
  'measure',
  'term',
];

const MAX_QUOTE_WORDS = 16;
/** A clause shorter than this says too little alone ("around 25 a week"): its whole sentence is quoted. */
const MIN_CLAUSE_WORDS = 5;
const MAX_QUOTE_CHARS = 120;
const MAX_PER_KIND = 4;
/** How far either side of a position a clause is looked for in a very long sentence. */
const CLAUSE_WINDOW = 1_000;

/** A statement of a result or a trend, not a process: "complaints have risen 30% this year". */
const OUTCOME =
  /\d\s?%|\bper ?cent\b|\b(?:risen|rose|rising|increased|grown|grew|doubled|tripled|fallen|fell|dropped|declined|decreased|halved|went up|gone up|went down|gone down)\b|\b(?:up|down) from\b|فیصد|بڑھ گئ|بڑھ گیا|کم ہو گئ|کم ہو گیا|دگنا|دگنی/iu;
const CLAUSE_BREAK = /[,;:،]|\s{1,5}(?:but|while|whereas|and then|لیکن|جبکہ|اور)\s{1,5}/giu;
const LEADING_JOINER = /^(?:and|so|which|that|also|then|but|while|اور|پھر|لیکن)\s+/iu;
/** Terms too general to ask about as the company's own. */
const GENERAL_HEADS = new Set([
  'thing',
  'lot',
  'way',
  'time',
  'day',
  'week',
  'month',
  'year',
  'people',
  'staff',
  'team',
  'company',
  'business',
  'organisation',
  'organization',
  'work',
  'job',
  'number',
  'hour',
  'minute',
  'part',
  'kind',
  'type',
  'morning',
  'afternoon',
  'evening',
  'night',
  'season',
  'end',
  'start',
]);

/** A plural before another word ("customers ring", "marks rooms"): mostly a verb the tagger read as a noun. */
const PLURAL_INSIDE = /\b[a-z]{1,40}[^su\s]s\s{1,5}\S/i;

export function readSpecifics(companyData: string, language?: ChatLanguage): Specific[] {
  return readSpecificsWithFeatures(companyData, language).specifics;
}

/** The specifics with the text features they were read from (its sentences, documents, ...). */
export function readSpecificsWithFeatures(
  companyData: string,
  language?: ChatLanguage,
): { specifics: Specific[]; features: TextFeatures } {
  const features = extractTextFeatures(companyData, language ? { language } : {});
  return { specifics: specificsOf(companyData, features), features };
}

export function specificsOf(text: string, f: TextFeatures): Specific[] {
  // Clauses (outcomes, stated times, pains) and words (names, documents, rates, terms) are kept apart: a
  // clause may quote a tool the company names, but no two clauses, or two words, share their text.
  const taken: Record<'clause' | 'word', Span[]> = { clause: [], word: [] };
  const seen = new Set<string>();
  const out: Specific[] = [];
  const perKind = new Map<SpecificKind, number>();
  /** Adds a specific unless its words, or the span they stand on, were already used. */
  const add = (kind: SpecificKind, quote: string, span: { start: number; end: number }) => {
    const key = quote.toLowerCase().replace(/\s+/g, ' ').trim();
    if (key.length < 2 || seen.has(key) || (perKind.get(kind) ?? 0) >= MAX_PER_KIND) return;
    const group = taken[kind === 'outcome' || kind === 'measure' || kind === 'pain' ? 'clause' : 'word'];
    if (group.some((t) => t.start < span.end && span.start < t.end)) return;
    seen.add(key);
    group.push({ text: quote, ...span });
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    out.push({ kind, text: quote, start: span.start });
  };

  const atSentenceStart = (at: number) => f.sentences.some((x) => x.start === at);
  const quoteOf = (span: Span) => (atSentenceStart(span.start) ? lowerCommon(span.text) : span.text);
  const company = companyName(text);
  // Outcomes first, so a statistic is never read as a volume or a pain; then rates ("140 calls a day").
  for (const sentence of f.sentences) {
    const m = OUTCOME.exec(sentence.text);
    if (!m) continue;
    const clause = clauseAround(text, sentence, sentence.start + m.index);
    add('outcome', clause.text, clause);
  }
  for (const volume of f.volumes) {
    if (volume.count > 1 && volume.per !== null) add('volume', volume.text, volume);
  }
  if (f.language === 'en') {
    // Systems the shared reader does not name: "printed from our Epicor ERP", "come from Booking.com".
    FROM_SYSTEM.lastIndex = 0;
    for (let m = FROM_SYSTEM.exec(text); m !== null; m = FROM_SYSTEM.exec(text)) {
      const name = m[1]!;
      const start = m.index + m[0].lastIndexOf(name);
      if (!NOT_TOOLS.test(name) && !(company !== null && company.includes(name)))
        add('tool', name, { start, end: start + name.length });
    }
  }
  // Tools the tables do not know first: they are this company's own.
  for (const tool of [...f.tools].sort((x, y) => Number(x.known) - Number(y.known))) {
    let name = f.language === 'ur' ? (/[A-Za-z]/.test(tool.text) ? tool.name : tool.text) : tool.name;
    name = name.split(/\.\s/)[0]!;
    // A version the table leaves off ("Sage 200").
    const version = /^ \d{2,4}(?![\d%])/.exec(text.slice(tool.start + name.length, tool.start + name.length + 6));
    if (version && tool.text === name) name += version[0];
    if (NOT_TOOLS.test(name) || (company !== null && company.includes(name))) continue;
    // "Epicor ERP": the category after a named product adds nothing.
    if (out.some((o) => o.kind === 'tool' && /^\s$/.test(text.slice(o.start + o.text.length, tool.start)))) continue;
    // An unknown product with what it is ("Philips dictation devices") says more than its name alone.
    const phrase = tool.known || f.language === 'ur' ? null : phraseAround(f, tool, true);
    if (phrase && phrase.start === tool.start && phrase.text.split(/\s+/).length > name.split(/\s+/).length) {
      add('tool', phrase.text, phrase);
      continue;
    }
    add('tool', f.language === 'ur' ? (TOOL_NAMES_UR[name] ?? name) : name, {
      start: tool.start,
      end: tool.start + name.length,
    });
  }
  const concepts: Array<[SpecificKind, typeof f.documents]> = [
    ['document', f.documents.filter((d) => d.id !== 'document')],
    ['channel', f.channels],
    ['place', f.places],
  ];
  const all = [...f.documents, ...f.channels, ...f.places, ...f.work].sort((a, b) => a.start - b.start);
  for (const [kind, mentions] of concepts) {
    const best = new Map<string, Span>();
    for (const mention of mentions) {
      if (mention.fuzzy || (f.language === 'en' && /(?:ed|ing)$/i.test(mention.text))) continue;
      // A place that modifies a noun names a thing kept there ("paper diary", "spreadsheet tab"); a document
      // or channel that modifies one is not the thing talked about ("form tutors").
      let phrase = phraseAround(f, mention);
      if (phrase === undefined && kind === 'place') phrase = phraseAround(f, mention, true);
      if (phrase === undefined) continue;
      const usable = phrase && !(kind === 'channel' && PLURAL_INSIDE.test(phrase.text));
      const span =
        usable && phrase && f.language === 'en'
          ? phrase
          : f.language === 'ur'
            ? joinAdjacent(text, mention, all)
            : mention;
      const current = best.get(mention.id);
      if (!current || span.text.split(/\s+/).length > current.text.split(/\s+/).length) best.set(mention.id, span);
    }
    for (const span of [...best.values()].sort((a, b) => a.start - b.start)) add(kind, quoteOf(span), span);
  }
  for (const measure of [...f.efforts, ...f.durations, ...f.frequencies]) {
    const sentence = f.sentences.find((s) => s.start <= measure.start && measure.end <= s.end);
    if (!sentence) continue;
    const clause = clauseAround(text, sentence, measure.start);
    add('measure', quoteOf(clause), clause);
  }
  for (const pain of f.pains) {
    const sentence = f.sentences.find((s) => s.start <= pain.start && pain.end <= s.end);
    if (!sentence) continue;
    const clause = clauseAround(text, sentence, pain.start);
    add('pain', quoteOf(clause), clause);
  }
  const first = f.sentences[0];
  for (const phrase of f.nounPhrases) {
    if (phrase.words.length < 2 || GENERAL_HEADS.has(phrase.head) || /\d/.test(phrase.text)) continue;
    // The company describing itself ("a high-street law firm"), or a name: not a topic to ask about.
    if (first && phrase.start < first.end) continue;
    if (phrase.words.some((w) => w.pos === 'VERB')) continue;
    // Urdu has no tagger here: its runs of words are not reliable terms.
    if (f.language === 'ur') continue;
    // A last word that takes an object is a verb the tagger missed ("dispatchers re-type each one").
    if (VERB_FOLLOWS.test(text.slice(phrase.end, phrase.end + 12))) continue;
    if (PLURAL_INSIDE.test(phrase.text) || text[phrase.end] === '-') continue;
    add('term', quoteOf(phrase), phrase);
  }
  return out;
}

/**
 * The noun phrase a concept heads ("handwritten timesheets" around "timesheets"): null when there is none
 * or it is long, undefined when the concept only modifies another noun ("form tutors").
 */
function phraseAround(f: TextFeatures, span: Span, asModifier = false): Span | null | undefined {
  const phrase = f.nounPhrases.find((p) => p.start <= span.start && span.end <= p.end);
  if (!phrase) return null;
  if (f.language === 'en' && phrase.end !== span.end && !asModifier) return undefined;
  return phrase.words.length > 3 ? null : phrase;
}

const VERB_FOLLOWS =
  /^ (?:each|them|it|the|a|an|their|our|his|her|its|these|those|this|that|all|every|printed|up|out)\b/i;

/** Acronyms and words that name no tool, and calendar words a name pattern may pick up. */
const NOT_TOOLS = /^(?:GP|GPs|NHS|PhD|MBA|Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Saturdays?|Sundays?)$/;

// Up to six capitalised words, spaces between them: "(?:[A-Z][\w'&.-]*\s*)+?" could split "AAAA..." into words
// in exponentially many ways.
const COMPANY_NAME =
  /^\s{0,5}([A-Z][\w'&.-]{0,40}(?:\s{1,3}[A-Z][\w'&.-]{0,40}){0,5}?)\s{1,5}(?:is|are|was|runs|provides|plans|sells|has|makes|operates)\b/;
const FROM_SYSTEM =
  /\b(?:from|through|in) (?:our |the )?([A-Z][A-Za-z0-9]{1,40}(?:\.[a-z]{2,3})?(?: \d{2,4})?)(?= (?:ERP|CRM|system|software|and|or|,)|,)/g;

/** The regexes applied to a whole text or clause, for the complexity guard spec. */
export const COMPANY_SPECIFIC_PATTERNS: readonly RegExp[] = [
  CLAUSE_BREAK,
  LEADING_JOINER,
  PLURAL_INSIDE,
  FROM_SYSTEM,
  COMPANY_NAME,
];

/** The company's own name when the text opens with it ("MetroInsure is a broker"). */
function companyName(text: string): string | null {
  const m = COMPANY_NAME.exec(text);
  return m ? m[1]!.trim() : null;
}

/** In Urdu, a concept with the concept words right next to it ("کاغذی" + "رجسٹر" -> "کاغذی رجسٹر"). */
function joinAdjacent(text: string, span: Span, all: readonly Span[]): Span {
  let { start, end } = span;
  // Only the mentions near the span (all is sorted by start), and no longer than a quote: joining every
  // mention of a 50,000-character run of concept words took cubic time.
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.start < span.start - MAX_QUOTE_CHARS) lo = mid + 1;
    else hi = mid;
  }
  const near: Span[] = [];
  for (let i = lo; i < all.length && all[i]!.start <= span.end + MAX_QUOTE_CHARS; i++) near.push(all[i]!);
  for (let grown = true; grown && end - start <= MAX_QUOTE_CHARS;) {
    grown = false;
    for (const other of near) {
      if (other.start > end && other.start <= end + 1 && /^\s?$/.test(text.slice(end, other.start))) {
        end = other.end;
        grown = true;
      } else if (other.end < start && other.end >= start - 1 && /^\s?$/.test(text.slice(other.end, start))) {
        start = other.start;
        grown = true;
      }
    }
  }
  return { text: text.slice(start, end), start, end };
}

/** Lower-cases a leading capital of an ordinary word ("Emails" -> "emails"), never a name or acronym. */
export function lowerCommon(text: string): string {
  return /^[A-Z][a-z]+(?:\s|$)/.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text)
    ? text[0]!.toLowerCase() + text.slice(1)
    : text;
}

/** The clause of a sentence around a position, shortened to a window of words around it. */
export function clauseAround(text: string, whole: Span, at: number): Span {
  // A quote is at most MAX_QUOTE_CHARS long: a longer sentence is read only within CLAUSE_WINDOW characters
  // either side of the position, so quoting every measure of a 50,000-character run-on sentence stays linear.
  const from = Math.max(whole.start, at - CLAUSE_WINDOW);
  const to = Math.min(whole.end, at + CLAUSE_WINDOW);
  const sentence =
    from === whole.start && to === whole.end ? whole : { text: text.slice(from, to), start: from, end: to };
  let start = sentence.start;
  let end = sentence.end;
  const inner = text.slice(sentence.start, sentence.end);
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(inner); m !== null; m = CLAUSE_BREAK.exec(inner)) {
    const breakStart = sentence.start + m.index;
    const breakEnd = breakStart + m[0].length;
    if (breakEnd <= at) start = breakEnd;
    else if (breakStart > at) {
      end = breakStart;
      break;
    }
  }
  if (text.slice(start, end).trim().split(/\s+/).length < MIN_CLAUSE_WORDS) {
    start = sentence.start;
    end = sentence.end;
  }
  // Trim spaces, joiners and a final full stop.
  while (start < end && /\s/.test(text[start]!)) start++;
  const joiner = LEADING_JOINER.exec(text.slice(start, end));
  if (joiner && start + joiner[0].length <= at) start += joiner[0].length;
  while (end > start && /[\s.!?۔؟"“”]/.test(text[end - 1]!)) end--;
  while (start < end && /["“”]/.test(text[start]!)) start++;

  // At most MAX_QUOTE_WORDS words, starting up to four words before the position.
  const words = [...text.slice(start, end).matchAll(/\S+/g)].map((m) => ({
    start: start + m.index,
    end: start + m.index + m[0].length,
  }));
  if (words.length > MAX_QUOTE_WORDS) {
    const atWord = Math.max(
      0,
      words.findIndex((w) => w.end > at),
    );
    const first = Math.min(Math.max(0, atWord - 4), words.length - MAX_QUOTE_WORDS);
    start = words[first]!.start;
    end = words[first + MAX_QUOTE_WORDS - 1]!.end;
  }
  while (end - start > MAX_QUOTE_CHARS) {
    const cut = text.lastIndexOf(' ', end - 1);
    if (cut <= start || cut <= at) {
      end = start + MAX_QUOTE_CHARS;
      break;
    }
    end = cut;
  }
  while (end > start && /[\s,;:،.]/.test(text[end - 1]!)) end--;
  return { text: text.slice(start, end), start, end };
}
