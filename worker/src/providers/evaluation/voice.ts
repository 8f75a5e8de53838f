import type { TypedQuestion } from '@seedline/shared';
import { tokenize } from '../../analysis/tokens';
import { detectLanguage } from '../../analysis/text-analysis';

/**
 * The consultant's-voice checks of a generated set (issue 32), read from the questions alone so they hold
 * for any generator: nothing is put in the respondent's mouth, no opening is used over twice, at least two
 * questions are typed, a statistic is asked about as an outcome, and the English reads as English (a/an by
 * sound, an article before a singular count noun, no "a" or "each" before a plural).
 */
export type VoiceScore = {
  attributed: string[];
  /** Openings of the asking sentence used more than twice: "what information goes into (3)". */
  overusedOpenings: string[];
  typed: number;
  statisticNotAsOutcome: string[];
  grammar: string[];
};

/** "You mentioned X", "as you noted", "آپ نے … کا ذکر کیا": the company data read back as the respondent's words. */
const ATTRIBUTION =
  /\b(?:you|you['’]ve|you have) (?:mentioned|said|told|noted|wrote|written|described|explained|indicated|stated|shared|reported)\b|\bas you (?:noted|said|mentioned|described|explained|put it)\b|\bin your (?:own )?words\b|آپ نے[^؟?۔]{0,60}(?:ذکر کیا|کہا|بتایا|لکھا)/iu;

/** A statistic or trend in a question: a percentage, or a word of rise and fall. */
const STATISTIC =
  /\d\s?%|\b(?:last|this|past) (?:year|quarter|month|week)\b[^.?!۔؟]{0,60}?\d|\d[^.?!۔؟]{0,60}?\b(?:last|this|past) (?:year|quarter|month|week)\b|\bper ?cent\b|\b(?:risen|rose|increased|grown|grew|doubled|tripled|fallen|fell|dropped|declined|decreased|halved|gone up|went up|gone down|went down)\b|فیصد|بڑھ گئ|بڑھ گیا|کم ہو گئ|کم ہو گیا|دگنا|دگنی/iu;
const ASKS_OUTCOME =
  /what do you think is behind|why do you think|what (?:do you think )?(?:explains|changed)|what lies behind|آپ کے خیال میں[^؟?]{0,40}وجہ|کیوں/iu;
const ASKS_PROCESS =
  /walk me through|the last time|step by step|what came in|what did you do|what are the steps|how (?:is|was) (?:that|this|it) handled|پچھلی بار|قدم بہ قدم|کیسے ہوتا ہے/iu;

export function isAttributed(question: string): boolean {
  return ATTRIBUTION.test(question);
}

/** A question carrying a statistic that does not ask what is behind it, or asks it as steps. */
export function statisticNotAsOutcome(question: string): boolean {
  return STATISTIC.test(question) && (!ASKS_OUTCOME.test(question) || ASKS_PROCESS.test(question));
}

/**
 * The first four words of the sentence that asks (the last one), lower-cased: a frame's fixed opening
 * ("what do you type", "who prepares the …"). Three words were too coarse: "What do you type into …",
 * "What do you take out of …" and "What do you think is behind that?" are three frames.
 */
export function askingOpening(question: string): string {
  const sentences = question.split(/(?<=[.!?۔])\s+/u).filter((s) => /[\p{L}]/u.test(s));
  const asking = sentences.find((s) => /[?؟]\s*$/u.test(s)) ?? sentences[sentences.length - 1] ?? question;
  return asking
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');
}

// ---- English grammar, as far as a pattern can tell --------------------------------------------------

/** Words whose first letter is a vowel but whose sound is not ("a unit", "a user", "a one-off", "a European"). */
const VOWEL_LETTER_CONSONANT_SOUND = /^(?:uni|use|usu|uti|ura|ure|uro|eu|one|once|ewe|ubiq)/i;
/** Words whose first letter is a consonant but whose sound is a vowel ("an hour", "an honest"). */
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;
/** Letters whose spoken name starts with a vowel sound: "an SMS", "an MOT", "an HR team". */
const VOWEL_NAMED_LETTERS = /^[AEFHILMNORSX]/;

function startsWithVowelSound(word: string): boolean {
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d{2})|^8\d{0,2}(?!\d)/.test(word);
  // An acronym read letter by letter (no vowel, or at most three letters): the first letter's name.
  if (/^[A-Z]{2,}\b/.test(word) && (word.length <= 3 || !/[AEIOU]/.test(word.slice(1))))
    return VOWEL_NAMED_LETTERS.test(word);
  if (SILENT_H.test(word)) return true;
  if (VOWEL_LETTER_CONSONANT_SOUND.test(word)) return false;
  return /^[aeiou]/i.test(word);
}

/** Singular count nouns that company data often names in a system's or a document's place. */
const COUNT_NOUNS =
  'system|spreadsheet|form|template|diary|calendar|board|register|checklist|binder|notebook|sheet|book|file|folder|portal|database|device|whiteboard|clipboard|log|list|report|letter|record|certificate|inbox|export|table|group|docket|card|tracker|catalogue|statement|application|invoice|ledger|app';
const DETERMINERS = new Set(
  'the a an your their its this that these those each every one our his her which what any no some another whose'.split(
    ' ',
  ),
);
const BARE_COUNT_NOUN = new RegExp(
  String.raw`\b(?:into|in|from|out of|onto|on|with|about|through|to|of|for) ((?:[\w/&.'-]+ ){0,2})(?:${COUNT_NOUNS})(?=\s?[,.?;:!)]|$|\s(?:and|or|by|to|for|from|in|into|on|at|with|before|after|when|that|which|is|was|each|every|as|so|but)\b)`,
  'gi',
);

/** English grammar slips a pattern can find; empty when the question reads as written by hand. */
export function grammarSlips(question: string): string[] {
  if (detectLanguage(question) !== 'en') return [];
  const slips: string[] = [];
  for (const m of question.matchAll(/\b(a|an) ([\w'-]+)/gi)) {
    const article = m[1]!.toLowerCase();
    const word = m[2]!;
    if (article === 'a' && startsWithVowelSound(word)) slips.push(`"a ${word}"`);
    if (article === 'an' && !startsWithVowelSound(word)) slips.push(`"an ${word}"`);
  }
  for (const m of question.matchAll(BARE_COUNT_NOUN)) {
    const before = (m[1] ?? '').trim().toLowerCase().split(' ');
    const first = before.find((w) => DETERMINERS.has(w)) ?? before[0]!;
    // The noun ends the phrase ("on report cards" is a plural); a determiner anywhere before it counts
    // ("in through the inbox"). "in Excel's export" and numbers ("in 2 forms") carry their own determiner.
    if (!DETERMINERS.has(first) && !/^\d|['’]s$/.test(first)) slips.push(`no article: "${m[0]}"`);
  }
  // "a invoices", "each letters": a singular determiner before a plural noun (wink's lemma tells plural).
  const tokens = tokenize(question, 'en');
  for (let i = 0; i + 1 < tokens.length; i++) {
    const determiner = tokens[i]!.norm;
    const next = tokens[i + 1]!;
    if (!['a', 'an', 'each', 'every', 'one', 'another'].includes(determiner)) continue;
    // The noun it governs: across adjectives and singular modifiers ("each fee earner"); a plural followed
    // by a noun or an object is a verb the tagger misread ("each teacher copies grades", "a supervisor
    // types the sheets").
    let j = i + 1;
    while (
      j + 1 < tokens.length &&
      (tokens[j]!.pos === 'ADJ' || (tokens[j]!.norm === tokens[j]!.lemma && tokens[j + 1]!.pos === 'NOUN'))
    )
      j++;
    const noun = tokens[j]!;
    const plural = noun.pos === 'NOUN' && noun.norm !== noun.lemma && /[^s]s$/.test(noun.norm);
    if (plural && !['NOUN', 'PROPN', 'DET', 'PRON', 'NUM'].includes(tokens[j + 1]?.pos ?? ''))
      slips.push(`plural after "${tokens[i]!.text}": "${next.text}${j > i + 1 ? ` … ${noun.text}` : ''}"`);
  }
  return slips;
}

export function scoreVoice(questions: readonly string[], typed: readonly TypedQuestion[]): VoiceScore {
  const openings = new Map<string, number>();
  for (const q of questions) openings.set(askingOpening(q), (openings.get(askingOpening(q)) ?? 0) + 1);
  return {
    attributed: questions.filter(isAttributed),
    overusedOpenings: [...openings].filter(([, n]) => n > 2).map(([o, n]) => `${o} (${n})`),
    typed: typed.filter((q) => q.questionType !== 'textarea' && q.questionType !== 'text').length,
    statisticNotAsOutcome: questions.filter(statisticNotAsOutcome),
    grammar: questions.flatMap((q) => grammarSlips(q).map((slip) => `${slip} in "${q}"`)),
  };
}
