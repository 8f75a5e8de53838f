/**
 * English loanwords written in Urdu script ("ای میل", "کمپیوٹر", "رجسٹر", "ٹکٹ") found again in the
 * English words of the same survey, by sound, with no word list: both spellings are reduced to a key of
 * consonant classes (vowels, "h" and "y" dropped, doubled letters once) and an Urdu word bridges to the
 * English word with the same key, when only one English word of the survey has it and the key has at
 * least three consonants ("ٹکٹ" tkt = "ticket", "رجسٹر" rjstr = "register", "ان باکس" nbks = "inbox").
 *
 * Source of the letter classes: the ALA-LC romanization table for Urdu (Library of Congress), each
 * letter taken to the consonant it romanizes to, with the letters that romanize alike in one class
 * (ت ط ٹ t; ث س ص s; ذ ز ض ظ ژ z; ق ک k); English letters go to the same classes by their usual sound
 * ("c" before e, i, y is s; "g" before e, i, y is j; "ck", "q" and "x" read k, ks).
 */
const URDU_CLASS: Record<string, string> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ج: 'j',
  چ: 'c',
  خ: 'k',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ژ: 'z',
  ر: 'r',
  ڑ: 'r',
  ش: 'S',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  ك: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
};

export const MIN_SOUND_KEY = 3;

/** The consonant key of an Urdu-script word (or words, written apart: "ان باکس"); "" when none. */
export function urduSoundKey(word: string): string {
  let key = '';
  const letters = [...word.replace(/\s+/g, '')];
  letters.forEach((c, i) => {
    // و at the start of a word is a consonant (v/w), elsewhere a vowel.
    const cls = c === 'و' && i === 0 ? 'v' : URDU_CLASS[c];
    if (cls && !key.endsWith(cls)) key += cls;
  });
  return key;
}

/** The consonant key of an English word by the same classes; "" when none. */
export function englishSoundKey(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  let key = '';
  const push = (cls: string) => {
    if (!key.endsWith(cls)) key += cls;
  };
  for (let i = 0; i < w.length; i++) {
    const c = w[i]!;
    const next = w[i + 1] ?? '';
    if (w.startsWith('tion', i) || w.startsWith('sion', i)) {
      push('S');
      push('n');
      i += 3;
    } else if (c === 'c' && next === 'h') {
      push('c');
      i++;
    } else if ((c === 's' && next === 'h') || (c === 'p' && next === 'h') || (c === 't' && next === 'h')) {
      push(c === 's' ? 'S' : c === 'p' ? 'f' : 't');
      i++;
    } else if (c === 'c') push('eiy'.includes(next) ? 's' : 'k');
    else if (c === 'g') push('eiy'.includes(next) && i > 0 ? 'j' : 'g');
    else if (c === 'q') push('k');
    else if (c === 'x') {
      push('k');
      push('s');
    } else if (c === 'w') push('v');
    else if (!'aeiouhy'.includes(c)) push(c);
  }
  return key;
}
