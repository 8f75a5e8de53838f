// A question as the builder edits it: its text, type and the settings of that type. Pure: the create
// and edit screens keep drafts in state, check them with the server's rules (so the admin hears why
// before saving) and turn them into the API's bodies.
import type { AddQuestionInput, Question, QuestionType, RewordQuestionInput } from '@/types/generated/api';

export const QUESTION_TYPE_OPTIONS: readonly { value: QuestionType; label: string }[] = [
  { value: 'textarea', label: 'Long text' },
  { value: 'text', label: 'Short text' },
  { value: 'single_choice', label: 'Single choice' },
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'rating', label: 'Rating (1–5 stars)' },
  { value: 'scale', label: 'Scale (0–10)' },
  { value: 'yes_no', label: 'Yes / No' },
  { value: 'number', label: 'Number' },
];

export const questionTypeLabel = (type: QuestionType): string =>
  QUESTION_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** The server's limits (backend/src/surveys/question-shape.ts), checked here too so errors show early. */
export const DRAFT_LIMITS = { minOptions: 2, maxOptions: 30, optionLabel: 200, scaleLabel: 100, unit: 40 } as const;

export const DEFAULT_SCALE_LABELS = { min: 'Not at all likely', max: 'Extremely likely' } as const;

export const isChoice = (type: QuestionType): boolean => type === 'single_choice' || type === 'multiple_choice';

/** An option: `id` is the server's (kept on save, answers name it), null for one not saved yet. */
export type DraftOption = { key: string; id: string | null; label: string };

export type QuestionDraft = {
  key: string;
  text: string;
  questionType: QuestionType;
  /** Kept while another type is picked, so switching back does not lose them; sent for choices only. */
  options: DraftOption[];
  allowOther: boolean;
  /** Whether a respondent must answer it; the spec's default is required. */
  isRequired: boolean;
  scaleLabels: { min: string; max: string };
  /** As typed: '' is no bound / no unit. */
  numberRange: { min: string; max: string; unit: string };
};

export type NewKey = () => string;

export const newDraft = (key: string, text = ''): QuestionDraft => ({
  key,
  text,
  questionType: 'textarea',
  options: [],
  allowOther: false,
  isRequired: true,
  scaleLabels: { ...DEFAULT_SCALE_LABELS },
  numberRange: { min: '', max: '', unit: '' },
});

const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A saved question as a draft (the edit screen starts from this). */
export const draftFromQuestion = (question: Question, newKey: NewKey): QuestionDraft => ({
  key: question.id,
  text: question.questionText,
  questionType: question.questionType,
  options: (question.options ?? []).map((option) => ({ key: newKey(), id: option.id, label: option.label })),
  allowOther: question.allowOther,
  // The spec: treated as required when missing.
  isRequired: question.isRequired !== false,
  scaleLabels: question.scaleLabels ? { ...question.scaleLabels } : { ...DEFAULT_SCALE_LABELS },
  numberRange: {
    min: numberText(question.numberRange?.min),
    max: numberText(question.numberRange?.max),
    unit: question.numberRange?.unit ?? '',
  },
});

/**
 * After a save: options the draft sent without an id take the id the server gave the option of the same
 * label; everything the admin typed meanwhile stays as it is.
 */
export const withSavedOptionIds = (draft: QuestionDraft, saved: Pick<Question, 'options'>): QuestionDraft => {
  const byLabel = new Map(
    (saved.options ?? []).map((option) => [option.label.trim().toLocaleLowerCase('en'), option.id]),
  );
  const taken = new Set(draft.options.map((option) => option.id).filter((id) => id !== null));
  return {
    ...draft,
    options: draft.options.map((option) => {
      if (option.id !== null) return option;
      const id = byLabel.get(option.label.trim().toLocaleLowerCase('en'));
      if (!id || taken.has(id)) return option;
      taken.add(id);
      return { ...option, id };
    }),
  };
};

/** What AI generation proposes for one question (the typed list beside `questions`). */
export type GeneratedQuestion = {
  questionText: string;
  questionType: QuestionType;
  options?: string[];
  /** A multiple choice proposed with "Other" (the respondent's own answer). */
  allowOther?: boolean;
  scaleLabels?: { min: string; max: string };
  numberRange?: { min?: number | null; max?: number | null; unit?: string | null };
};

export const draftFromGenerated = (generated: GeneratedQuestion, newKey: NewKey): QuestionDraft => {
  const draft = newDraft(newKey(), generated.questionText.trim());
  const type = QUESTION_TYPE_OPTIONS.some((o) => o.value === generated.questionType)
    ? generated.questionType
    : 'textarea';
  return {
    ...draft,
    questionType: type,
    options: (generated.options ?? []).map((label) => ({ key: newKey(), id: null, label })),
    allowOther: isChoice(type) && generated.allowOther === true,
    scaleLabels: generated.scaleLabels ? { ...generated.scaleLabels } : draft.scaleLabels,
    numberRange: {
      min: numberText(generated.numberRange?.min),
      max: numberText(generated.numberRange?.max),
      unit: generated.numberRange?.unit ?? '',
    },
  };
};

/** A choice type starts with two blank options to type into. */
export const setType = (draft: QuestionDraft, questionType: QuestionType, newKey: NewKey): QuestionDraft => {
  const options =
    isChoice(questionType) && draft.options.length === 0
      ? [
          { key: newKey(), id: null, label: '' },
          { key: newKey(), id: null, label: '' },
        ]
      : draft.options;
  return { ...draft, questionType, options, allowOther: isChoice(questionType) && draft.allowOther };
};

export const addOption = (draft: QuestionDraft, newKey: NewKey): QuestionDraft => ({
  ...draft,
  options: [...draft.options, { key: newKey(), id: null, label: '' }],
});

export const removeOption = (draft: QuestionDraft, key: string): QuestionDraft => ({
  ...draft,
  options: draft.options.filter((option) => option.key !== key),
});

export const setOptionLabel = (draft: QuestionDraft, key: string, label: string): QuestionDraft => ({
  ...draft,
  options: draft.options.map((option) => (option.key === key ? { ...option, label } : option)),
});

/** Moves one option by `delta` places; unchanged when that would leave the list. */
export const moveOption = (draft: QuestionDraft, key: string, delta: -1 | 1): QuestionDraft => {
  const index = draft.options.findIndex((option) => option.key === key);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= draft.options.length) return draft;
  const options = [...draft.options];
  [options[index], options[target]] = [options[target]!, options[index]!];
  return { ...draft, options };
};

const parseBound = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 'invalid';
};

const chars = (text: string) => Array.from(text.trim()).length;

/** Why the server would refuse this draft (same rules, same words where it has them), or null. */
export const draftProblem = (draft: QuestionDraft): string | null => {
  if (draft.text.trim() === '') return 'Type the question first';
  switch (draft.questionType) {
    case 'single_choice':
    case 'multiple_choice': {
      const { minOptions, maxOptions, optionLabel } = DRAFT_LIMITS;
      if (draft.options.length < minOptions) return `A choice question needs at least ${minOptions} options`;
      if (draft.options.length > maxOptions) return `A choice question has at most ${maxOptions} options`;
      const seen = new Set<string>();
      for (const [index, option] of draft.options.entries()) {
        const label = option.label.trim();
        if (label === '') return `Option ${index + 1} is required`;
        if (chars(label) > optionLabel) return `Option ${index + 1} must be at most ${optionLabel} characters`;
        const key = label.toLocaleLowerCase('en');
        if (seen.has(key)) return `Options must differ: "${label}" is listed twice`;
        seen.add(key);
      }
      return null;
    }
    case 'scale': {
      if (draft.scaleLabels.min.trim() === '') return 'The label for 0 is required';
      if (draft.scaleLabels.max.trim() === '') return 'The label for 10 is required';
      if (
        chars(draft.scaleLabels.min) > DRAFT_LIMITS.scaleLabel ||
        chars(draft.scaleLabels.max) > DRAFT_LIMITS.scaleLabel
      )
        return `Scale labels must be at most ${DRAFT_LIMITS.scaleLabel} characters`;
      return null;
    }
    case 'number': {
      const min = parseBound(draft.numberRange.min);
      const max = parseBound(draft.numberRange.max);
      if (min === 'invalid') return 'The minimum must be a number';
      if (max === 'invalid') return 'The maximum must be a number';
      if (min !== null && max !== null && min > max) return 'The minimum must not be above the maximum';
      if (chars(draft.numberRange.unit) > DRAFT_LIMITS.unit)
        return `The unit must be at most ${DRAFT_LIMITS.unit} characters`;
      return null;
    }
    case 'textarea':
    case 'text':
    case 'rating':
    case 'yes_no':
      return null;
    default: {
      const unknown: never = draft.questionType;
      return String(unknown);
    }
  }
};

export type ShapeBody = Pick<
  AddQuestionInput,
  'questionType' | 'options' | 'allowOther' | 'scaleLabels' | 'numberRange'
>;

const bound = (text: string): number | null => {
  const value = parseBound(text);
  return value === 'invalid' ? null : value;
};

/** The type and the settings that belong to it, as the API takes them (trimmed; others left out). */
export const shapeBody = (draft: QuestionDraft): ShapeBody => {
  const questionType = draft.questionType;
  if (isChoice(questionType)) {
    return {
      questionType,
      options: draft.options.map((o) => (o.id ? { id: o.id, label: o.label.trim() } : { label: o.label.trim() })),
      allowOther: draft.allowOther,
    };
  }
  if (questionType === 'scale')
    return {
      questionType,
      scaleLabels: { min: draft.scaleLabels.min.trim(), max: draft.scaleLabels.max.trim() },
    };
  if (questionType === 'number')
    return {
      questionType,
      numberRange: {
        min: bound(draft.numberRange.min),
        max: bound(draft.numberRange.max),
        unit: draft.numberRange.unit.trim() || null,
      },
    };
  return { questionType };
};

export type AddBody = AddQuestionInput & { questionText: string; order: number; isRequired: boolean };

export const addBody = (draft: QuestionDraft, order: number): AddBody => ({
  questionText: draft.text.trim(),
  order,
  isRequired: draft.isRequired,
  ...shapeBody(draft),
});

/** The saved question's shape as a body, to compare with a draft's. */
const savedShape = (question: Question): ShapeBody => shapeBody(draftFromQuestion(question, () => ''));

/** PATCH body of what changed between a saved question and its draft (empty: nothing to save). */
export const editBody = (question: Question, draft: QuestionDraft): RewordQuestionInput => {
  const body: RewordQuestionInput = {};
  const text = draft.text.trim();
  if (text !== '' && text !== question.questionText) body.questionText = text;
  const shape = shapeBody(draft);
  if (JSON.stringify(shape) !== JSON.stringify(savedShape(question))) Object.assign(body, shape);
  if (draft.isRequired !== (question.isRequired !== false)) body.isRequired = draft.isRequired;
  return body;
};

/**
 * Once a survey has responses, the server keeps a question's type, its options and its "Other"
 * (answers name them). The builder says so before the admin tries; the server has the last word.
 */
export const LOCKED_REASONS = {
  type: "A question's type cannot be changed once the survey has responses",
  option: 'Options cannot be removed once the survey has responses',
  other: '"Other" cannot be removed once the survey has responses',
} as const;

/** Whether an option was saved with the question (and so may be named by answers). */
export const isSavedOption = (option: DraftOption): boolean => option.id !== null;
