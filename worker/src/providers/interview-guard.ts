/**
 * The interviewing rules every question and follow-up must keep, whichever provider wrote it: no leading
 * questions (that suggest the answer, or that AI is the answer), and an outcome is asked about as an outcome,
 * never as a process to walk through.
 */

/** Negative openings that invite agreement: "Wouldn't AI help …?", "Don't you think …?". */
const NEGATIVE_OPENING =
  /^\s*(?:wouldn['’]?t|won['’]?t|don['’]?t|doesn['’]?t|isn['’]?t|aren['’]?t|shouldn['’]?t|couldn['’]?t|can['’]?t|didn['’]?t|haven['’]?t|hasn['’]?t|wasn['’]?t|weren['’]?t)\b/i;
/** Phrasings that put the answer in the respondent's mouth. */
const LEADING_PHRASE = new RegExp(
  [
    String.raw`\b(?:don['’]?t|do not) you (?:think|agree|feel)`,
    String.raw`\bwouldn['’]?t (?:it|you|that|ai|automation)\b`,
    String.raw`\bisn['’]?t (?:it|that) (?:true|clear|obvious)`,
    String.raw`\b(?:surely|obviously|of course)\b`,
    String.raw`\b(?:agree|admit) that\b`,
    String.raw`\bhow (?:much|many hours) (?:would|could|will) (?:ai|automation|an? (?:ai|assistant|bot|tool))`,
    String.raw`\bhow (?:great|helpful|useful|much better|amazing)\b`,
    String.raw`\b(?:would|could|will|can) (?:ai|automation|an ai \w+|a chatbot) (?:help|save|fix|solve|make|improve)`,
    String.raw`\bimagine how\b`,
    String.raw`\bthe (?:obvious|best) (?:answer|solution) (?:is|would be)\b`,
    String.raw`,\s*(?:right|isn['’]?t it|wouldn['’]?t it|don['’]?t you|correct)\s*\?\s*$`,
  ].join('|'),
  'i',
);
const URDU_LEADING =
  /کیا آپ (?:متفق|اتفاق) نہیں|کیا یہ (?:بہتر|آسان|اچھا) نہیں ہوگا|یقیناً|ظاہر ہے|کیا AI (?:مدد|وقت)|AI سے (?:کتنا|کتنی) (?:وقت|آسانی)|ہے نا\s*[؟?]\s*$|نہیں کیا\s*[؟?]\s*$/u;

/** True when the question suggests its own answer; such a question is never asked. */
export function isLeading(question: string): boolean {
  return NEGATIVE_OPENING.test(question) || LEADING_PHRASE.test(question) || URDU_LEADING.test(question);
}

const STATISTIC =
  /\d\s?%|\bper ?cent\b|\b(?:risen|rose|increased|grown|grew|doubled|tripled|fallen|fell|dropped|declined|decreased|halved|gone up|went up|gone down|went down)\b|\b(?:last|this|past) (?:year|quarter|month|week)\b[^.?!۔؟]{0,60}?\d|\d[^.?!۔؟]{0,60}?\b(?:last|this|past) (?:year|quarter|month|week)\b|فیصد|بڑھ گئ|بڑھ گیا|کم ہو گئ|کم ہو گیا|دگنا|دگنی/iu;
const AS_PROCESS =
  /step by step|walk me through|the last time|what came in|what did you do|how (?:that|this|it) happens|what are the steps|قدم بہ قدم|پچھلی بار|کیسے ہوتا ہے/iu;

/** True when a text states a statistic or a trend ("rose 18%", "have doubled", "last quarter 9 shipments"). */
export function mentionsStatistic(text: string): boolean {
  return STATISTIC.test(text);
}

/** True when a question turns a statistic or a trend into a process ("… 30% … walk me through how that happens"). */
export function asksStatisticAsProcess(question: string): boolean {
  return STATISTIC.test(question) && AS_PROCESS.test(question);
}

/** A question the interviewer may ask: neither leading nor a statistic asked as a process. */
export function keepsInterviewRules(question: string): boolean {
  return !isLeading(question) && !asksStatisticAsProcess(question);
}
