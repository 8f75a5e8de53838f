import type { ChatFollowUpPayload, ChatLanguage } from '../contract/chat-followup.job';
import { stableHash, words } from './text-analysis';

/** How the offline rules read an answer. */
export type AnswerAssessment = 'blank' | 'unsure' | 'short' | 'thin' | 'rich';
type ProbeKind = Exclude<AnswerAssessment, 'blank' | 'rich'>;

const PROBES: Record<ChatLanguage, Record<ProbeKind, string[]>> = {
  en: {
    unsure: [
      "That's fine. Could you describe the last time this came up, even roughly: what happened and who was involved?",
      "No problem. What is your best guess, or who on your team would know more about it?",
    ],
    short: [
      'Could you say a bit more? For example, how often does this happen, and roughly how much time does it take?',
      'Could you share one concrete example from the last few weeks?',
    ],
    thin: [
      'Could you give a concrete example: which task, which tools are involved, and how long it usually takes?',
      'What makes this harder than it should be today, and what would a better version look like?',
    ],
  },
  ur: {
    unsure: [
      'کوئی بات نہیں۔ کیا آپ پچھلی بار کا کوئی واقعہ بیان کر سکتے ہیں، چاہے اندازاً ہی: کیا ہوا تھا اور کون شامل تھا؟',
      'کوئی مسئلہ نہیں۔ آپ کا بہترین اندازہ کیا ہے، یا آپ کی ٹیم میں اس بارے میں زیادہ کون جانتا ہے؟',
    ],
    short: [
      'کیا آپ تھوڑا مزید بتا سکتے ہیں؟ مثال کے طور پر، یہ کتنی بار ہوتا ہے اور اس میں تقریباً کتنا وقت لگتا ہے؟',
      'کیا آپ پچھلے چند ہفتوں کی کوئی ایک ٹھوس مثال دے سکتے ہیں؟',
    ],
    thin: [
      'کیا آپ کوئی ٹھوس مثال دے سکتے ہیں: کون سا کام، کون سے ٹولز شامل ہیں، اور عام طور پر کتنا وقت لگتا ہے؟',
      'آج یہ کام ضرورت سے زیادہ مشکل کیوں ہے، اور اس کا بہتر طریقہ کیسا ہوگا؟',
    ],
  },
};

const ALL_PROBES = new Set(
  Object.values(PROBES).flatMap((byKind) => Object.values(byKind).flat().map((p) => p.trim())),
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

/** The probing question for a short or vague answer, or null when the answer needs none. */
export function offlineProbe(input: ChatFollowUpPayload): string | null {
  const kind = assessAnswer(input.userMessage);
  if (kind === 'blank' || kind === 'rich') return null;
  const options = PROBES[input.language][kind];
  return options[stableHash(`${input.currentQuestion}\u0000${input.userMessage}`) % options.length]!;
}

export function isOfflineFollowUp(question: string): boolean {
  return ALL_PROBES.has(question.trim());
}
