import { tokenNumber } from './text-analysis';

// Numbers as respondents write them: digits ("1,200", "2.5", Urdu digits), English and Urdu number
// words, fractions ("half", "ڈیڑھ"); the patterns the measure rules are built from, and their value.

const EN_WORD_NUMBERS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen';
// Every repeat is bounded (a number of at most four groups of digits, a few spaces between words), so
// no pattern backtracks quadratically on hostile text such as 50,000 characters of "1,1,1,...".
export const DIGITS = String.raw`\d{1,9}(?:[.,]\d{1,9}){0,3}`;
export const EN_NUM = String.raw`(?:${DIGITS}|(?:twenty|thirty|forty|fifty)[- ](?:one|two|three|four|five|six|seven|eight|nine)|a couple of|couple of|a few|several|half an?|half|an?|${EN_WORD_NUMBERS})`;
export const EN_COUNT = String.raw`(?:${DIGITS}|${EN_WORD_NUMBERS})`;
const UR_WORD_NUMBERS =
  'ڈیڑھ|ڈھائی|آدھا|آدھے|آدھی|ایک|دو|تین|چار|پانچ|چھ|سات|آٹھ|نو|دس|گیارہ|بارہ|پندرہ|بیس|پچیس|تیس|چالیس|پچاس|سو';
export const UR_NUM = String.raw`(?:\d{1,9}(?:[.,]\d{1,9})?|${UR_WORD_NUMBERS})`;

const EXTRA_NUMBERS: Record<string, number> = {
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  a: 1,
  an: 1,
  half: 0.5,
  'half a': 0.5,
  'half an': 0.5,
  'a couple of': 2,
  'couple of': 2,
  'a few': 3,
  several: 3,
  سو: 100,
  آدھا: 0.5,
  آدھے: 0.5,
  آدھی: 0.5,
  ڈیڑھ: 1.5,
  ڈھائی: 2.5,
};

/** A number as written: digits ("1,200", "2.5"), English or Urdu words, fractions ("half", "ڈیڑھ"). */
export function parseNumber(raw: string): number | null {
  const s = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d/.test(s)) {
    const plain = /^\d{1,3}(,\d{3})+$/.test(s) ? s.replace(/,/g, '') : s.replace(',', '.');
    const n = Number(plain);
    return Number.isFinite(n) ? n : null;
  }
  if (s in EXTRA_NUMBERS) return EXTRA_NUMBERS[s]!;
  return tokenNumber(s.replace(' ', '-'));
}
