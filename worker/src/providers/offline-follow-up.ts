import type { ChatFollowUpPayload, ChatLanguage } from '@seedline/shared';
import { extractTextFeatures } from '../analysis/text-features';
import { clauseAround, lowerCommon } from '../analysis/company-specifics';
import { keepsInterviewRules } from './interview-guard';
import { fill } from './offline-question-bank';
import { detectLanguage, stableHash, words } from '../analysis/text-analysis';

/** How the offline rules read an answer. */
export type AnswerAssessment = 'blank' | 'unsure' | 'short' | 'thin' | 'rich';

/** For an "I don't know": nothing to build on, so an easy way in, without a new topic. */
const UNSURE_PROBES: Record<ChatLanguage, string[]> = {
  en: [
    "That's fine. Could you describe the last time this came up, even roughly: what happened and who was involved?",
    'No problem. What is your best guess, or who on your team would know more about it?',
  ],
  ur: [
    'کوئی بات نہیں۔ کیا آپ پچھلی بار کا کوئی واقعہ بیان کر سکتے ہیں، چاہے اندازاً ہی: کیا ہوا تھا اور کون شامل تھا؟',
    'کوئی مسئلہ نہیں۔ آپ کا بہترین اندازہ کیا ہے، یا آپ کی ٹیم میں اس بارے میں زیادہ کون جانتا ہے؟',
  ],
};

/**
 * For a short or vague answer: a probe that names what the respondent said ({x}, in their words) and asks
 * about it by its kind, never about anything they did not raise.
 */
export type AnchorKind = 'tool' | 'channel' | 'document' | 'volume' | 'pain' | 'phrase' | 'quote';
const ANCHORED_PROBES: Record<ChatLanguage, Record<AnchorKind, string>> = {
  en: {
    tool: 'You mentioned {x}: what goes into it or comes out of it by hand, and how long does that take?',
    channel: 'You mentioned {x}: roughly how many a day, and what happens to each one?',
    document: 'You mentioned {x}: who prepares them, from what information, and how long does that take?',
    volume: 'You mentioned {x}: what happens to each one, and where does it wait?',
    pain: 'You mentioned {x}: could you walk me through the last time that happened?',
    phrase: 'You mentioned {x}: could you tell me about the last time that came up, and what it involved?',
    quote: 'You said "{x}": could you give one recent example of that, and roughly how often it happens?',
  },
  ur: {
    tool: 'آپ نے {x} کا ذکر کیا: اس میں کیا ہاتھ سے ڈالا یا نکالا جاتا ہے، اور اس میں کتنا وقت لگتا ہے؟',
    channel: 'آپ نے {x} کا ذکر کیا: روزانہ تقریباً کتنے، اور ہر ایک کے ساتھ کیا ہوتا ہے؟',
    document: 'آپ نے {x} کا ذکر کیا: انہیں کون تیار کرتا ہے، کن معلومات سے، اور اس میں کتنا وقت لگتا ہے؟',
    volume: 'آپ نے {x} کا ذکر کیا: ہر ایک کے ساتھ کیا ہوتا ہے، اور وہ کہاں رکتا ہے؟',
    pain: 'آپ نے {x} کا ذکر کیا: کیا آپ پچھلی بار کا واقعہ قدم بہ قدم بتا سکتے ہیں؟',
    phrase: 'آپ نے {x} کا ذکر کیا: کیا آپ پچھلی بار کی کوئی مثال دے سکتے ہیں، اور اس میں کیا شامل تھا؟',
    quote: 'آپ نے کہا "{x}": کیا آپ حالیہ کوئی ایک مثال دے سکتے ہیں، اور یہ کتنی بار ہوتا ہے؟',
  },
};

/** The respondent's own words a probe is built on, and their kind. */
export type Anchor = { kind: AnchorKind; text: string };

const MAX_QUOTED_ANSWER_WORDS = 8;

/** What in the answer a probe can name: a tool, channel, document, volume, pain or phrase, else the answer. */
export function answerAnchor(answer: string): Anchor | null {
  const text = answer.trim();
  const f = extractTextFeatures(text, { language: detectLanguage(text) });
  const phraseOf = (span: { start: number; end: number }) =>
    f.nounPhrases.find((p) => p.start <= span.start && span.end <= p.end && p.words.length <= 3) ?? span;
  const quote = (span: { start: number; end: number }) => lowerCommon(text.slice(span.start, span.end));
  const tool = f.tools[0];
  if (tool) return { kind: 'tool', text: f.language === 'ur' && !/[A-Za-z]/.test(tool.text) ? tool.text : tool.name };
  const volume = f.volumes[0];
  if (volume) return { kind: 'volume', text: volume.text };
  const channel = f.channels.find((c) => !c.fuzzy);
  if (channel) return { kind: 'channel', text: quote(phraseOf(channel)) };
  const document = f.documents.find((d) => !d.fuzzy);
  if (document) return { kind: 'document', text: quote(phraseOf(document)) };
  const place = f.places.find((p) => !p.fuzzy);
  if (place) return { kind: 'phrase', text: quote(phraseOf(place)) };
  const pain = f.pains[0];
  if (pain) {
    const sentence = f.sentences.find((s) => s.start <= pain.start && pain.end <= s.end);
    if (sentence) return { kind: 'pain', text: `"${clauseAround(text, sentence, pain.start).text}"` };
  }
  const phrase = [...f.nounPhrases].sort((a, b) => b.words.length - a.words.length || a.start - b.start)[0];
  if (phrase && (phrase.words.length >= 2 || f.language === 'ur')) return { kind: 'phrase', text: quote(phrase) };
  const words = text.split(/\s+/);
  if (words.length <= MAX_QUOTED_ANSWER_WORDS) {
    const said = trimClosing(text.replace(/^["'“]+/u, '')).trim();
    if (said.length >= 2) return { kind: 'quote', text: said };
  }
  return null;
}

/** The probe for an anchor, in the interview's language. */
export function anchoredProbe(anchor: Anchor, language: ChatLanguage): string {
  return fill(ANCHORED_PROBES[language][anchor.kind], { x: anchor.text });
}

const UNSURE_SET = new Set(Object.values(UNSURE_PROBES).flat());
/** Each anchored probe as a pattern, so the provider knows its own probe when it sees it again. */
const ANCHORED_PATTERNS = Object.values(ANCHORED_PROBES).flatMap((byKind) =>
  Object.values(byKind).map(
    (template) =>
      new RegExp(
        `^${template
          .split('{x}')
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        'su',
      ),
  ),
);

/** Answers that say "I don't know" in one way or another (whole answer, short). */
const UNSURE =
  /^(i\s*(?:do\s*n[o'’]?t|dont)\s*know|idk|not\s+sure|no\s+idea|maybe|perhaps|it\s+depends|depends|n\/?a|none|nothing|no\s+comment|hard\s+to\s+say|can['’]?t\s+say|unsure|پتہ\s*نہیں|پتا\s*نہیں|معلوم\s*نہیں|شاید|کچھ\s*نہیں|کہہ\s*نہیں\s*سکتا|کہہ\s*نہیں\s*سکتی|نہیں\s*معلوم)(?=$|[\s\p{P}])/iu;

/** Signs of a specific answer: numbers, frequencies, durations, examples, reasons, named tools. */
const DETAIL =
  /\d|\b(hours?|minutes?|days?|weeks?|months?|daily|weekly|monthly|every|per|because|for example|e\.g\.|such as|excel|sheets|whatsapp|email|crm|erp|slack|teams)\b|گھنٹ|منٹ|دن|ہفت|مہین|روزانہ|کیونکہ|مثال|مثلاً|ای میل|ایکسل|واٹس/iu;

const SHORT_WORDS = 6;
const THIN_WORDS = 12;

export function assessAnswer(answer: string): AnswerAssessment {
  const text = answer.trim();
  if (text.length === 0) return 'blank';
  const count = words(text).length;
  if (count <= 8 && UNSURE.test(text.replace(/^[\s"'“]+/, ''))) return 'unsure';
  if (count < SHORT_WORDS) return 'short';
  if (count < THIN_WORDS && !DETAIL.test(text)) return 'thin';
  return 'rich';
}

/**
 * The probing question for a short or vague answer, or null when the answer needs none: it names what
 * the respondent said; an "I don't know" gets an easy way in instead. Never a leading question.
 */
export function offlineProbe(input: ChatFollowUpPayload): string | null {
  const kind = assessAnswer(input.userMessage);
  if (kind === 'blank' || kind === 'rich') return null;
  const unsure = () => {
    const options = UNSURE_PROBES[input.language];
    return options[stableHash(`${input.currentQuestion}\u0000${input.userMessage}`) % options.length]!;
  };
  if (kind === 'unsure') return unsure();
  const anchor = answerAnchor(input.userMessage);
  const probe = anchor ? anchoredProbe(anchor, input.language) : unsure();
  return keepsInterviewRules(probe) ? probe : unsure();
}

export function isOfflineFollowUp(question: string): boolean {
  const q = question.trim();
  return UNSURE_SET.has(q) || ANCHORED_PATTERNS.some((pattern) => pattern.test(q));
}

const CLOSING = new Set(['"', "'", '”', '.', '!', '?', '۔', '؟']);

/** The text without closing quotes and sentence marks at its end (a loop: a `[...]+$` pattern is quadratic). */
function trimClosing(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSING.has(text[end - 1]!)) end--;
  return text.slice(0, end);
}
