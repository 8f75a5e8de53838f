import { tokenize, type Token } from '../analysis/tokens';
import { TOOLS } from '../analysis/company-tables';

/**
 * English grammar for the offline questions: a name from the company data becomes a noun phrase that a
 * frame can place (a system's name bare, a common noun with its article, plural or singular agreement),
 * and a sentence of the data becomes context a consultant states ("we" read as "you"). Number and
 * proper nouns come from wink's part-of-speech tags and lemmas (through the analysis tokens).
 */
export type NounForm = {
  /** The words as the company data writes them. */
  text: string;
  /** A name (EMIS, Sage 200, Xero): no article. */
  proper: boolean;
  plural: boolean;
  /** A mass noun (paperwork, email, payroll): no "a", singular agreement. */
  mass: boolean;
};

/** Nouns used without "a" (as the data means them): channels, materials, activities. */
const MASS = new Set([
  'email',
  'e-mail',
  'phone',
  'fax',
  'post',
  'mail',
  'paper',
  'paperwork',
  'payroll',
  'feedback',
  'information',
  'data',
  'stock',
  'software',
  'equipment',
  'correspondence',
  'scrap',
  'downtime',
  'billing',
  'invoicing',
  'admin',
  'proof',
  'delivery',
  'cover',
  'housekeeping',
  'planning',
  'pay',
  'work',
  'research',
  'advice',
  'training',
  'maintenance',
]);

const KNOWN_TOOLS = new Set(TOOLS.map(([name]) => name.toLowerCase()));
/** A word written as a name: a capital inside ("ParentMail", "AS/400"), a digit ("Sage 200"), a domain. */
function nameLike(word: string): boolean {
  return /\d/.test(word) || (/^[A-Z]/.test(word) && /[A-Z]/.test(word.slice(1))) || /\.[a-z]{2,3}$/.test(word);
}

/**
 * The noun form of a phrase from the company data, by wink's tags of its last word: `tagged` when the
 * caller has them from the text's own tagging (in its sentence), else the phrase is tagged alone.
 */
export function nounForm(text: string, tagged?: Pick<Token, 'norm' | 'lemma' | 'pos'>): NounForm {
  const words = text.trim().split(/\s+/);
  const head = words[words.length - 1]!;
  const lower = text.toLowerCase();
  if (KNOWN_TOOLS.has(lower) || lower.startsWith('your ')) return { text, proper: true, plural: false, mass: false };
  // The last word as wink tagged it in the company's text, or tagged here when the caller has no tags.
  const last = tagged ?? tokenize(text, 'en').at(-1);
  const headIsName = nameLike(head) || (last?.pos === 'PROPN' && /^[A-Z]/.test(head) && words.length === 1);
  // One capitalised word ("Uniform", "Opera") or a name-like last word ("Sage 200", "AS/400"): a system's
  // name. Several words ending in a common noun ("Planning Portal", "Word template") take "the".
  // A capitalised last word that is a common noun once lower-cased ("Planning Portal") names a thing: "the".
  const commonHead = words.length > 1 && !headIsName && tokenize(head.toLowerCase(), 'en')[0]?.pos === 'NOUN';
  const proper = !commonHead && (headIsName || /^[A-Z]/.test(head));
  // Plural by wink's lemma, or, for a word outside its vocabulary ("rotas", "timesheets"), by its ending.
  const plural =
    !proper &&
    last !== undefined &&
    ((last.norm !== last.lemma && /[^s]s$|ies$|ses$/.test(last.norm)) || /[^siu]s$/.test(last.norm));
  const mass = !proper && !plural && MASS.has(head.toLowerCase());
  return { text, proper, plural, mass };
}

/** "a" or "an", by the sound of the word that follows ("an hour", "a unit", "an MOT", "a SIMS report"). */
export function indefiniteArticle(next: string): 'a' | 'an' {
  const word = next.trim().split(/\s+/)[0] ?? '';
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d{2})|^8\d{0,2}(?!\d)/.test(word) ? 'an' : 'a';
  if (/^[A-Z]{2,}\b/.test(word) && (word.length <= 3 || !/[AEIOU]/.test(word.slice(1))))
    return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return 'an';
  if (/^(?:uni|use|usu|uti|ura|ure|uro|eu|one|once|ewe|ubiq)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** The definite form: a name bare, anything else with "the" ("the referral letters", "the GSP form"). */
export function definite(n: NounForm): string {
  return n.proper ? n.text : `the ${n.text}`;
}

/** The general form: "appointment requests", "paperwork", "a new matter". */
export function general(n: NounForm): string {
  if (n.proper || n.plural || n.mass) return n.text;
  return `${indefiniteArticle(n.text)} ${n.text}`;
}

/** Agreement words for a noun form. */
export function agree(n: NounForm) {
  const many = n.plural;
  return {
    is: many ? 'are' : 'is',
    does: many ? 'do' : 'does',
    it: many ? 'them' : 'it',
    they: many ? 'they' : 'it',
  };
}

/** Upper-cases the first letter, unless the sentence opens with a name written in lower case ("eBay"). */
export function capitalise(text: string): string {
  return /^[a-z][A-Z]/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

// The company's first person read as the consultant's second person: "we re-type" -> "you re-type".
const FIRST_PERSON_EN: Array<[RegExp, string]> = [
  [/\bI am\b/g, 'you are'],
  [/\bI was\b/g, 'you were'],
  [/\bI['’]m\b/g, "you're"],
  [/\bwe['’]re\b/gi, "you're"],
  [/\bwe['’]ve\b/gi, "you've"],
  [/\bwe\b/gi, 'you'],
  [/\bus\b/g, 'you'],
  [/\bours\b/gi, 'yours'],
  [/\bourselves\b/gi, 'yourselves'],
  [/\bour\b/gi, 'your'],
  [/\bmy\b/gi, 'your'],
  [/\bI\b/g, 'you'],
];
const FIRST_PERSON_UR: Array<[RegExp, string]> = [
  [/ہمارے/gu, 'آپ کے'],
  [/ہماری/gu, 'آپ کی'],
  [/ہمارا/gu, 'آپ کا'],
  [/ہمیں/gu, 'آپ کو'],
  [/(?<![\p{L}])ہم(?![\p{L}])/gu, 'آپ'],
];

/**
 * A sentence of the company data stated back as context: first person read as "you", a capital at the
 * start and a full stop at the end. Null when the words do not open with a subject, or (unless `whole`,
 * a full sentence of the data) have no verb: a fragment such as "takes about an hour" cannot stand alone.
 */
export function asContext(sentence: string, language: 'en' | 'ur', whole = false): string | null {
  let text = sentence.trim();
  while (/[\s.!?۔;:,]$/u.test(text)) text = text.slice(0, -1);
  if (text.length === 0) return null;
  if (language === 'ur') {
    for (const [pattern, replacement] of FIRST_PERSON_UR) text = text.replace(pattern, replacement);
    return `${text}۔`;
  }
  const tokens = tokenize(text, 'en');
  const first = tokens[0];
  // A subject opens it: a noun phrase, a pronoun, or a participle before a noun ("Picking records are …",
  // "Missed appointments cost …").
  const gerund = first?.pos === 'VERB' && /(?:ing|ed)$/.test(first.norm) && tokens[1]?.pos === 'NOUN';
  if (!first || (!gerund && !['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM'].includes(first.pos))) return null;
  // A whole sentence of the data has its verb, even where the tagger reads it as a noun ("… cost us …").
  if (!whole && !tokens.slice(1).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  for (const [pattern, replacement] of FIRST_PERSON_EN) text = text.replace(pattern, replacement);
  return `${capitalise(text)}.`;
}
