// Keyboard mashing: letters typed by running a finger along one row of keys ("asdf", "poiu",
// "lkjh", "qwerty"), on the QWERTY layout or on the Urdu phonetic layout most Urdu typists use
// (CRULP's Urdu Phonetic keyboard, unshifted layer, whose letters sit on the QWERTY keys of their
// sounds: ا s=س d=د f=ف ...). Pure.

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The Urdu phonetic layout's unshifted letters, by the QWERTY key they sit on. */
const URDU_PHONETIC: Record<string, string> = {
  ق: 'q',
  و: 'w',
  ع: 'e',
  ر: 'r',
  ت: 't',
  ے: 'y',
  ء: 'u',
  ی: 'i',
  ہ: 'o',
  پ: 'p',
  ا: 'a',
  س: 's',
  د: 'd',
  ف: 'f',
  گ: 'g',
  ح: 'h',
  ج: 'j',
  ک: 'k',
  ل: 'l',
  ز: 'z',
  ش: 'x',
  چ: 'c',
  ط: 'v',
  ب: 'b',
  ن: 'n',
  م: 'm',
};

const position = new Map<string, { row: number; column: number }>();
ROWS.forEach((row, r) => Array.from(row).forEach((key, column) => position.set(key, { row: r, column })));

/** The QWERTY key of a (normalised) letter, or undefined. */
const keyOf = (letter: string): string | undefined => (position.has(letter) ? letter : URDU_PHONETIC[letter]);

/**
 * The length of the word if it is one run along a row of keys, each key the next one over in the same
 * direction ("asdf", "lkjh"), else 0. "were" and "tree" turn back or repeat a key: not a run.
 */
export function keyboardRun(word: string): number {
  const letters = Array.from(word);
  if (letters.length < 2) return 0;
  let direction = 0;
  for (let i = 1; i < letters.length; i++) {
    const a = keyOf(letters[i - 1]!);
    const b = keyOf(letters[i]!);
    const pa = a === undefined ? undefined : position.get(a);
    const pb = b === undefined ? undefined : position.get(b);
    if (!pa || !pb || pa.row !== pb.row) return 0;
    const step = pb.column - pa.column;
    if (Math.abs(step) !== 1 || (direction !== 0 && step !== direction)) return 0;
    direction = step;
  }
  return letters.length;
}

/**
 * A unit of one to three characters typed over and over ("jjjjjj", "kdkdkd", "sdfsdfsdf", "ہہہہہ",
 * "123123123"): at least four times for a single character, three for a pair or a triple.
 */
export function repeatedUnit(word: string): boolean {
  const chars = Array.from(word);
  for (let unit = 1; unit <= 3; unit++) {
    const times = chars.length / unit;
    if (times < (unit === 1 ? 4 : 3)) continue;
    let same = true;
    for (let i = unit; i < chars.length && same; i++) same = chars[i] === chars[i % unit];
    if (same) return true;
  }
  return false;
}
