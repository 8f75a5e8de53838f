// Hindustani words written as Roman Urdu is written ("nahin", "zyaada"/"zyada", "hisaab"): a
// Devanagari word transliterated by the common informal convention, so that Hindi lemmas (a general
// dictionary, with the vowels Urdu script leaves out) give Roman Urdu letter statistics. Used only by
// build-letter-statistics.mjs. The inherent vowel is dropped at the end of a word and between a vowel
// and a consonant-vowel pair (the usual schwa-deletion rule: samajhnaa, not samajhanaa).

const CONSONANTS = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'w',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
  क़: 'q',
  ख़: 'kh',
  ग़: 'gh',
  ज़: 'z',
  ड़: 'r',
  ढ़: 'rh',
  फ़: 'f',
  य़: 'y',
};
const NUKTA_FORMS = { क: 'क़', ख: 'ख़', ग: 'ग़', ज: 'ज़', ड: 'ड़', ढ: 'ढ़', फ: 'फ़', य: 'य़' };
// [long spelling, short spelling]
const VOWELS = {
  अ: ['a', 'a'],
  आ: ['aa', 'a'],
  इ: ['i', 'i'],
  ई: ['ee', 'i'],
  उ: ['u', 'u'],
  ऊ: ['oo', 'u'],
  ऋ: ['ri', 'ri'],
  ए: ['e', 'e'],
  ऐ: ['ai', 'ai'],
  ओ: ['o', 'o'],
  औ: ['au', 'au'],
  ऑ: ['o', 'o'],
};
const MATRAS = {
  'ा': ['aa', 'a'],
  'ि': ['i', 'i'],
  'ी': ['ee', 'i'],
  'ु': ['u', 'u'],
  'ू': ['oo', 'u'],
  'ृ': ['ri', 'ri'],
  'े': ['e', 'e'],
  'ै': ['ai', 'ai'],
  'ो': ['o', 'o'],
  'ौ': ['au', 'au'],
  'ॉ': ['o', 'o'],
};
const NASALS = new Set(['ं', 'ँ']);
const VIRAMA = '्';
const NUKTA = '़';

/** Units of a word: consonants with their vowel ('a' inherent, '' none) and free vowels. */
function units(word) {
  const chars = Array.from(word.normalize('NFC'));
  const out = [];
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i];
    if (chars[i + 1] === NUKTA) {
      c = NUKTA_FORMS[c] ?? c;
      i++;
    }
    if (CONSONANTS[c]) {
      const next = chars[i + 1];
      if (next === VIRAMA) {
        out.push({ c: CONSONANTS[c], v: null });
        i++;
      } else if (MATRAS[next]) {
        out.push({ c: CONSONANTS[c], v: MATRAS[next] });
        i++;
      } else out.push({ c: CONSONANTS[c], v: 'inherent' });
    } else if (VOWELS[c]) out.push({ c: '', v: VOWELS[c] });
    else if (NASALS.has(c)) out.push({ c: 'n', v: null, nasal: true });
    else if (c === 'ः') out.push({ c: 'h', v: null });
    else return null; // not a plain Devanagari word
  }
  return out;
}

/** The word's Roman Urdu spellings: long vowels doubled ("zyaada") and single ("zyada"), or [] when it is not plain Devanagari. */
export function romanUrduSpellings(word) {
  const u = units(word);
  if (!u || u.length === 0) return [];
  // Right to left, as the rule is usually applied: a vowel, this consonant, then a consonant with a vowel.
  const kept = u.map((unit) => ({ ...unit }));
  for (let i = kept.length - 1; i >= 0; i--) {
    if (kept[i].v !== 'inherent') continue;
    const before = kept[i - 1];
    const after = kept[i + 1];
    const atEnd = i === kept.length - 1 && kept.length > 1;
    const between = before && before.v !== null && after && after.c && !after.nasal && after.v !== null;
    kept[i].v = atEnd || between ? null : ['a', 'a'];
  }
  const spell = (k) => kept.map((unit) => unit.c + (Array.isArray(unit.v) ? unit.v[k] : '')).join('');
  return [...new Set([spell(0), spell(1)])].filter((s) => /^[a-z]+$/.test(s));
}
