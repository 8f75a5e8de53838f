import { TYPED_QUESTION_LIMITS, typedQuestionSchema, type TypedQuestion } from '@seedline/shared';

// Which answer control a generated question wants, read from its words alone. Conservative: only a
// question that plainly asks for a count, a rating, a 0–10 likelihood, a yes/no or a pick from a list
// it names gets a type; everything else stays a long text answer (the interview's default).

export const DEFAULT_SCALE_LABELS = { min: 'Not at all likely', max: 'Extremely likely' } as const;
const URDU_SCALE_LABELS = { min: 'بالکل امکان نہیں', max: 'بہت زیادہ امکان' } as const;

const HOURS = /^how many hours\b/i;
const PER_DAY = /\b(per|a|each|every) day\b|\bdaily\b/i;
const PER_MONTH = /\b(per|a|each|every) month\b|\bmonthly\b/i;
const URDU_HOURS = /کتنے\s+گھنٹے/u;
const RATING =
  /^(how satisfied|how happy|how would you rate|how do you rate|on a scale of 1 to 5|how easy|how well)\b/i;
const LIKELY_RECOMMEND = /^how likely\b.*\brecommend/i;
const YES_NO = /^(do|does|did|have|has|are|is|was|were|can|could|would|will)\s+(you|your|there|it|the|any)\b/i;
const ALTERNATIVES = /\bor\b|\bwhich\b|\bwhat\b|\bhow\b|\bwhy\b|\bwhere\b|\bwhen\b|\bwho\b/i;
const WHICH_OF = /\bwhich of (these|the following)\b/i;
const MAX_OPTION_WORDS = 6;
const ALL_THAT_APPLY = /\b(all that apply|select all|choose all|any that apply)\b/i;

// A list after "such as"/"like"/"including": up to the sentence's end, never across a colon.
const LIST_AFTER_WORD = /\b(?:such as|like|including) ([^?.:]*)(?=[?.]|$)/gi;

/** The first non-blank text a list pattern captures, trimmed. */
function firstListAfter(text: string, pattern: RegExp): string | null {
  for (const match of text.matchAll(pattern)) {
    const list = match[1]!.trim();
    if (list !== '') return list;
  }
  return null;
}

/** The list a "which of these" question names: after a colon, or after "such as"/"like", up to the sentence's end. */
export function listedOptions(question: string): string[] {
  // Spaces collapsed first, so no pattern below meets a run of them (each run is read once).
  const text = question.replace(/\s+/g, ' ');
  const found = firstListAfter(text, /:([^:?.]*)(?=[?.]|$)/g) ?? firstListAfter(text, LIST_AFTER_WORD);
  if (!found) return [];
  // "such as A, B and C are often …": the list ends where the sentence's verb begins.
  const list = found.split(/ (?:are|is|were|was|feel|feels|seem|seems|take|takes|that|which)\b/i)[0]!;
  const items = list
    .split(/ ?[,;] ?| (?:and|or) /i)
    .map((item) => item.replace(/^(?:and|or)\s+/i, '').trim())
    .filter((item) => item.length > 0 && item.length <= TYPED_QUESTION_LIMITS.optionLabel);
  if (items.some((item) => item.split(/\s+/).length > MAX_OPTION_WORDS)) return [];
  const unique = [...new Map(items.map((item) => [item.toLocaleLowerCase('en'), item])).values()];
  return unique.length >= TYPED_QUESTION_LIMITS.minOptions && unique.length <= 10 ? unique : [];
}

function hoursUnit(question: string, urdu: boolean): string {
  if (urdu) return /روزانہ|دن/u.test(question) ? 'گھنٹے روزانہ' : 'گھنٹے فی ہفتہ';
  if (PER_DAY.test(question)) return 'hours per day';
  if (PER_MONTH.test(question)) return 'hours per month';
  return 'hours per week';
}

/** The type a question's words ask for, with what that type needs (options, labels, a unit); else textarea. */
export function proposeQuestionType(questionText: string): TypedQuestion {
  const text = questionText.trim();
  const textarea: TypedQuestion = { questionText: text, questionType: 'textarea' };
  let proposal: TypedQuestion = textarea;
  const urdu = /\p{Script=Arabic}/u.test(text);
  if (HOURS.test(text) || URDU_HOURS.test(text)) {
    proposal = { questionText: text, questionType: 'number', numberRange: { min: 0, unit: hoursUnit(text, urdu) } };
  } else if (LIKELY_RECOMMEND.test(text)) {
    proposal = { questionText: text, questionType: 'scale', scaleLabels: { ...DEFAULT_SCALE_LABELS } };
  } else if (/امکان.*(سفارش|تجویز)/u.test(text)) {
    proposal = { questionText: text, questionType: 'scale', scaleLabels: { ...URDU_SCALE_LABELS } };
  } else if (RATING.test(text)) {
    proposal = { questionText: text, questionType: 'rating' };
  } else if (WHICH_OF.test(text)) {
    const options = listedOptions(text);
    if (options.length > 0) {
      const questionType = ALL_THAT_APPLY.test(text) ? 'multiple_choice' : 'single_choice';
      proposal = { questionText: text, questionType, options };
    }
  } else if (YES_NO.test(text) && text.endsWith('?') && isOneQuestion(text)) {
    proposal = { questionText: text, questionType: 'yes_no' };
  }
  // Whatever the rules build must still be a proposal the contract accepts (a long question, odd labels).
  return typedQuestionSchema.safeParse(proposal).success ? proposal : textarea;
}

/** "Do you …?" with no alternatives ("… or …") and no second, open question after it. */
function isOneQuestion(text: string): boolean {
  const rest = text.replace(YES_NO, '');
  return !ALTERNATIVES.test(rest) && (text.match(/\?/g) ?? []).length === 1;
}
