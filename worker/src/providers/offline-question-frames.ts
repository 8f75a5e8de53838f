import type { ChatLanguage } from '@seedline/shared';
import { agree, capitalise, definite, general, type NounForm } from './question-grammar';

/**
 * The frames of the offline questions, in a consultant's voice: the company data is stated as context or
 * named as the respondent's own work, never put in the respondent's mouth ("You mentioned …" belongs to the
 * chat's follow-ups, where the respondent did say it). A frame takes a noun form (its article and number
 * chosen by question-grammar.ts) or a context sentence; a set uses each frame at most twice.
 */
export type FrameKind =
  'system' | 'device' | 'document' | 'channel' | 'place' | 'term' | 'volume' | 'measure' | 'pain' | 'outcome';

export type FrameInput = {
  /** The thing the question is about, for the noun frames. */
  noun?: NounForm;
  /** A sentence of the data stated back ("Orders arrive as PDF tech packs."). */
  context?: string | null;
  /** For a volume's count: "day", "week". */
  period?: string;
};

export type Frame = {
  id: string;
  kind: FrameKind;
  /** Null when the input lacks what this frame needs (a context sentence, a noun). */
  en: (input: FrameInput) => string | null | undefined;
  ur: (input: FrameInput) => string | null | undefined;
};

const withContext = (input: FrameInput, ask: string) => (input.context ? `${input.context} ${ask}` : null);
const urName = (input: FrameInput) => input.noun?.text ?? null;

/** Documents that reach the team rather than being written by it: receipts, forms filled in by others, CVs. */
const RECEIVED = /(?:receipts?|records?|charts?|summar(?:y|ies)|CVs?|packs?|results?|statements?|proof of delivery)$/i;
/** Documents someone fills in: a form, a timesheet, a checklist, a docket, a card. */
const FILLED = /(?:forms?|timesheets?|checklists?|dockets?|cards?)$/i;

/** "by email", "by phone", otherwise "through" the channel ("through the WhatsApp group"). */
function via(n: NounForm): string {
  const word = n.text.toLowerCase().replace(/^by /, '');
  if (/^(?:e-?mail|phone|fax|post|courier|text|letter|hand)$/.test(word)) return `by ${word}`;
  return `through ${definite(n)}`;
}

/** "on the whiteboard", "in the paper diary". */
function where(n: NounForm): string {
  return /(?:board|clipboards?|paper|cards?|wall)$|(?:^|\s)sheets?$/i.test(n.text)
    ? `on ${definite(n)}`
    : `in ${definite(n)}`;
}

export const FRAMES: readonly Frame[] = [
  {
    id: 'system.enter',
    kind: 'system',
    en: ({ noun: n }) =>
      n && `What do you type into ${definite(n)} by hand, and where does that information come from?`,
    ur: (i) => urName(i) && `${urName(i)} میں آپ کون سی معلومات ہاتھ سے ڈالتے ہیں، اور وہ کہاں سے آتی ہیں؟`,
  },
  {
    id: 'system.out',
    kind: 'system',
    en: ({ noun: n }) => n && `What do you take out of ${definite(n)} by hand, and where does it go next?`,
    ur: (i) => urName(i) && `${urName(i)} سے آپ کون سی معلومات ہاتھ سے نکالتے ہیں، اور وہ آگے کہاں جاتی ہیں؟`,
  },
  {
    id: 'system.gap',
    kind: 'system',
    en: ({ noun: n }) =>
      n && `When ${definite(n)} ${agree(n).does} not show you what you need, where do you look instead?`,
    ur: (i) => urName(i) && `جب ${urName(i)} میں آپ کو مطلوبہ معلومات نہ ملیں تو آپ انہیں کہاں تلاش کرتے ہیں؟`,
  },
  {
    id: 'device.use',
    kind: 'device',
    en: ({ noun: n }) => n && `What happens to what you record on ${definite(n)}, and who picks it up from there?`,
    ur: (i) => urName(i) && `${urName(i)} پر جو کچھ ریکارڈ ہوتا ہے اس کا آگے کیا ہوتا ہے، اور اسے کون لیتا ہے؟`,
  },
  {
    id: 'document.prepare',
    kind: 'document',
    en: ({ noun: n }) => {
      if (!n || RECEIVED.test(n.text) || FILLED.test(n.text)) return null;
      return n.plural
        ? `Who prepares ${definite(n)}, from which information, and how long does each one take?`
        : `Who prepares ${definite(n)}, from which information, and how long does it take each time?`;
    },
    ur: (i) => urName(i) && `${urName(i)} کون تیار کرتا ہے، کن معلومات سے، اور ہر بار کتنا وقت لگتا ہے؟`,
  },
  {
    id: 'document.arrive',
    kind: 'document',
    en: ({ noun: n }) => {
      if (!n || !RECEIVED.test(n.text)) return null;
      const a = agree(n);
      return `Where ${a.does} ${definite(n)} come from, and what do you do with ${a.it} once ${a.they} ${n.plural ? 'arrive' : 'arrives'}?`;
    },
    ur: (i) => urName(i) && `${urName(i)} کہاں سے آتی ہیں، اور آنے کے بعد آپ ان کے ساتھ کیا کرتے ہیں؟`,
  },
  {
    id: 'document.fill',
    kind: 'document',
    en: ({ noun: n }) => {
      if (!n || !FILLED.test(n.text)) return null;
      return `Who fills in ${definite(n)}, and where does the information on ${agree(n).it} go next?`;
    },
    ur: (i) => urName(i) && `${urName(i)} کون بھرتا ہے، اور اس پر لکھی معلومات آگے کہاں جاتی ہیں؟`,
  },
  {
    id: 'document.after',
    kind: 'document',
    en: ({ noun: n }) => {
      if (!n || RECEIVED.test(n.text) || FILLED.test(n.text)) return null;
      const a = agree(n);
      return `Once ${definite(n)} ${a.is} ready, who checks ${a.it}, and where ${a.does} ${a.they} go next?`;
    },
    ur: (i) => urName(i) && `${urName(i)} تیار ہونے کے بعد کون جانچتا ہے، اور پھر یہ کہاں جاتی ہیں؟`,
  },
  {
    id: 'channel.arrive',
    kind: 'channel',
    en: ({ noun: n }) => n && `What reaches you ${via(n)} on a typical day, and what happens to it after that?`,
    ur: (i) => urName(i) && `ایک عام دن میں ${urName(i)} پر آپ کے پاس کیا آتا ہے، اور اس کے بعد اس کا کیا ہوتا ہے؟`,
  },
  {
    id: 'channel.record',
    kind: 'channel',
    en: ({ noun: n }) => n && `When something comes in ${via(n)}, where is it recorded, and who picks it up?`,
    ur: (i) => urName(i) && `جب ${urName(i)} پر کچھ آتا ہے تو اسے کہاں درج کیا جاتا ہے، اور اسے آگے کون لیتا ہے؟`,
  },
  {
    id: 'place.keep',
    kind: 'place',
    en: ({ noun: n }) => {
      if (!n) return null;
      const a = agree(n);
      return `What is kept ${where(n)}, who updates ${a.it}, and who needs to read ${a.it}?`;
    },
    ur: (i) => urName(i) && `${urName(i)} میں کیا رکھا جاتا ہے، اسے کون اپ ڈیٹ کرتا ہے، اور کسے اسے پڑھنا ہوتا ہے؟`,
  },
  {
    id: 'place.find',
    kind: 'place',
    en: ({ noun: n }) =>
      n && `When you need something from ${definite(n)}, how do you find it, and how up to date is it?`,
    ur: (i) =>
      urName(i) && `جب آپ کو ${urName(i)} سے کچھ چاہیے ہو تو آپ اسے کیسے ڈھونڈتے ہیں، اور وہ کتنا تازہ ہوتا ہے؟`,
  },
  {
    id: 'term.handle',
    kind: 'term',
    en: ({ noun: n }) => {
      if (!n) return null;
      const a = agree(n);
      return `How ${a.is} ${general(n)} handled in your part of the work, and where ${a.does} ${a.they} wait?`;
    },
    ur: (i) => urName(i) && `آپ کے حصے کے کام میں ${urName(i)} کیسے نمٹائے جاتے ہیں، اور کام کہاں رکتا ہے؟`,
  },
  {
    id: 'term.who',
    kind: 'term',
    en: ({ noun: n }) => n && `Who deals with ${general(n)} in your team, and what do they need before they can start?`,
    ur: (i) =>
      urName(i) && `آپ کی ٹیم میں ${urName(i)} کا کام کون دیکھتا ہے، اور شروع کرنے سے پہلے اسے کیا چاہیے ہوتا ہے؟`,
  },
  {
    id: 'volume.each',
    kind: 'volume',
    en: (i) => withContext(i, 'What happens to each one from the moment it arrives, and where does it wait?'),
    ur: (i) => withContext(i, 'ہر ایک کے ساتھ آنے سے لے کر آخر تک کیا ہوتا ہے، اور وہ کہاں انتظار کرتا ہے؟'),
  },
  {
    id: 'measure.involve',
    kind: 'measure',
    en: (i) => withContext(i, 'What does that involve each time, and who does it?'),
    ur: (i) => withContext(i, 'ہر بار اس میں کیا شامل ہوتا ہے، اور یہ کون کرتا ہے؟'),
  },
  {
    id: 'measure.wait',
    kind: 'measure',
    en: (i) => withContext(i, 'Which part of that takes longest, and what is waiting while it happens?'),
    ur: (i) => withContext(i, 'اس کا کون سا حصہ سب سے زیادہ وقت لیتا ہے، اور اس دوران کیا رکا رہتا ہے؟'),
  },
  {
    id: 'pain.day',
    kind: 'pain',
    en: (i) => withContext(i, 'How much of your day does that take, and what waits while it happens?'),
    ur: (i) => withContext(i, 'اس میں آپ کا کتنا وقت لگتا ہے، اور اس دوران کون سا کام رکا رہتا ہے؟'),
  },
  {
    id: 'pain.effect',
    kind: 'pain',
    en: (i) => withContext(i, 'Where does that hold up your own work, and who notices first?'),
    ur: (i) => withContext(i, 'اس سے آپ کا اپنا کام کہاں رکتا ہے، اور سب سے پہلے کسے پتہ چلتا ہے؟'),
  },
  {
    id: 'outcome.behind',
    kind: 'outcome',
    en: (i) => withContext(i, 'What do you think is behind that?'),
    ur: (i) => withContext(i, 'آپ کے خیال میں اس کی وجہ کیا ہے؟'),
  },
  {
    id: 'outcome.why',
    kind: 'outcome',
    en: (i) => withContext(i, 'From where you sit, why do you think that is?'),
    ur: (i) => withContext(i, 'آپ کی نظر میں ایسا کیوں ہوا؟'),
  },
];

/** The frames of a kind, in the order they are tried. */
export function framesOf(kind: FrameKind): Frame[] {
  return FRAMES.filter((f) => f.kind === kind);
}

/** How the typed questions read, per language. */
export const TYPED_TEXTS = {
  en: {
    tools: (names: string) => `Which of these do you use in your own work: ${names}?`,
    rating: (n: NounForm) => `How satisfied are you with ${definite(n)} for your part of the work?`,
    count: (context: string, period: string) =>
      `${context} How many of them pass through your own hands in a typical ${period}?`,
    hours: (n: NounForm) => `How many hours a week do you spend on ${definite(n)} yourself?`,
    other: 'Other',
    hoursUnit: 'hours per week',
  },
  ur: {
    tools: (names: string) => `ان میں سے آپ اپنے کام میں کون سے استعمال کرتے ہیں: ${names}؟`,
    rating: (n: NounForm) => `آپ اپنے کام کے لیے ${n.text} سے کتنے مطمئن ہیں؟`,
    count: (context: string, period: string) => `${context} ان میں سے ایک عام ${period} میں کتنے آپ خود سنبھالتے ہیں؟`,
    hours: (n: NounForm) => `${n.text} پر آپ ہر ہفتے خود کتنے گھنٹے لگاتے ہیں؟`,
    other: 'دیگر',
    hoursUnit: 'گھنٹے فی ہفتہ',
  },
} as const satisfies Record<ChatLanguage, unknown>;

/** "A, B or C" / "A، B یا C". */
export function listOf(names: readonly string[], language: ChatLanguage): string {
  if (names.length < 2) return names.join('');
  const [last, ...rest] = [...names].reverse();
  return language === 'ur' ? `${rest.reverse().join('، ')} یا ${last}` : `${rest.reverse().join(', ')} or ${last}`;
}

export { capitalise };
