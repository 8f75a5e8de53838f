import { DIGITS, EN_COUNT, EN_NUM, UR_NUM, parseNumber } from './numbers';
import { toAsciiDigits } from './text-analysis';
import { EN_STOP_WORDS, UR_STOP_WORDS } from './stop-words';
import { WORD_END as E, WORD_START as B, eachMatch, normalizeWord, overlaps, type Span } from './text-normal';

/**
 * Volumes, frequencies and durations stated in free text, with numbers normalised: "140 calls a day",
 * "every Friday", "2 hours a week", "روزانہ دو گھنٹے", Urdu digits too. Durations are in hours; a working
 * day is 8 hours and a week of work 5 days. Efforts combine a duration with its period into hours a
 * week: "2 hours a day" is 10 h/week, "half a day every Friday" 4 h/week, "5 minutes each, 60 invoices
 * a day" 25 h/week.
 */
export type Period = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

export const WORKING_DAY_HOURS = 8;
export const WORKING_DAYS_PER_WEEK = 5;

/** How many of each period fall in one working week. */
export const PER_WEEK: Record<Period, number> = {
  hour: WORKING_DAY_HOURS * WORKING_DAYS_PER_WEEK,
  day: WORKING_DAYS_PER_WEEK,
  week: 1,
  month: 12 / 52,
  quarter: 4 / 52,
  year: 1 / 52,
};

export type Volume = Span & { count: number; item: string; per: Period | null };
export type Frequency = Span & { count: number; per: Period };
export type Duration = Span & { hours: number; per: Period | null; each: boolean };
export type Effort = Span & { hours: number; per: Period; hoursPerWeek: number };
export type Measures = { volumes: Volume[]; frequencies: Frequency[]; durations: Duration[]; efforts: Effort[] };

// ---- units and periods ---------------------------------------------------------------------------

const EN_UNIT_HOURS: Array<[RegExp, number]> = [
  [/^(h|hrs?|hours?)$/, 1],
  [/^(mins?|minutes?)$/, 1 / 60],
  [/^days?$/, WORKING_DAY_HOURS],
  [/^weeks?$/, WORKING_DAY_HOURS * WORKING_DAYS_PER_WEEK],
];
const UR_UNIT_HOURS: Array<[RegExp, number]> = [
  [/^(گھنٹے|گھنٹہ|گھنٹا|گھنٹوں)$/u, 1],
  [/^(منٹ|منٹس)$/u, 1 / 60],
  [/^(دن|دنوں)$/u, WORKING_DAY_HOURS],
  [/^(ہفتے|ہفتہ)$/u, WORKING_DAY_HOURS * WORKING_DAYS_PER_WEEK],
];

function unitHours(unit: string): number {
  const u = normalizeWord(unit);
  for (const [pattern, hours] of [...EN_UNIT_HOURS, ...UR_UNIT_HOURS]) if (pattern.test(u)) return hours;
  return 0;
}

const EN_PERIOD_WORDS =
  'hour|day|week|month|quarter|year|morning|afternoon|evening|night|shift|working day|weekday|business day';

function periodOf(word: string): Period {
  const w = word.toLowerCase();
  if (/^(weekday|working day|business day)/.test(w)) return 'day';
  if (w.startsWith('hour')) return 'hour';
  if (/^(week|weekly|fortnight)/.test(w)) return 'week';
  if (/^(month|monthly)/.test(w)) return 'month';
  if (/^quarter/.test(w)) return 'quarter';
  if (/^(year|annual)/.test(w)) return 'year';
  return 'day';
}

// ---- the rules, applied in order; a later match may not overlap an earlier one ------------------

type Reading =
  | { type: 'volume'; count: number; item: string; per: Period | null }
  | { type: 'frequency'; count: number; per: Period }
  | { type: 'duration'; hours: number; per: Period | null; each: boolean };

type Found = Reading & { span: Span };

/**
 * A rule runs only when its gate, a cheap test, finds the words it needs in the text; English rules are
 * ASCII regexes without the u flag, which V8 runs several times faster than Unicode-aware ones.
 */
type Rule = { gate: RegExp; pattern: RegExp; read: (m: RegExpMatchArray) => Reading | null };

const en = (source: string) => new RegExp(source, 'gi');
const ur = (source: string) => new RegExp(source, 'gu');
const DAY_NAMES = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const UR_DAY_NAMES = 'پیر|منگل|بدھ|جمعرات|جمعہ|اتوار';
const TIME_UNIT =
  /^(h|hrs?|hours?|mins?|minutes?|days?|weeks?|months?|years?|times?|percent|گھنٹے|گھنٹہ|گھنٹا|گھنٹوں|منٹ|منٹس|دن|دنوں|ہفتے|ہفتہ|مہینے|بار|دفعہ|مرتبہ|فیصد)$/iu;
const EACH_AFTER = /^\s*(?:each|apiece|a piece|per (?!hour|day|week|month|year)[a-z]+|for each|ہر ایک)/iu;
const EACH_BEFORE = /\b(each one|each of them|every one|per item)\b|ہر ایک/iu;

const PERIOD_AFTER =
  /\b(?:a|an|per|each|every)\s{1,5}(?:hour|day|week|month|quarter|year|morning|afternoon|evening|night|shift|working|weekday|business)/i;
const DIGIT = /\d/;

function duration(hours: number | null, per: Period | null): Reading | null {
  return hours === null || hours <= 0 ? null : { type: 'duration', hours, per, each: false };
}

const RULES: Rule[] = [
  // "140 calls a day", "200 invoices every month"
  {
    gate: PERIOD_AFTER,
    pattern: en(
      String.raw`\b(${EN_COUNT})\s{1,5}((?:[a-z'-]{1,40}\s{1,5}){0,2}?[a-z'-]{1,40})\s{1,5}(?:a|an|per|each|every)\s{1,5}(${EN_PERIOD_WORDS})\b`,
    ),
    read: (m) => volume(m[1]!, m[2]!, periodOf(m[3]!)),
  },
  // "twice a week", "3 times a day", "once a month"
  {
    gate: /\b(once|twice|thrice|times)\b/i,
    pattern: en(
      String.raw`\b(once|twice|thrice|${EN_COUNT}\s{1,5}times)\s{1,5}(?:a|an|per|each|every)\s{1,5}(${EN_PERIOD_WORDS})\b`,
    ),
    read: (m) => {
      const w = m[1]!.toLowerCase();
      const count =
        w === 'once' ? 1 : w === 'twice' ? 2 : w === 'thrice' ? 3 : parseNumber(w.slice(0, -'times'.length).trimEnd());
      return count === null ? null : { type: 'frequency', count, per: periodOf(m[2]!) };
    },
  },
  // "ہفتے میں دو بار", "دن میں ۳ دفعہ"
  {
    gate: /بار|دفعہ|مرتبہ/u,
    pattern: ur(String.raw`${B}(دن|ہفتے|ہفتہ|مہینے|سال)\s{1,5}میں\s{1,5}(${UR_NUM})\s{1,5}(?:بار|دفعہ|مرتبہ)${E}`),
    read: (m) => {
      const count = parseNumber(m[2]!);
      return count === null ? null : { type: 'frequency', count, per: urduPeriod(m[1]!) };
    },
  },
  // "a full day", "the whole morning", "all afternoon", "half a day", "half my day" (each working day)
  {
    gate: /\b(full|whole|entire)\b/i,
    pattern: en(String.raw`\b(?:(?:a|one|the)\s{1,5})?(?:full|whole|entire)\s{1,5}(day|morning|afternoon|week)\b`),
    read: (m) => duration(wholePart(m[1]!), null),
  },
  {
    gate: /\ball\s{1,5}(morning|afternoon)/i,
    pattern: en(String.raw`\ball\s{1,5}(morning|afternoon)\b`),
    read: (m) => duration(wholePart(m[1]!), null),
  },
  {
    gate: /\bmy\s{1,5}(working\s{1,5})?day\b/i,
    pattern: en(String.raw`\b(half|most)\s{1,5}(?:of\s{1,5})?my\s{1,5}(?:working\s{1,5})?day\b`),
    read: (m) => duration(m[1]!.toLowerCase() === 'half' ? WORKING_DAY_HOURS / 2 : WORKING_DAY_HOURS * 0.75, 'day'),
  },
  {
    gate: /\bhalf[- ]/i,
    pattern: en(String.raw`\bhalf[- ](?:a\s{1,5})?day\b`),
    read: () => duration(WORKING_DAY_HOURS / 2, null),
  },
  // "2 hours", "an hour and a half", "30 mins", "2h", optionally "... a day" / "... every week" / "... daily"
  {
    gate: /\b(hours?|hrs?|minutes?|mins?|days?|weeks?)\b|\dh\b/i,
    pattern: en(
      String.raw`\b(${EN_NUM})(\s{1,5}and\s{1,5}a\s{1,5}half)?\s{0,5}(hours?|hrs?|h|minutes?|mins?|days?|weeks?)(\s{1,5}and\s{1,5}a\s{1,5}half)?(?:\s{1,5}(?:a|an|per|each|every)\s{1,5}(${EN_PERIOD_WORDS})|\s{1,5}(daily|weekly|monthly))?\b`,
    ),
    read: (m) => {
      const n = parseNumber(m[1]!);
      if (n === null || (m[3]!.toLowerCase() === 'h' && !/^\d/.test(m[1]!))) return null;
      const half = m[2] || m[4] ? 0.5 : 0;
      const per = m[5] ? periodOf(m[5]) : m[6] ? periodOf(m[6]) : null;
      return duration((n + half) * unitHours(m[3]!), per);
    },
  },
  // Urdu: "پورا دن", "سارا دن", "آدھا دن", "دو گھنٹے", "۳۰ منٹ" (not "دن میں": that is "per day")
  {
    gate: /دن/u,
    pattern: ur(String.raw`${B}(?:پورا|سارا|پورے|سارے)\s{1,5}دن${E}`),
    read: () => duration(WORKING_DAY_HOURS, null),
  },
  {
    gate: /گھنٹ|منٹ|دن|ہفت/u,
    pattern: ur(
      String.raw`${B}(${UR_NUM})\s{1,5}(گھنٹے|گھنٹہ|گھنٹا|گھنٹوں|منٹ|منٹس|دن|دنوں|ہفتے|ہفتہ)${E}(?!\s{0,5}میں)`,
    ),
    read: (m) => {
      const n = parseNumber(m[1]!);
      return duration(n === null ? null : n * unitHours(m[2]!), null);
    },
  },
  // "every other day", "every two weeks", "fortnightly", "every Friday", "on Mondays", "month-end", "daily"
  {
    gate: /\bevery\s{1,5}(other|second)\b/i,
    pattern: en(String.raw`\bevery\s{1,5}(?:other|second)\s{1,5}(day|week|month)\b`),
    read: (m) => ({ type: 'frequency', count: 0.5, per: periodOf(m[1]!) }),
  },
  {
    gate: /\bevery\s{1,5}\S{1,40}\s{1,5}(days|weeks|months)\b/i,
    pattern: en(String.raw`\bevery\s{1,5}(${EN_COUNT})\s{1,5}(days|weeks|months)\b`),
    read: (m) => {
      const n = parseNumber(m[1]!);
      return n === null || n <= 0 ? null : { type: 'frequency', count: 1 / n, per: periodOf(m[2]!) };
    },
  },
  {
    gate: /fortnightly|biweekly|bi-weekly/i,
    pattern: en(String.raw`\b(fortnightly|bi-?weekly)\b`),
    read: () => ({ type: 'frequency', count: 0.5, per: 'week' }),
  },
  {
    gate: /(mon|tues|wednes|thurs|fri|satur|sun)days?\b/i,
    pattern: en(String.raw`\b(?:(?:every|each|on)\s{1,5}(?:${DAY_NAMES})s?|(?:${DAY_NAMES})s)\b`),
    read: () => ({ type: 'frequency', count: 1, per: 'week' }),
  },
  {
    gate: /\b(daily|weekly|monthly|quarterly|yearly|annually|hourly|every|each)\b|end\b/i,
    pattern: en(
      String.raw`\b(?:month[- ]end|(?:the\s{1,5})?end\s{1,5}of\s{1,5}(?:the|each|every)\s{1,5}month|year[- ]end|(?:daily|weekly|monthly|quarterly|yearly|annually|hourly)|(?:every|each)\s{1,5}(?:working\s{1,5})?(hour|day|weekday|morning|afternoon|evening|night|shift|week|month|quarter|year))\b`,
    ),
    read: (m) => {
      const w = m[0].toLowerCase();
      if (/month[- ]end|end\s+of/.test(w)) return { type: 'frequency', count: 1, per: 'month' };
      if (/year[- ]end|annually|yearly/.test(w)) return { type: 'frequency', count: 1, per: 'year' };
      return { type: 'frequency', count: 1, per: periodOf(m[1] ?? w) };
    },
  },
  // Urdu: "روزانہ", "ہر روز", "ہر ہفتے", "ہفتہ وار", "ہر جمعہ", "ہر مہینے", "ماہانہ", "ہفتے میں"
  {
    gate: /روز|یومیہ|دن/u,
    pattern: ur(String.raw`${B}(?:روزانہ|یومیہ|ہر\s{1,5}روز|ہر\s{1,5}دن|(?:ایک\s{1,5})?دن\s{1,5}میں)${E}`),
    read: () => ({ type: 'frequency', count: 1, per: 'day' }),
  },
  {
    gate: /ہفت|ہر/u,
    pattern: ur(
      String.raw`${B}(?:ہر\s{1,5}ہفتے|ہر\s{1,5}ہفتہ|ہفتہ\s{1,5}وار|(?:ایک\s{1,5})?(?:ہفتے|ہفتہ)\s{1,5}میں|ہر\s{1,5}(?:${UR_DAY_NAMES})(?:\s{1,5}کو)?)${E}`,
    ),
    read: () => ({ type: 'frequency', count: 1, per: 'week' }),
  },
  {
    gate: /مہین|ماہ/u,
    pattern: ur(
      String.raw`${B}(?:ہر\s{1,5}مہینے|ہر\s{1,5}مہینہ|ہر\s{1,5}ماہ|ماہانہ|(?:ایک\s{1,5})?مہینے\s{1,5}میں|مہینے\s{1,5}کے\s{1,5}آخر)${E}`,
    ),
    read: () => ({ type: 'frequency', count: 1, per: 'month' }),
  },
  {
    gate: /سال/u,
    pattern: ur(String.raw`${B}(?:سالانہ|ہر\s{1,5}سال|سال\s{1,5}میں)${E}`),
    read: () => ({ type: 'frequency', count: 1, per: 'year' }),
  },
  // Counts with no period of their own: "14 sites", "3 people", "۸۰ کالز" (the sentence may give one)
  {
    gate: DIGIT,
    pattern: ur(String.raw`(?<![\p{L}\p{M}\p{N}/.,])(${DIGITS})\s{1,5}([\p{L}\p{M}-]{1,40})(?![\p{L}\p{M}\p{N}'’])`),
    read: (m) => volume(m[1]!, m[2]!, null),
  },
];

/** Every regex the rules apply to a whole text (gates and patterns), for the complexity guard spec. */
export const MEASURE_PATTERNS: readonly RegExp[] = [...RULES.flatMap((r) => [r.gate, r.pattern]), EACH_BEFORE];

function volume(countText: string, item: string, per: Period | null): Reading | null {
  const count = parseNumber(countText);
  const words = item.trim().split(/\s+/);
  const last = words[words.length - 1]!;
  if (count === null || TIME_UNIT.test(last)) return null;
  if (words.some((w) => EN_STOP_WORDS.has(w.toLowerCase()) || UR_STOP_WORDS.has(normalizeWord(w)))) return null;
  return { type: 'volume', count, item: item.trim(), per };
}

function wholePart(word: string): number {
  const w = word.toLowerCase();
  if (w === 'week') return WORKING_DAY_HOURS * WORKING_DAYS_PER_WEEK;
  return w === 'day' ? WORKING_DAY_HOURS : WORKING_DAY_HOURS / 2;
}

function urduPeriod(word: string): Period {
  if (word === 'دن') return 'day';
  if (word === 'ہفتے' || word === 'ہفتہ') return 'week';
  if (word === 'مہینے') return 'month';
  return 'year';
}

/** Every measure in the text, and the efforts (hours a week) each sentence states. */
export function readMeasures(text: string, sentences: readonly Span[]): Measures {
  // Urdu and Arabic-Indic digits map one to one onto ASCII digits, so offsets stay the same.
  const digits = toAsciiDigits(text);
  // Accepted readings never overlap, so sorted by start they are sorted by end too: a new match is
  // checked against them by binary search, and one rule's matches (which never overlap each other)
  // are merged in after the rule ran. Linear-logarithmic, where checking every earlier reading was
  // quadratic on a text of thousands of measures.
  let found: Found[] = [];
  for (const rule of RULES) {
    if (!rule.gate.test(digits)) continue;
    const added: Found[] = [];
    eachMatch(rule.pattern, digits, (m) => {
      const span = { text: text.slice(m.index, m.index + m[0].length), start: m.index, end: m.index + m[0].length };
      if (overlapsAny(found, span)) return;
      const item = rule.read(m);
      if (item) added.push({ ...item, span });
    });
    if (added.length > 0) found = mergeByStart(found, added);
  }

  const volumes: Volume[] = [];
  const frequencies: Frequency[] = [];
  const durations: Duration[] = [];
  for (const f of found) {
    if (f.type === 'volume') volumes.push({ ...f.span, count: f.count, item: f.item, per: f.per });
    else if (f.type === 'frequency') frequencies.push({ ...f.span, count: f.count, per: f.per });
    else {
      const each = EACH_AFTER.test(text.slice(f.span.end, f.span.end + 24));
      durations.push({ ...f.span, hours: f.hours, per: f.per, each });
    }
  }
  // A count with no period of its own takes the sentence's ("روزانہ ۸۰ کالز", "every day we get 140 calls").
  const volumesIn = groupBySentence(sentences, volumes);
  const frequenciesIn = groupBySentence(sentences, frequencies);
  volumesIn.forEach((inSentence, i) => {
    const f = frequenciesIn[i]!.find((x) => x.count === 1);
    if (f) for (const v of inSentence) if (v.per === null) v.per = f.per;
  });
  return { volumes, frequencies, durations, efforts: efforts(text, sentences, volumes, frequencies, durations) };
}

function efforts(
  text: string,
  sentences: readonly Span[],
  volumes: Volume[],
  frequencies: Frequency[],
  durations: Duration[],
): Effort[] {
  const out: Effort[] = [];
  const volumesIn = groupBySentence(sentences, volumes);
  const frequenciesIn = groupBySentence(sentences, frequencies);
  const durationsIn = groupBySentence(sentences, durations);
  for (const [i, sentence] of sentences.entries()) {
    const sentenceFrequency = frequenciesIn[i]![0] ?? null;
    const periodic = volumesIn[i]!.filter((v) => v.per !== null);
    // Where the sentence first says "each one", "per item", ...: found once per sentence, where testing
    // the text before every duration re-scanned the sentence per duration (quadratic).
    const eachCue = EACH_BEFORE.exec(text.slice(sentence.start, sentence.end));
    const eachCueEnd = eachCue ? sentence.start + eachCue.index + eachCue[0].length : Infinity;
    for (const d of durationsIn[i]!) {
      const each = d.each || eachCueEnd <= d.start;
      let amount: number;
      let per: Period;
      if (d.per !== null) {
        amount = d.hours;
        per = d.per;
      } else if (each && periodic.length > 0) {
        const v = periodic[0]!;
        amount = d.hours * v.count;
        per = v.per!;
      } else if (sentenceFrequency !== null) {
        amount = d.hours * sentenceFrequency.count;
        per = sentenceFrequency.per;
      } else if (periodic.length > 0) {
        // "2 hours on the 30 invoices that come in every day": the period of the work itself
        amount = d.hours;
        per = periodic[0]!.per!;
      } else continue;
      out.push({ ...sentence, hours: amount, per, hoursPerWeek: amount * PER_WEEK[per] });
    }
  }
  return out;
}

/** True when the span overlaps one of `sorted`, non-overlapping spans sorted by start (binary search). */
function overlapsAny(sorted: readonly Found[], span: Span): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.span.end <= span.start) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && overlaps(sorted[lo]!.span, span);
}

/** Two lists sorted by start merged into one, in one pass. */
function mergeByStart(a: readonly Found[], b: readonly Found[]): Found[] {
  const out: Found[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.span.start <= b[j]!.span.start)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * The items (sorted by start) that lie wholly inside each sentence (sorted, not overlapping), in one
 * sweep over both lists rather than a scan of every item per sentence.
 */
function groupBySentence<T extends Span>(sentences: readonly Span[], items: readonly T[]): T[][] {
  const groups: T[][] = sentences.map(() => []);
  let s = 0;
  for (const item of items) {
    while (s < sentences.length && sentences[s]!.end < item.end) s++;
    if (s >= sentences.length) break;
    if (item.start >= sentences[s]!.start) groups[s]!.push(item);
  }
  return groups;
}
