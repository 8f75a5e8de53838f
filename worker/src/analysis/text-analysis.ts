import { MAX_GENERATED_QUESTIONS, type ChatLanguage } from '@seedline/shared';

/** 'ur' when Arabic-script letters outnumber Latin letters (Urdu is written in that script). */
export function detectLanguage(text: string): ChatLanguage {
  // A loop over code units rather than regex matches: the response analysis calls this for every answer.
  let arabic = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0xc0 && c <= 0x24f)) latin++;
    else if (
      (c >= 0x600 && c <= 0x6ff) ||
      (c >= 0x750 && c <= 0x77f) ||
      (c >= 0x8a0 && c <= 0x8ff) ||
      (c >= 0xfb50 && c <= 0xfdff) ||
      (c >= 0xfe70 && c <= 0xfeff)
    )
      arabic++;
  }
  return arabic > latin ? 'ur' : 'en';
}

/** Converts Urdu (Extended Arabic-Indic) and Arabic-Indic digits to ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

const EN_UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
};
const EN_TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const UR_NUMBERS: Record<string, number> = {
  ایک: 1,
  دو: 2,
  تین: 3,
  چار: 4,
  پانچ: 5,
  چھ: 6,
  سات: 7,
  آٹھ: 8,
  نو: 9,
  دس: 10,
  گیارہ: 11,
  بارہ: 12,
  تیرہ: 13,
  چودہ: 14,
  پندرہ: 15,
  سولہ: 16,
  سترہ: 17,
  اٹھارہ: 18,
  انیس: 19,
  بیس: 20,
  پچیس: 25,
  تیس: 30,
  چالیس: 40,
  پچاس: 50,
};

const QUESTION_WORD = /^(questions?|سوال|سوالات|سوالوں|سوالے)$/u;
const PHRASE_BREAK = new Set([
  'ask',
  'write',
  'generate',
  'create',
  'give',
  'list',
  'suggest',
  'draft',
  'prepare',
  'make',
  'me',
  'us',
  'for',
  'about',
  'with',
  'from',
  'on',
  'in',
  'to',
  'and',
  'or',
]);
const TOKEN_SPLIT = /[\s,.;:!?()[\]{}"'“”‘’،۔؟]+/u;

/** Reads one token as a number ("10", "ten", "twenty-five", "۱۰", "دس"), else null. */
export function tokenNumber(token: string): number | null {
  const t = toAsciiDigits(token.toLowerCase());
  if (/^\d{1,4}$/.test(t)) return Number(t);
  if (t in EN_UNITS) return EN_UNITS[t]!;
  if (t in EN_TENS) return EN_TENS[t]!;
  if (t in UR_NUMBERS) return UR_NUMBERS[t]!;
  const compound = /^(twenty|thirty|forty|fifty)-(one|two|three|four|five|six|seven|eight|nine)$/.exec(t);
  if (compound) return EN_TENS[compound[1]!]! + EN_UNITS[compound[2]!]!;
  return null;
}

/** The number at tokens[i], joining "twenty five" into 25. */
function numberEndingAt(tokens: string[], i: number): number | null {
  const n = tokenNumber(tokens[i]!);
  if (n === null) return null;
  const prev = i > 0 ? tokens[i - 1]!.toLowerCase() : '';
  if (n < 10 && prev in EN_TENS) return EN_TENS[prev]! + n;
  return n;
}

/**
 * How many questions the prompt asks for: a number (digits or words, English or Urdu) within a few
 * words before "questions"/"سوالات", or right after "questions:". Null when the prompt states none.
 * Clamped to the contract's maximum.
 */
export function requestedQuestionCount(prompt: string): number | null {
  const tokens = prompt.split(TOKEN_SPLIT).filter(Boolean);
  for (let q = 0; q < tokens.length; q++) {
    if (!QUESTION_WORD.test(tokens[q]!.toLowerCase())) continue;
    for (let i = q - 1; i >= Math.max(0, q - 5); i--) {
      const n = numberEndingAt(tokens, i);
      if (n !== null) return clampCount(n);
      // "for our 2 stores, write questions": a verb or preposition ends the phrase before the number
      if (PHRASE_BREAK.has(tokens[i]!.toLowerCase())) break;
    }
  }
  // "Questions: 8" / "number of questions = 8"
  const labelled = /(?:questions?|سوالات)\s{0,5}[:=]\s{0,5}([^\s,.;]{1,40})/iu.exec(prompt);
  const n = labelled ? tokenNumber(labelled[1]!) : null;
  return n === null ? null : clampCount(n);
}

function clampCount(n: number): number | null {
  if (n < 1) return null;
  return Math.min(n, MAX_GENERATED_QUESTIONS);
}

/** Lower-case words of a text, for counting and matching. */
export function words(text: string): string[] {
  return text.split(TOKEN_SPLIT).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** A key that treats questions differing only in case, spacing or punctuation as the same. */
export function dedupeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** FNV-1a: a small stable hash so deterministic choices vary with the input. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
