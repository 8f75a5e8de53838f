// What kind of answer a question takes, and the settings each kind carries. Pure: the survey decider
// validates a shape with it, the response decider checks answers against it (typed-answer.ts).

import { AI_QUESTION_TYPES, TYPED_QUESTION_LIMITS } from './question-types';
import { RuleViolation } from './rule-violation';

// One list of types and one set of bounds, shared with the AI jobs (which propose typed questions), so
// a proposal the builder takes is one this decider accepts.
export const QUESTION_TYPES = AI_QUESTION_TYPES;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** A choice; answers name it by id, so its label may be reworded or translated later. */
export type ChoiceOption = { id: string; label: string };
/** The words at both ends of a 0–10 scale. */
export type ScaleLabels = { min: string; max: string };
/** Bounds and unit of a number question; null means no bound, or no unit. */
export type NumberRange = { min: number | null; max: number | null; unit: string | null };

export type QuestionShape = {
  questionType: QuestionType;
  /** single_choice and multiple_choice only. */
  options: ChoiceOption[] | null;
  /** Choice questions only: an "Other" choice with the respondent's own words. */
  allowOther: boolean;
  /** scale only. */
  scaleLabels: ScaleLabels | null;
  /** number only. */
  numberRange: NumberRange | null;
};

export const RATING_RANGE = { min: 1, max: 5 } as const;
export const SCALE_RANGE = { min: 0, max: 10 } as const;

export const QUESTION_SHAPE_LIMITS = {
  ...TYPED_QUESTION_LIMITS,
  optionId: 40,
} as const;

export const DEFAULT_SCALE_LABELS: ScaleLabels = { min: 'Not at all likely', max: 'Extremely likely' };

/** Every question stored before question types existed: a long text answer. */
export const TEXTAREA_SHAPE: QuestionShape = {
  questionType: 'textarea',
  options: null,
  allowOther: false,
  scaleLabels: null,
  numberRange: null,
};

export const isChoiceType = (type: QuestionType): type is 'single_choice' | 'multiple_choice' =>
  type === 'single_choice' || type === 'multiple_choice';

/** What a command may send: any of the fields, unchecked. */
export type QuestionShapeInput = {
  questionType?: unknown;
  options?: unknown;
  allowOther?: unknown;
  scaleLabels?: unknown;
  numberRange?: unknown;
};

/** The shape as stored in an event: fields added with question types may be absent (older events). */
export type StoredQuestionShape = {
  questionType: QuestionType;
  options?: ChoiceOption[] | null;
  allowOther?: boolean;
  scaleLabels?: ScaleLabels | null;
  numberRange?: NumberRange | null;
};

/** Reads a stored shape; an event from before question types reads as a long text question. */
export function shapeOf(stored: StoredQuestionShape): QuestionShape {
  return {
    questionType: stored.questionType,
    options: stored.options ?? null,
    allowOther: stored.allowOther ?? false,
    scaleLabels: stored.scaleLabels ?? null,
    numberRange: stored.numberRange ?? null,
  };
}

function questionType(value: unknown): QuestionType {
  if (value === undefined || value === null) return 'textarea';
  if (typeof value === 'string' && (QUESTION_TYPES as readonly string[]).includes(value)) {
    return value as QuestionType;
  }
  throw new RuleViolation(`Question type must be one of ${QUESTION_TYPES.join(', ')}`);
}

function label(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw new RuleViolation(`${what} is required`);
  const text = value.trim();
  if (Array.from(text).length > max) throw new RuleViolation(`${what} must be at most ${max} characters`);
  return text;
}

const OPTION_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Options of a choice question. An option sent with an id keeps it (answers name options by id); one
 * without gets the next free `o<n>`. Labels are trimmed and must differ (ignoring case).
 */
function options(value: unknown): ChoiceOption[] {
  const { minOptions, maxOptions, optionLabel, optionId } = QUESTION_SHAPE_LIMITS;
  if (!Array.isArray(value) || value.length < minOptions) {
    throw new RuleViolation(`A choice question needs at least ${minOptions} options`);
  }
  if (value.length > maxOptions) throw new RuleViolation(`A choice question has at most ${maxOptions} options`);
  const given = value.map((item: unknown, index) => {
    const raw = typeof item === 'string' ? { label: item } : item;
    if (typeof raw !== 'object' || raw === null) throw new RuleViolation(`Option ${index + 1} must have a label`);
    const { id, label: text } = raw as { id?: unknown; label?: unknown };
    if (id !== undefined && id !== null) {
      if (typeof id !== 'string' || !OPTION_ID_PATTERN.test(id) || id.length > optionId) {
        throw new RuleViolation(`Option ${index + 1} has an invalid id`);
      }
    }
    return { id: typeof id === 'string' ? id : null, label: label(text, `Option ${index + 1}`, optionLabel) };
  });
  const labels = new Set<string>();
  for (const option of given) {
    const key = option.label.toLocaleLowerCase('en');
    if (labels.has(key)) throw new RuleViolation(`Options must differ: "${option.label}" is listed twice`);
    labels.add(key);
  }
  const ids = new Set(given.flatMap((option) => (option.id === null ? [] : [option.id])));
  if (ids.size !== given.filter((option) => option.id !== null).length) {
    throw new RuleViolation('Each option id may appear once');
  }
  let next = 1;
  return given.map((option) => {
    if (option.id !== null) return { id: option.id, label: option.label };
    while (ids.has(`o${next}`)) next += 1;
    const id = `o${next}`;
    ids.add(id);
    return { id, label: option.label };
  });
}

function scaleLabels(value: unknown): ScaleLabels {
  if (value === undefined || value === null) return DEFAULT_SCALE_LABELS;
  if (typeof value !== 'object') throw new RuleViolation('scaleLabels must have a min and a max label');
  const { min, max } = value as { min?: unknown; max?: unknown };
  const limit = QUESTION_SHAPE_LIMITS.scaleLabel;
  return { min: label(min, 'The label for 0', limit), max: label(max, 'The label for 10', limit) };
}

function bound(value: unknown, name: string): number | null {
  if (value === undefined || value === null) return null;
  const limit = QUESTION_SHAPE_LIMITS.number;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new RuleViolation(`The ${name} must be a number between -${limit} and ${limit}`);
  }
  return value;
}

function numberRange(value: unknown): NumberRange {
  if (value === undefined || value === null) return { min: null, max: null, unit: null };
  if (typeof value !== 'object') throw new RuleViolation('numberRange must be an object with min, max and unit');
  const raw = value as { min?: unknown; max?: unknown; unit?: unknown };
  const min = bound(raw.min, 'minimum');
  const max = bound(raw.max, 'maximum');
  if (min !== null && max !== null && min > max) throw new RuleViolation('The minimum must not be above the maximum');
  let unit: string | null = null;
  if (raw.unit !== undefined && raw.unit !== null) {
    if (typeof raw.unit !== 'string') throw new RuleViolation('The unit must be text');
    unit = raw.unit.trim() === '' ? null : label(raw.unit, 'The unit', QUESTION_SHAPE_LIMITS.unit);
  }
  return { min, max, unit };
}

/**
 * Validates a question's shape as a command sends it; throws a RuleViolation saying why it does not
 * fit. Settings that do not belong to the type are refused rather than silently dropped.
 */
export function questionShape(input: QuestionShapeInput): QuestionShape {
  const type = questionType(input.questionType);
  const present = (value: unknown) => value !== undefined && value !== null;
  if (present(input.options) && !isChoiceType(type)) {
    throw new RuleViolation('Only choice questions have options');
  }
  if (input.allowOther === true && !isChoiceType(type)) {
    throw new RuleViolation('Only choice questions can offer "Other"');
  }
  if (input.allowOther !== undefined && typeof input.allowOther !== 'boolean') {
    throw new RuleViolation('allowOther must be true or false');
  }
  if (present(input.scaleLabels) && type !== 'scale') throw new RuleViolation('Only 0–10 scales have end labels');
  if (present(input.numberRange) && type !== 'number') {
    throw new RuleViolation('Only number questions have a minimum, maximum and unit');
  }
  return {
    questionType: type,
    options: isChoiceType(type) ? options(input.options) : null,
    allowOther: isChoiceType(type) && input.allowOther === true,
    scaleLabels: type === 'scale' ? scaleLabels(input.scaleLabels) : null,
    numberRange: type === 'number' ? numberRange(input.numberRange) : null,
  };
}

/** The fields of a shape that an event stores (all of them: an explicit record reads the same everywhere). */
export const storedShape = (shape: QuestionShape): Required<StoredQuestionShape> => ({ ...shape });

/**
 * Once a survey has answers, a question keeps its type and every option it had (answers name them);
 * labels may change and options may be added. Returns why a change is refused, or null.
 */
export function lockedShapeChange(before: QuestionShape, after: QuestionShape): string | null {
  if (before.questionType !== after.questionType) {
    return "A question's type cannot be changed once the survey has responses";
  }
  const kept = new Set((after.options ?? []).map((option) => option.id));
  if ((before.options ?? []).some((option) => !kept.has(option.id))) {
    return 'Options cannot be removed once the survey has responses';
  }
  if (before.allowOther && !after.allowOther) return '"Other" cannot be removed once the survey has responses';
  return null;
}
