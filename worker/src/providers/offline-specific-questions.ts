import type { TextFeatures } from '../analysis/text-features';
import type { Span } from '../analysis/text-normal';
import type { ChatLanguage, TypedQuestion } from '@seedline/shared';
import { SPECIFIC_PRIORITY, type Specific, type SpecificKind } from '../analysis/company-specifics';
import { mentionsStatistic } from './interview-guard';
import { framesOf, listOf, TYPED_TEXTS, type FrameInput, type FrameKind } from './offline-question-frames';
import { asContext, nounForm, type NounForm } from './question-grammar';

/** A generated question: its words, the type proposed for it, the frame it came from, whether it cites the data. */
export type PlannedQuestion = { text: string; cites: boolean; frame: string; typed: TypedQuestion };

type Source = {
  text: string;
  specifics: readonly Specific[];
  features: TextFeatures;
  language: ChatLanguage;
  limit: number;
};

/** A specific as a question will use it: its frame kind and what the frame needs. */
type Seed = { specific: Specific; kind: FrameKind; input: FrameInput };

const MAX_CONTEXT_CHARS = 180;
const MAX_TOOL_OPTIONS = 8;
/** A document or place named by a bare general word ("paper", "template") says nothing of this company. */
const WEAK =
  /^(?:(?:old|new|separate|same|other|the)\s)?(?:paper|sheets?|templates?|forms?|notes?|lists?|documents?|files?|records?|reports?|letters?|by post|post)$/i;
/** A plural before another word: mostly a verb the tagger read as a noun ("operators record"). */
const PLURAL_INSIDE = /\b[a-z]{1,40}[^su\s]s\s{1,5}\S/i;
const DEVICE = /(?:devices?|handhelds?|scanners?|machines?|tablets?)$/i;
/** Tools people message through: asked about as a channel ("What reaches you through WhatsApp …"). */
const MESSAGING =
  /^(?:WhatsApp|Slack|Microsoft Teams|Outlook|Gmail|Instagram(?: DMs)?|LinkedIn|Messenger|Telegram|ParentMail|واٹس ایپ)$/i;
/** Everyday office tools: rated only when the data names no system of its own. */
const EVERYDAY = /^(?:Excel|Google Sheets|Google Docs|Word|ایکسل)$/i;
/** Where work is kept, when the reader took it for a term ("a ring binder"). */
const PLACE_HEAD = /(?:binders?|notebooks?|folders?|logs?|registers?|ledgers?)$/i;
/** A term worth a question is an item of work ("appointment requests", "a new matter"), not a person or a room. */
const WORK_ITEM =
  /(?:requests?|applications?|prescriptions?|orders?|statements?|schedules?|notes|returns|deadlines?|reminders?|approvals?|invoices?|claims?|bookings?|enquir(?:y|ies)|quer(?:y|ies)|complaints?|reports?|records?|cards?|charts?|lists?|letters?|forms?|rotas?|timesheets?|diar(?:y|ies)|readings?|arrears|contracts?|quotes?|payments?|tickets?|matters?|cases?|visits?|referrals?|certificates?|checks?|inspections?|valuations?|variations?|renewals?|results?|summar(?:y|ies)|shipments?|consignments?|repairs?|travellers?|paperwork|prices?)$/i;
const PERIODS: Record<string, { en: string; ur: string }> = {
  day: { en: 'day', ur: 'دن' },
  week: { en: 'week', ur: 'ہفتے' },
  month: { en: 'month', ur: 'مہینے' },
};
/** Counts of something that does not arrive to be handled ("15 slots a week", "20 minutes"). */
const NOT_HANDLED = /^(?:slots?|hours?|minutes?|days?|weeks?|people|staff|employees|workers|times?)$/i;

const FRAME_KIND: Record<SpecificKind, FrameKind> = {
  tool: 'system',
  channel: 'channel',
  document: 'document',
  place: 'place',
  term: 'term',
  volume: 'volume',
  measure: 'measure',
  pain: 'pain',
  outcome: 'outcome',
};

/**
 * The questions built from the company's specifics: the tools it names as a multiple choice (with
 * "Other") and the first as a rating, a volume as a count with its unit, then one question per specific in
 * a frame of its kind. Typed questions come first so a short set keeps them.
 */
export function specificQuestions(source: Source): PlannedQuestion[] {
  const seeds = seedsOf(source);
  const typed = typedQuestions(source, seeds);
  const usedByTyped = new Set(typed.flatMap((t) => t.uses));
  const rest = seeds.filter((s) => !usedByTyped.has(s.specific));
  // Every seed is framed in priority order (a frame's uses count in that order); the first that framed
  // make the set, asked broad to specific.
  // Statistics and outcomes first: what changed is what a consultant asks about before anything else.
  const outcomes = rest.filter((s) => s.kind === 'outcome').map((s) => s.specific);
  const priority = [
    ...outcomes,
    ...pickSpecifics(
      rest.map((s) => s.specific),
      rest.length,
    ).filter((s) => !outcomes.includes(s)),
  ];
  const uses = new Map<string, number>();
  const framed: Array<{ seed: Seed; question: PlannedQuestion }> = [];
  for (const specific of priority) {
    if (framed.length >= source.limit - typed.length) break;
    const seed = rest.find((s) => s.specific === specific)!;
    const asked =
      seed.kind === 'system' && MESSAGING.test(seed.specific.text) ? { ...seed, kind: 'channel' as const } : seed;
    const question = frameQuestion(asked, source.language, uses);
    if (question) framed.push({ seed: asked, question });
  }
  const order = (s: Seed) => KIND_ORDER.indexOf(s.kind);
  const open = framed
    .sort((a, b) => order(a.seed) - order(b.seed) || a.seed.specific.start - b.seed.specific.start)
    .map((f) => f.question);
  return [...typed.map((t) => t.question), ...open];
}

const KIND_ORDER: readonly FrameKind[] = [
  'system',
  'device',
  'channel',
  'document',
  'place',
  'term',
  'volume',
  'measure',
  'pain',
  'outcome',
];

/** The least used frame of the seed's kind that can take it; null when every one is used up. */
function frameQuestion(seed: Seed, language: ChatLanguage, uses: Map<string, number>): PlannedQuestion | null {
  const frames = framesOf(seed.kind)
    .map((frame, i) => ({ frame, i, used: uses.get(frame.id) ?? 0 }))
    .filter((f) => f.used < 2)
    .sort((a, b) => a.used - b.used || a.i - b.i);
  for (const { frame } of frames) {
    const text = frame[language](seed.input);
    if (!text) continue;
    uses.set(frame.id, (uses.get(frame.id) ?? 0) + 1);
    return { text, cites: true, frame: frame.id, typed: { questionText: text, questionType: 'textarea' } };
  }
  return null;
}

/** Every usable specific with its frame kind and input; a statistic always becomes an outcome. */
function seedsOf({ specifics, features, language }: Source): Seed[] {
  const usedSentences = new Set<number>();
  const seeds: Seed[] = [];
  for (const specific of specifics) {
    let kind = FRAME_KIND[specific.kind];
    const end = specific.start + specific.text.length;
    const within = (spans: readonly Span[]) => spans.some((d) => d.start < end && specific.start < d.end);
    if (kind === 'system' && language === 'en' && within(features.documents)) kind = 'document';
    if (kind === 'system' && DEVICE.test(specific.text)) kind = 'device';
    // "MOT reminders": a capitalised word before a plural common noun is a thing of work, not a system.
    if (kind === 'system' && language === 'en' && /\s[a-z]+[^s]s$/.test(specific.text)) kind = 'term';
    if (kind === 'term' && PLACE_HEAD.test(specific.text)) kind = 'place';
    const clause = kind === 'volume' || kind === 'measure' || kind === 'pain' || kind === 'outcome';
    if (!clause) {
      if (language === 'en' && (WEAK.test(specific.text) || PLURAL_INSIDE.test(specific.text))) continue;
      if (language === 'en' && kind === 'term' && (/^[A-Z][a-z]/.test(specific.text) || !WORK_ITEM.test(specific.text)))
        continue;
      // Urdu words the reader joined ("رپورٹ کاغذ") are only a phrase when the first describes the second.
      if (language === 'ur' && kind !== 'system' && /\s/.test(specific.text) && !/ی\s/u.test(specific.text)) continue;
      seeds.push({ specific, kind, input: nounInput(specific.text.replace(/^by /i, ''), taggedEnd(features, end)) });
      continue;
    }
    const sentence = features.sentences.find((s) => s.start <= specific.start && specific.start < s.end);
    if (!sentence || usedSentences.has(sentence.start)) continue;
    usedSentences.add(sentence.start);
    // The whole sentence reads as context; a long one only as its clause, when that opens with a subject.
    const whole = sentence.text.length <= MAX_CONTEXT_CHARS;
    const words = whole ? sentence.text : specific.text;
    // A statistic, or a count of what is lost rather than handled ("15 slots a week"), is an outcome.
    if (mentionsStatistic(words) || (kind === 'volume' && !countable(specific.text))) kind = 'outcome';
    seeds.push({ specific, kind, input: contextInput(words, language, whole, periodOf(sentence.text)) });
  }
  return seeds;
}

// Inputs read only when a frame asks for them: wink tags the few names and sentences a set uses, not
// every specific of a long text.
function nounInput(text: string, tagged?: Tagged): FrameInput {
  let form: NounForm | undefined;
  return {
    get noun() {
      return (form ??= nounForm(text, tagged));
    },
  };
}

type Tagged = { norm: string; lemma: string; pos: string };

/** The word ending at `end` as wink tagged it in the text (through its noun phrases), if any. */
function taggedEnd(features: TextFeatures, end: number): Tagged | undefined {
  if (features.language !== 'en') return undefined;
  for (const phrase of features.nounPhrases) {
    if (phrase.end < end || phrase.start >= end) continue;
    const word = phrase.words.find((w) => w.end === end);
    if (word)
      return {
        norm: phrase.text.slice(word.start - phrase.start, word.end - phrase.start).toLowerCase(),
        lemma: word.lemma,
        pos: word.pos,
      };
  }
  return undefined;
}

function contextInput(words: string, language: ChatLanguage, whole: boolean, period?: string): FrameInput {
  let context: string | null | undefined;
  return {
    get context() {
      if (context === undefined) context = asContext(words, language, whole);
      return context;
    },
    ...(period ? { period } : {}),
  };
}

/** Up to `limit` specifics, one of each kind in turn, so a long list of tools does not crowd out the pains. */
export function pickSpecifics(all: readonly Specific[], limit: number): Specific[] {
  const byKind = SPECIFIC_PRIORITY.map((kind) => all.filter((s) => s.kind === kind));
  const picked: Specific[] = [];
  const end = (s: Specific) => s.start + s.text.length;
  const overlapsPicked = (s: Specific) => picked.some((p) => p.start < end(s) && s.start < end(p));
  // First without overlaps (two questions about the same words waste one), then any that are left.
  for (const allowOverlap of [false, true]) {
    const cursors = byKind.map(() => 0);
    for (let progress = true; progress && picked.length < limit;) {
      progress = false;
      byKind.forEach((list, k) => {
        while (cursors[k]! < list.length && picked.length < limit) {
          const next = list[cursors[k]!++]!;
          if (picked.includes(next) || (!allowOverlap && overlapsPicked(next))) continue;
          picked.push(next);
          progress = true;
          break;
        }
      });
    }
  }
  return picked;
}

function periodOf(text: string): string | undefined {
  const m = /\b(?:a|per|each|every) (day|week|month)\b|(روزانہ|ہر روز)|(ہفتہ|ہفتے)|(مہینہ|مہینے)/u.exec(text);
  if (!m) return undefined;
  return m[1] ?? (m[2] ? 'day' : m[3] ? 'week' : 'month');
}

type Typed = { question: PlannedQuestion; uses: Specific[] };

/** The typed questions the data supports: the tools as a multiple choice, a rating, a count with its unit. */
function typedQuestions(source: Source, seeds: readonly Seed[]): Typed[] {
  const t = TYPED_TEXTS[source.language];
  const out: Typed[] = [];
  const systems = seeds.filter((s) => s.kind === 'system' || s.kind === 'device');
  const names = [...new Map(systems.map((s) => [s.specific.text.toLowerCase(), s.specific.text])).values()].slice(
    0,
    MAX_TOOL_OPTIONS,
  );
  if (names.length >= 2) {
    const text = t.tools(listOf(names, source.language));
    out.push({
      question: typed(text, 'typed.tools', { questionType: 'multiple_choice', options: names, allowOther: true }),
      uses: [],
    });
  }
  const own = systems.filter((s) => s.kind === 'system' && !MESSAGING.test(s.specific.text));
  const rated = own.find((s) => !EVERYDAY.test(s.specific.text)) ?? own[0] ?? systems.find((s) => s.kind === 'system');
  if (rated?.input.noun) {
    out.push({
      question: typed(t.rating(rated.input.noun), 'typed.rating', { questionType: 'rating' }),
      uses: [rated.specific],
    });
  }
  const counted = seeds.find(
    (s) => s.kind === 'volume' && s.input.context && s.input.period && countable(s.specific.text),
  );
  if (counted) {
    const period = PERIODS[counted.input.period!]!;
    const text = t.count(counted.input.context!, period[source.language]);
    const unit = unitOf(counted.specific.text, counted.input.period!, source.language);
    out.push({
      question: typed(text, 'typed.count', {
        questionType: 'number',
        numberRange: { min: 0, ...(unit ? { unit } : {}) },
      }),
      uses: [counted.specific],
    });
  }
  if (out.length < 2) {
    const document = seeds.find((s) => s.kind === 'document' && s.input.noun);
    if (document?.input.noun) {
      out.push({
        question: typed(t.hours(document.input.noun), 'typed.hours', {
          questionType: 'number',
          numberRange: { min: 0, unit: t.hoursUnit },
        }),
        uses: [document.specific],
      });
    }
  }
  return out;
}

function typed(text: string, frame: string, shape: Omit<TypedQuestion, 'questionText'>): PlannedQuestion {
  return { text, cites: true, frame, typed: { questionText: text, ...shape } };
}

/** "140 calls a day": calls arrive and are handled; "15 slots a week" are not. */
function countable(volume: string): boolean {
  const item = itemOf(volume);
  return item !== null && !NOT_HANDLED.test(item);
}

function itemOf(volume: string): string | null {
  const words = volume
    .replace(/^\D*\d[\d,.]*\s*/u, '')
    .split(/\s+/)
    .filter((w) => !/^(?:a|per|each|every|day|week|month|year|روزانہ|ہر|روز)$/u.test(w));
  return words.length > 0 ? words[words.length - 1]! : null;
}

/** "calls per day", "آرڈرز روزانہ"; within the builder's 40 characters. */
function unitOf(volume: string, period: string, language: ChatLanguage): string | undefined {
  const item = itemOf(volume);
  if (!item) return undefined;
  const unit = language === 'ur' ? `${item} فی ${PERIODS[period]!.ur}` : `${item} per ${period}`;
  return unit.length <= 40 ? unit : undefined;
}

export type { NounForm };
