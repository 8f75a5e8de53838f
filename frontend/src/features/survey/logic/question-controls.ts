import { RATING_RANGE, SCALE_RANGE } from '@survey-rules/question-shape';
import {
  isOtherChoice,
  numberOutOfRange,
  OTHER_TEXT_MAX,
  readNumber,
  SHORT_TEXT_MAX,
  type AnswerValue,
  type MultipleChoiceValue,
  type OtherChoiceValue,
} from '@survey-rules/typed-answer';
import type { Question, QuestionType } from '@/types/generated/api';

// What the typed controls mean, without any rendering: the draft a control holds, which value a
// key press picks, the answer a draft sends (or why it cannot), and the text a value reads as.
// The answer's rules (its value's forms, the bounds, how a typed number reads) are the server's own,
// imported from the shared survey rules (shared/src/survey-rules/typed-answer.ts), so the respondent
// learns of a mistake before sending and the browser cannot drift from what the API accepts.

export {
  isOtherChoice,
  OTHER_TEXT_MAX,
  SHORT_TEXT_MAX,
  type AnswerValue,
  type MultipleChoiceValue,
  type OtherChoiceValue,
};

/**
 * What a control holds while the respondent works, always a string so drafts keep in storage as
 * before: the text (textarea, text, and the number field's typed digits), the option id
 * (single_choice; with "Other" chosen, the JSON of {other}), the digits of the score (rating, scale), "yes"/"no", or for multiple_choice the
 * JSON of {selected, other} (other: null when "Other" is not ticked). '' means nothing chosen yet.
 */
export type AnswerDraft = string;

export type ControlQuestion = Pick<Question, 'questionType' | 'options' | 'allowOther' | 'numberRange'>;

export const RATING_MAX = RATING_RANGE.max;
export const SCALE_MAX = SCALE_RANGE.max;

export const isTextType = (type: QuestionType): boolean => type === 'textarea' || type === 'text';

/** The values of a rating (1–5) or scale (0–10) row, in reading order (the layout mirrors them in Urdu). */
export const scoreValues = (type: QuestionType): number[] =>
  type === 'rating'
    ? Array.from({ length: RATING_MAX }, (_, i) => i + 1)
    : Array.from({ length: SCALE_MAX + 1 }, (_, i) => i);

// --- multiple choice drafts ---

export const multipleOf = (draft: AnswerDraft): MultipleChoiceValue => {
  if (!draft) return { selected: [], other: null };
  try {
    const parsed = JSON.parse(draft) as Partial<MultipleChoiceValue>;
    return {
      selected: Array.isArray(parsed.selected) ? parsed.selected.filter((id) => typeof id === 'string') : [],
      other: typeof parsed.other === 'string' ? parsed.other : null,
    };
  } catch {
    return { selected: [], other: null };
  }
};

/** Options in the question's order, so the same choice always makes the same draft. */
export const draftOfMultiple = (question: ControlQuestion, value: MultipleChoiceValue): AnswerDraft => {
  const selected = (question.options ?? []).map((o) => o.id).filter((id) => value.selected.includes(id));
  if (selected.length === 0 && value.other === null) return '';
  return JSON.stringify({ selected, other: value.other });
};

export const toggleOption = (question: ControlQuestion, draft: AnswerDraft, optionId: string): AnswerDraft => {
  const value = multipleOf(draft);
  const selected = value.selected.includes(optionId)
    ? value.selected.filter((id) => id !== optionId)
    : [...value.selected, optionId];
  return draftOfMultiple(question, { ...value, selected });
};

// --- single choice drafts: an option id, or "Other" as {other} (option ids never start with "{") ---

/** The words of a single choice's "Other" draft, or null when the draft is an option (or empty). */
export const singleOtherOf = (draft: AnswerDraft): string | null => {
  if (!draft.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(draft) as Partial<OtherChoiceValue>;
    return typeof parsed.other === 'string' ? parsed.other : null;
  } catch {
    return null;
  }
};

const draftOfSingleOther = (other: string): AnswerDraft => JSON.stringify({ other });

/** Multiple choice: ticks or unticks "Other". Single choice: picks "Other" (its words kept). */
export const toggleOther = (question: ControlQuestion, draft: AnswerDraft): AnswerDraft => {
  if (question.questionType === 'single_choice') return draftOfSingleOther(singleOtherOf(draft) ?? '');
  const value = multipleOf(draft);
  return draftOfMultiple(question, { ...value, other: value.other === null ? '' : null });
};

export const withOtherText = (question: ControlQuestion, draft: AnswerDraft, text: string): AnswerDraft =>
  question.questionType === 'single_choice'
    ? draftOfSingleOther(text)
    : draftOfMultiple(question, { ...multipleOf(draft), other: text });

/** The respondent's "Other" words as sent: trimmed, not empty, not too long. */
const otherProblem = (other: string): DraftAnswer | null => {
  if (other === '') return { kind: 'invalid', problem: 'otherEmpty' };
  if (Array.from(other).length > OTHER_TEXT_MAX) return { kind: 'invalid', problem: 'tooLong', bound: OTHER_TEXT_MAX };
  return null;
};

// --- keys ---

/**
 * The draft a digit (or y/n) key makes, or null when the key means nothing here. Choices: 1–9 pick
 * (toggle, for multiple choice) the first nine options. Rating: 1–5. Scale: 0–9 pick that value, and
 * 0 right after 1 makes 10 (press 1 then 0; 0 again goes back to 0). Yes/No: 1 or y is Yes, 2 or n No.
 * Urdu digits (۰–۹) count as well.
 */
export const draftForKey = (question: ControlQuestion, draft: AnswerDraft, key: string): AnswerDraft | null => {
  const digit = digitOf(key);
  switch (question.questionType) {
    case 'single_choice':
    case 'multiple_choice': {
      const option = digit !== null && digit >= 1 ? question.options?.[digit - 1] : undefined;
      if (!option) return null;
      return question.questionType === 'single_choice' ? option.id : toggleOption(question, draft, option.id);
    }
    case 'rating':
      return digit !== null && digit >= 1 && digit <= RATING_MAX ? String(digit) : null;
    case 'scale':
      if (digit === null) return null;
      return digit === 0 && draft === '1' ? '10' : String(digit);
    case 'yes_no': {
      const k = key.toLowerCase();
      if (digit === 1 || k === 'y') return 'yes';
      if (digit === 2 || k === 'n') return 'no';
      return null;
    }
    default:
      return null;
  }
};

const digitOf = (key: string): number | null => {
  if (/^[0-9]$/.test(key)) return Number(key);
  const urdu = key.charCodeAt(0) - 0x06f0;
  return key.length === 1 && urdu >= 0 && urdu <= 9 ? urdu : null;
};

/** The key hint shown under a control, as its digit range; null for types without keys. */
export const keyHintOf = (
  question: ControlQuestion,
): { kind: 'choices'; last: number } | { kind: 'scale' } | { kind: 'yesNo' } | null => {
  switch (question.questionType) {
    case 'single_choice':
    case 'multiple_choice': {
      const count = Math.min(question.options?.length ?? 0, 9);
      return count > 0 ? { kind: 'choices', last: count } : null;
    }
    case 'rating':
      return { kind: 'choices', last: RATING_MAX };
    case 'scale':
      return { kind: 'scale' };
    case 'yes_no':
      return { kind: 'yesNo' };
    default:
      return null;
  }
};

/** Arrow keys within a group: the index focus moves to (wrapping), or null for other keys. */
export const arrowTarget = (key: string, index: number, count: number, dir: 'ltr' | 'rtl'): number | null => {
  if (count === 0) return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'ArrowDown') return (index + 1) % count;
  if (key === backward || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

// --- answers ---

export type DraftProblem = 'otherEmpty' | 'otherChoiceEmpty' | 'notANumber' | 'tooSmall' | 'tooLarge' | 'tooLong';

export type DraftAnswer =
  | { kind: 'empty' }
  | { kind: 'invalid'; problem: DraftProblem; bound?: number }
  | { kind: 'text'; answerText: string }
  | { kind: 'value'; answerValue: AnswerValue };

/** A typed number as the server reads it (Urdu digits, "٫", thousands commas), or null. */
export const parseNumber = (text: string): number | null => readNumber(text);

/** What a draft would send: nothing yet, a refusal with its reason, the text, or the typed value. */
export const answerOfDraft = (question: ControlQuestion, draft: AnswerDraft): DraftAnswer => {
  switch (question.questionType) {
    case 'textarea':
    case 'text': {
      const text = draft.trim();
      if (!text) return { kind: 'empty' };
      if (question.questionType === 'text' && Array.from(text).length > SHORT_TEXT_MAX) {
        return { kind: 'invalid', problem: 'tooLong', bound: SHORT_TEXT_MAX };
      }
      return { kind: 'text', answerText: text };
    }
    case 'single_choice': {
      if (question.options?.some((o) => o.id === draft)) return { kind: 'value', answerValue: draft };
      const other = question.allowOther ? singleOtherOf(draft)?.trim() : undefined;
      if (other === undefined || other === null) return { kind: 'empty' };
      if (other === '') return { kind: 'invalid', problem: 'otherChoiceEmpty' };
      return otherProblem(other) ?? { kind: 'value', answerValue: { other } };
    }
    case 'multiple_choice': {
      const value = multipleOf(draft);
      const selected = value.selected.filter((id) => question.options?.some((o) => o.id === id));
      const other = question.allowOther && value.other !== null ? value.other.trim() : null;
      const problem = other === null ? null : otherProblem(other);
      if (problem) return problem;
      if (selected.length === 0 && other === null) return { kind: 'empty' };
      return { kind: 'value', answerValue: { selected, other } };
    }
    case 'rating':
    case 'scale': {
      const n = Number(draft);
      const { min, max } = question.questionType === 'rating' ? RATING_RANGE : SCALE_RANGE;
      return draft !== '' && Number.isInteger(n) && n >= min && n <= max
        ? { kind: 'value', answerValue: n }
        : { kind: 'empty' };
    }
    case 'yes_no':
      return draft === 'yes' || draft === 'no' ? { kind: 'value', answerValue: draft === 'yes' } : { kind: 'empty' };
    case 'number': {
      if (!draft.trim()) return { kind: 'empty' };
      const n = parseNumber(draft);
      if (n === null || !Number.isFinite(n)) return { kind: 'invalid', problem: 'notANumber' };
      const outside = numberOutOfRange(n, {
        min: question.numberRange?.min ?? null,
        max: question.numberRange?.max ?? null,
      });
      return outside ? { kind: 'invalid', ...outside } : { kind: 'value', answerValue: n };
    }
    default: {
      const unhandled: never = question.questionType;
      throw new Error(`Unknown question type ${String(unhandled)}`);
    }
  }
};

/** A saved answer back into a draft (resume): from its value, or, from an older server, its text. */
export const draftOfSaved = (
  question: ControlQuestion,
  saved: { answerText: string; answerValue?: unknown },
): AnswerDraft => {
  const value = saved.answerValue;
  switch (question.questionType) {
    case 'textarea':
    case 'text':
      return saved.answerText;
    case 'single_choice':
      if (typeof value === 'string') return value;
      if (isOtherChoice(value)) return draftOfSingleOther(value.other);
      return question.options?.find((o) => o.label === saved.answerText.trim())?.id ?? '';
    case 'multiple_choice':
      if (typeof value === 'object' && value !== null && Array.isArray((value as MultipleChoiceValue).selected)) {
        return draftOfMultiple(question, value as MultipleChoiceValue);
      }
      return '';
    case 'rating':
    case 'scale':
    case 'number':
      if (typeof value === 'number') return String(value);
      return question.questionType === 'number' ? '' : (/^\s*(\d+)/.exec(saved.answerText)?.[1] ?? '');
    case 'yes_no':
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      return /^yes$/i.test(saved.answerText.trim()) ? 'yes' : /^no$/i.test(saved.answerText.trim()) ? 'no' : '';
    default:
      return '';
  }
};

/** The body part of POST /api/answers for a draft that can be sent. */
export const answerBody = (answer: DraftAnswer): { answerText: string } | { answerValue: AnswerValue } | null =>
  answer.kind === 'text'
    ? { answerText: answer.answerText }
    : answer.kind === 'value'
      ? { answerValue: answer.answerValue }
      : null;
