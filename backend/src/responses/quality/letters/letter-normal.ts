// Letters as the letter statistics count them: lower case; for Urdu, the Arabic code points people
// type for their Urdu look-alikes unified and the marks that vary between writers removed (as the
// worker's analysis does in text-normal.ts). Pure.

const URDU_LETTER_VARIANTS: Record<string, string> = { ي: 'ی', ى: 'ی', ك: 'ک', ه: 'ہ', ۀ: 'ۂ' };
const MARKS = /[\u064B-\u065F\u0670\u0640\u200C\u200D]/g;

export function normalLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[يىكهۀ]/g, (c) => URDU_LETTER_VARIANTS[c] ?? c);
}

/** A word of Latin letters (English, Roman Urdu) after normalLetters. */
export const LATIN_WORD = /^[a-z]+$/;
/** A word of Arabic-script letters (Urdu) after normalLetters. */
export const ARABIC_WORD = /^[\u0621-\u063A\u0641-\u064A\u0671-\u06D3]+$/;
