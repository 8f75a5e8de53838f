// An answer checked against its question's shape: the typed value, and the text an admin reads.
// Pure and shared: the response decider refuses (400) what does not fit, with a message that says why;
// the browser's controls (frontend/src/features/survey/logic/question-controls.ts) read numbers and
// check bounds with the same functions, so the respondent learns of a mistake before sending.

import { RuleViolation } from './rule-violation';
import {
  QUESTION_SHAPE_LIMITS,
  RATING_RANGE,
  SCALE_RANGE,
  type ChoiceOption,
  type NumberRange,
  type QuestionShape,
} from './question-shape';

/** The chosen options of a multiple-choice answer, by id, and the respondent's own "Other" words. */
export type MultipleChoiceValue = { selected: string[]; other: string | null };

/** A single-choice answer that took "Other": the respondent's own words instead of an option. */
export type OtherChoiceValue = { other: string };

/**
 * By question type: single_choice an option id, or an OtherChoiceValue; multiple_choice a
 * MultipleChoiceValue; rating 1–5; scale 0–10; yes_no a boolean; number a number. Text questions have
 * none (the text is the answer).
 */
export type AnswerValue = string | number | boolean | MultipleChoiceValue | OtherChoiceValue;

export type TypedAnswer = { answerText: string; answerValue: AnswerValue | null };

export type AnswerInput = { answerText?: unknown; answerValue?: unknown };

export const OTHER_TEXT_MAX = 500;
export const SHORT_TEXT_MAX = 500;
const OTHER_PREFIX = 'Other: ';

/**
 * The longest text read as a typed answer, checked before any parsing so no input can keep the API
 * busy: a rating, score, yes/no or number needs a few dozen characters (a number also its unit), a
 * choice its option's label, several choices all labels and the "Other" words.
 */
export function typedTextMax(shape: QuestionShape): number {
  const { optionLabel, maxOptions, unit } = QUESTION_SHAPE_LIMITS;
  switch (shape.questionType) {
    case 'single_choice':
      return shape.allowOther ? OTHER_PREFIX.length + OTHER_TEXT_MAX : optionLabel + 40;
    case 'multiple_choice':
      return maxOptions * (optionLabel + 2) + OTHER_PREFIX.length + OTHER_TEXT_MAX;
    case 'number':
      return 40 + unit;
    default:
      return 40;
  }
}

const YES = new Set(['yes', 'y', 'true', 'ہاں', 'ہاں جی', 'جی ہاں', 'جی']);
const NO = new Set(['no', 'n', 'false', 'نہیں', 'جی نہیں', 'نہیں جی']);

/** Urdu (Extended Arabic-Indic) and Arabic-Indic digits read as 0–9; "٫" as the decimal point. */
export function westernDigits(text: string): string {
  return text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.');
}

const norm = (text: string): string => westernDigits(text.trim()).toLocaleLowerCase('en').replace(/\s+/g, ' ');

function optionNamed(options: ChoiceOption[], text: string): ChoiceOption | undefined {
  const key = norm(text);
  return options.find((option) => option.id === text.trim() || norm(option.label) === key);
}

const optionList = (options: ChoiceOption[]) => options.map((option) => option.label).join(', ');

/**
 * "4", "4/5", "4 out of 5" (the text answerTextOf gives) all read as 4. Anchored at both ends, so a
 * long run of spaces is read once (unanchored, "1" + 20,000 spaces + "x" took 0.7 s).
 */
const WHOLE_NUMBER = /^([-+]?\d+)(?:\s*(?:\/|out of)\s*\d+)?$/i;

function wholeNumberIn(value: unknown, range: { min: number; max: number }, what: string): number {
  const text = typeof value === 'string' ? WHOLE_NUMBER.exec(westernDigits(value.trim())) : null;
  const n = typeof value !== 'string' ? value : text ? Number(text[1]) : Number.NaN;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < range.min || n > range.max) {
    throw new RuleViolation(`${what} must be a whole number from ${range.min} to ${range.max}`);
  }
  return n;
}

/**
 * A number as a person types it: Urdu or Arabic-Indic digits, "٫" as the decimal point, thousands
 * commas ("1,500"), and the question's unit after it ("12 hours per week", the text answerTextOf gives).
 * Null when it is not a number.
 */
export function readNumber(text: string, unit?: string | null): number | null {
  const trimmed = text.trim();
  const bare = unit?.trim() && trimmed.endsWith(unit.trim()) ? trimmed.slice(0, -unit.trim().length) : trimmed;
  const western = westernDigits(bare.trim()).replace(/(\d),(?=\d{3}\b)/g, '$1');
  return /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(western) ? Number(western) : null;
}

/** Where a number falls outside its question's range: below the minimum or above the maximum, or null. */
export function numberOutOfRange(
  n: number,
  range: Pick<NumberRange, 'min' | 'max'>,
): { problem: 'tooSmall' | 'tooLarge'; bound: number } | null {
  if (range.min !== null && n < range.min) return { problem: 'tooSmall', bound: range.min };
  if (range.max !== null && n > range.max) return { problem: 'tooLarge', bound: range.max };
  return null;
}

function numberIn(value: unknown, range: NumberRange): number {
  const n = typeof value === 'string' ? (readNumber(value, range.unit) ?? Number.NaN) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new RuleViolation('The answer must be a number');
  const outside = numberOutOfRange(n, range);
  if (outside?.problem === 'tooSmall') throw new RuleViolation(`The answer must be at least ${outside.bound}`);
  if (outside?.problem === 'tooLarge') throw new RuleViolation(`The answer must be at most ${outside.bound}`);
  return n;
}

function yesNo(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const key = norm(value);
    if (YES.has(key)) return true;
    if (NO.has(key)) return false;
  }
  throw new RuleViolation('The answer must be yes or no');
}

/**
 * An option (by id, or by label when read from text), or with "Other" offered, the respondent's own
 * words: {other} as a value, or from text anything that names no option ("Other: " dropped).
 */
function singleChoice(value: unknown, shape: QuestionShape, fromText: boolean): string | OtherChoiceValue {
  const options = shape.options ?? [];
  const refused = () => new RuleViolation(`The answer must be one of the options: ${optionList(options)}`);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'other' in value) {
    if (!shape.allowOther) throw new RuleViolation('This question has no "Other" choice');
    const other = otherText((value as { other: unknown }).other);
    if (other === null) throw new RuleViolation('Write your answer for "Other"');
    return { other };
  }
  if (typeof value !== 'string') throw refused();
  const option = optionNamed(options, value);
  if (option) return option.id;
  if (!fromText || !shape.allowOther) throw refused();
  const text = value.trim();
  const other = otherText(text.startsWith(OTHER_PREFIX) ? text.slice(OTHER_PREFIX.length) : text);
  if (other === null) throw refused();
  return { other };
}

function otherText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RuleViolation('"Other" must be text');
  const text = value.trim();
  if (text === '') return null;
  if (Array.from(text).length > OTHER_TEXT_MAX) {
    throw new RuleViolation(`"Other" must be at most ${OTHER_TEXT_MAX} characters`);
  }
  return text;
}

/** From a value ({selected, other}), or from text: options separated by ";" (or ","), the rest as "Other". */
function multipleChoice(value: unknown, shape: QuestionShape, fromText: boolean): MultipleChoiceValue {
  const options = shape.options ?? [];
  let selected: string[];
  let other: string | null;
  if (fromText) {
    if (typeof value !== 'string') throw new RuleViolation('Answer text is required');
    // "A; B; Other: xyz" (the text answerTextOf gives); commas separate only when no semicolon does,
    // so a label with a comma in it still reads whole.
    const separator = /[;؛]/.test(value) ? /[;؛]/ : /[,،]/;
    const whole = optionNamed(options, value);
    const parts = whole
      ? [value]
      : value
          .split(separator)
          .map((part) => part.trim())
          .filter((part) => part !== '');
    selected = [];
    const rest: string[] = [];
    for (const part of parts) {
      const named = optionNamed(options, part.startsWith(OTHER_PREFIX) ? '' : part);
      if (named) selected.push(named.id);
      else rest.push(part.startsWith(OTHER_PREFIX) ? part.slice(OTHER_PREFIX.length) : part);
    }
    if (rest.length > 0 && !shape.allowOther) {
      throw new RuleViolation(`The answer must be among the options: ${optionList(options)}`);
    }
    other = otherText(rest.join('; '));
  } else {
    if (typeof value !== 'object' || value === null || !Array.isArray((value as MultipleChoiceValue).selected)) {
      throw new RuleViolation('A multiple-choice answer is {selected: option ids, other: text or null}');
    }
    const raw = value as { selected: unknown[]; other?: unknown };
    selected = raw.selected.map((id) => {
      if (typeof id !== 'string' || !options.some((option) => option.id === id)) {
        throw new RuleViolation(`The answer must be among the options: ${optionList(options)}`);
      }
      return id;
    });
    other = otherText(raw.other);
    if (other !== null && !shape.allowOther) throw new RuleViolation('This question has no "Other" choice');
  }
  const unique = options.map((option) => option.id).filter((id) => selected.includes(id));
  if (unique.length === 0 && other === null) throw new RuleViolation('Choose at least one option');
  return { selected: unique, other };
}

export const isOtherChoice = (value: unknown): value is OtherChoiceValue =>
  typeof value === 'object' &&
  value !== null &&
  !('selected' in value) &&
  typeof (value as OtherChoiceValue).other === 'string';

/** The text an admin reads for a typed value, in the question's own (original) words. */
export function answerTextOf(shape: QuestionShape, value: AnswerValue): string {
  const labelOf = (id: string) => shape.options?.find((option) => option.id === id)?.label ?? id;
  switch (shape.questionType) {
    case 'single_choice':
      return isOtherChoice(value) ? `${OTHER_PREFIX}${value.other}` : labelOf(String(value));
    case 'multiple_choice': {
      const { selected, other } = value as MultipleChoiceValue;
      return [...selected.map(labelOf), ...(other === null ? [] : [`${OTHER_PREFIX}${other}`])].join('; ');
    }
    case 'rating':
      return `${String(value)} out of ${RATING_RANGE.max}`;
    case 'scale':
      return `${String(value)} out of ${SCALE_RANGE.max}`;
    case 'yes_no':
      return value === true ? 'Yes' : 'No';
    case 'number': {
      const unit = shape.numberRange?.unit;
      return unit ? `${String(value)} ${unit}` : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * Checks an answer against its question. Text questions take `answerText` (the caller applies the
 * text rules) and have no value. Typed questions take `answerValue`, or else `answerText` parsed as
 * the type (a chat reply "4", "yes", an option's label); the stored text is then derived from the value.
 */
export function typedAnswer(shape: QuestionShape, input: AnswerInput): TypedAnswer {
  const { questionType } = shape;
  if (questionType === 'textarea' || questionType === 'text') {
    if (input.answerValue !== undefined && input.answerValue !== null && typeof input.answerValue !== 'string') {
      throw new RuleViolation('A text question takes answerText only');
    }
    if (typeof input.answerText !== 'string') throw new RuleViolation('Answer text is required');
    if (questionType === 'text' && Array.from(input.answerText.trim()).length > SHORT_TEXT_MAX) {
      throw new RuleViolation(`A short answer must be at most ${SHORT_TEXT_MAX} characters`);
    }
    return { answerText: input.answerText, answerValue: null };
  }
  const fromText = input.answerValue === undefined || input.answerValue === null;
  const raw = fromText ? input.answerText : input.answerValue;
  if (fromText && (typeof raw !== 'string' || raw.trim() === '')) {
    throw new RuleViolation('An answer is required: send answerValue (or answerText)');
  }
  const max = typedTextMax(shape);
  if (typeof raw === 'string' && raw.length > max) {
    throw new RuleViolation(`This answer must be at most ${max} characters`);
  }
  let value: AnswerValue;
  switch (questionType) {
    case 'single_choice':
      value = singleChoice(raw, shape, fromText);
      break;
    case 'multiple_choice':
      value = multipleChoice(raw, shape, fromText);
      break;
    case 'rating':
      value = wholeNumberIn(raw, RATING_RANGE, 'A rating');
      break;
    case 'scale':
      value = wholeNumberIn(raw, SCALE_RANGE, 'A score');
      break;
    case 'yes_no':
      value = yesNo(raw);
      break;
    case 'number':
      value = numberIn(raw, shape.numberRange ?? { min: null, max: null, unit: null });
      break;
    default: {
      const unhandled: never = questionType;
      throw new Error(`Unknown question type ${String(unhandled)}`);
    }
  }
  return { answerText: answerTextOf(shape, value), answerValue: value };
}
