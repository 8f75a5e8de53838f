import { EN_COUNT, UR_NUM } from './numbers';
import { EN_GENERIC_NOUNS, EN_STOP_WORDS, UR_STOP_WORDS } from './stop-words';
import { normalizeWord } from './text-normal';
import { wordSentiment } from './tokens';

/**
 * Answers that say nothing about the work: a non-answer ("No comment", "Nothing", "N/A", "Not sure",
 * "نہیں", "کچھ نہیں", "معلوم نہیں", "Kuch nahi") or bare sentiment ("Happy overall", "Good team"). Neither
 * may name or join a theme; in the remarks group they are counted, not quoted.
 *
 * The rule, not a list of answers: take away the words that carry no topic (stop words, generic nouns,
 * negations, the nouns of answering, verbs of knowing, thanks) and the words that only judge (wink's
 * sentiment); an answer with nothing left is a non-answer, or bare sentiment when it judged.
 *
 * Sources of the word classes (general vocabulary, none taken from a fixture): stop words and generic
 * nouns from stop-words.ts (the English ones a subset of the `stopwords-iso` package's list); negations and
 * the nouns of answering, knowing and thanking are closed classes of English and Urdu grammar (with the
 * Roman-Urdu spellings of the Urdu ones); English sentiment is wink's model (built on AFINN); Urdu
 * sentiment is the Urdu for the commonest positive entries of that lexicon (good, happy, fine, satisfied,
 * easy, excellent).
 */
export type AnswerKind = 'content' | 'non-answer' | 'sentiment';

const set = (text: string) => new Set(text.split(/\s+/).filter(Boolean).map(normalizeWord));

/** Negations and "not applicable", English and Roman Urdu. */
const EN_NEGATIONS = set(`no none nothing not nil nope nah never n/a na nothin nuthin nahi nahin nhi kuch koi bilkul`);
/** Nouns and adverbs of answering: "no comment", "nothing else", "nothing more to add". */
const EN_ANSWERING = set(`comment comments remark remarks suggestion suggestions idea ideas opinion opinions thought
  thoughts feedback view views input answer addition additions add else more further specific specifically
  particular particularly special much really overall general generally right now moment`);
/** Knowing and thanking: "not sure", "don't know", "thanks for asking". */
const EN_KNOWING = set(
  `sure know knows certain aware unsure idea thank thanks thankyou cheers shukriya shukria asking`,
);

const UR_CLOSED = set(`نہیں نہ کچھ کوئی خاص معلوم پتا پتہ شکریہ بس اور مزید تبصرہ رائے جزاک اللہ`);
const UR_SENTIMENT = set(`اچھا اچھی اچھے خوش ٹھیک مطمئن آسان بہترین شاندار`);

/** A stated quantity ("2 hours a day", "تقریباً دو گھنٹے روزانہ") always says something. */
const QUANTITY = new RegExp(String.raw`(?:^|[\s(])(?:${EN_COUNT}|${UR_NUM})(?=$|[\s.,;:!?)،۔])`, 'iu');

/** Answers longer than this many words always say something. */
const MAX_WORDS = 12;

export function answerKind(text: string): AnswerKind {
  const words = (text.match(/[\p{L}\p{M}\p{N}'/]+/gu) ?? []).map((w) => normalizeWord(w.toLowerCase()));
  if (words.length === 0) return 'non-answer';
  if (words.length > MAX_WORDS || QUANTITY.test(text)) return 'content';
  let judged = false;
  for (const word of words) {
    if (/^\p{Script=Arabic}/u.test(word)) {
      if (UR_SENTIMENT.has(word)) judged = true;
      else if (!UR_STOP_WORDS.has(word) && !UR_CLOSED.has(word)) return 'content';
      continue;
    }
    const empty =
      EN_NEGATIONS.has(word) || EN_ANSWERING.has(word) || EN_KNOWING.has(word) || EN_GENERIC_NOUNS.has(word);
    const sentiment = /^[a-z']+$/.test(word) ? wordSentiment(word) : 0;
    if (sentiment !== 0 && !EN_NEGATIONS.has(word)) judged = true;
    else if (!empty && !EN_STOP_WORDS.has(word)) return 'content';
  }
  return judged ? 'sentiment' : 'non-answer';
}
