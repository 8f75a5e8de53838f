// Pure decisions on a survey's questions: adding, rewording, removing, reordering, reshaping, translating.

import { ANALYSIS_ROLES, type AnalysisRole } from '@seedline/shared';
import { canonicalJson } from '../../common/canonical-json';
import { IllegalStateError, ValidationError, underSurveyRules } from '../../common/errors';
import { requiredText } from '../../common/text-rules';
import {
  isChoiceType,
  lockedShapeChange,
  questionShape,
  storedShape,
  type ChoiceOption,
  type QuestionShape,
  type QuestionShapeInput,
} from '@seedline/shared';
import {
  surveyTranslation,
  TRANSLATION_LANGUAGES,
  type QuestionTranslation,
  type SurveyTranslation,
  type TranslationLanguage,
} from '../translations';
import type {
  QuestionAdded,
  QuestionRemoved,
  QuestionRequiredSet,
  QuestionAnalysisRoleSet,
  QuestionReworded,
  QuestionShapeChanged,
  QuestionsReordered,
  SurveyEvent,
  SurveyTranslationSet,
} from '../survey.events';
import { QUESTIONS_LOCKED_MESSAGES, SURVEY_LIMITS } from '../survey-limits';
import { existing, questionOf, type SurveyQuestionState, type SurveyState } from '../survey-state';

/** The shape fields are checked by questionShape (question-shape.ts); all left out: a long text question. */
export type AddQuestion = {
  type: 'AddQuestion';
  surveyId: string;
  questionId: string;
  questionText: string;
  order?: number;
  isRequired?: boolean;
  /** Whether the survey has a response (read model): then a question may only be added at the end. */
  hasResponses?: boolean;
  now: string;
} & QuestionShapeInput;

export type RewordQuestion = {
  type: 'RewordQuestion';
  surveyId: string;
  questionId: string;
  questionText: string;
  now: string;
};

export type RemoveQuestion = {
  type: 'RemoveQuestion';
  surveyId: string;
  questionId: string;
  hasResponses: boolean;
  now: string;
};

export type ReorderQuestions = {
  type: 'ReorderQuestions';
  surveyId: string;
  questionIds: string[];
  hasResponses: boolean;
  now: string;
};

/**
 * Any of the question's text and shape fields. The shape fields sent are laid over the current shape;
 * a new questionType drops the settings that do not belong to it (unless sent). Once the survey has
 * responses, the type, the options and "Other" are kept (lockedShapeChange): 409.
 */
export type EditQuestion = {
  type: 'EditQuestion';
  surveyId: string;
  questionId: string;
  questionText?: string;
  isRequired?: boolean;
  /** Its role in the analysis; null: inferred again. */
  analysisRole?: AnalysisRole | null;
  hasResponses: boolean;
  now: string;
} & QuestionShapeInput;

/** One language's whole translation, replaced (blank texts fall back to the original). */
export type SetSurveyTranslation = {
  type: 'SetSurveyTranslation';
  surveyId: string;
  language: string;
  translation: unknown;
  now: string;
};

export const questionText = (value: unknown): string =>
  requiredText(value, { label: 'Question text', max: SURVEY_LIMITS.questionText });

/** The order after the last question: what "at the end" means. */
export const endOrder = (questions: SurveyQuestionState[]): number =>
  questions.reduce((max, question) => Math.max(max, question.order), 0) + 1;

export function questionOrder(value: number | undefined, questions: SurveyQuestionState[]): number {
  if (value === undefined) return endOrder(questions);
  if (!Number.isInteger(value) || value < 1) {
    throw new ValidationError('Question order must be a whole number of 1 or more');
  }
  return value;
}

export function addQuestion(command: AddQuestion, state: SurveyState): QuestionAdded[] {
  const survey = existing(state);
  if (survey.questions.some((question) => question.questionId === command.questionId)) {
    throw new IllegalStateError('Question already exists');
  }
  const order = questionOrder(command.order, survey.questions);
  // Answers point at their questions by id, and a respondent mid-way counts on the order he saw.
  if (command.hasResponses && order < endOrder(survey.questions)) {
    throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.addInside);
  }
  const isRequired = command.isRequired ?? true;
  if (typeof isRequired !== 'boolean') throw new ValidationError('isRequired must be true or false');
  const text = questionText(command.questionText);
  const shape = underSurveyRules(() => questionShape(command));
  return [
    {
      type: 'QuestionAdded',
      schemaVersion: 1,
      data: {
        surveyId: survey.surveyId,
        questionId: command.questionId,
        questionText: text,
        ...storedShape(shape),
        order,
        isRequired,
        addedAt: command.now,
      },
    },
  ];
}

export const isEmptyTranslation = (translation: SurveyTranslation): boolean =>
  translation.title === undefined &&
  translation.description === undefined &&
  Object.keys(translation.questions).length === 0;

export function translationSet(
  surveyId: string,
  language: TranslationLanguage,
  translation: SurveyTranslation,
  at: string,
): SurveyTranslationSet {
  return { type: 'SurveyTranslationSet', schemaVersion: 1, data: { surveyId, language, translation, setAt: at } };
}

/** Always allowed: the answers given before keep the wording they were answered against. */
export function rewordQuestion(command: RewordQuestion, state: SurveyState): QuestionReworded[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  const text = questionText(command.questionText);
  if (text === question.questionText) return [];
  const data = {
    surveyId: survey.surveyId,
    questionId: question.questionId,
    questionText: text,
    rewordedAt: command.now,
  };
  return [{ type: 'QuestionReworded', schemaVersion: 1, data }];
}

/** Before the first response only; the remaining questions close the gap (1, 2, 3, ...). */
export function removeQuestion(command: RemoveQuestion, state: SurveyState): SurveyEvent[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  if (command.hasResponses) throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.remove);
  const { surveyId } = survey;
  const removed: QuestionRemoved = {
    type: 'QuestionRemoved',
    schemaVersion: 1,
    data: { surveyId, questionId: question.questionId, removedAt: command.now },
  };
  const remaining = survey.questions.filter((q) => q.questionId !== question.questionId);
  if (remaining.every((q, index) => q.order === index + 1)) return [removed];
  const questionIds = remaining.map((q) => q.questionId);
  return [
    removed,
    { type: 'QuestionsReordered', schemaVersion: 1, data: { surveyId, questionIds, reorderedAt: command.now } },
  ];
}

/** Before the first response only; the list must name every question of the survey once. */
export function reorderQuestions(command: ReorderQuestions, state: SurveyState): QuestionsReordered[] {
  const survey = existing(state);
  const ids = command.questionIds;
  const known = new Set(survey.questions.map((q) => q.questionId));
  const complete =
    Array.isArray(ids) &&
    ids.length === known.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => known.has(id));
  if (!complete) throw new ValidationError("questionIds must list each of the survey's questions exactly once");
  if (command.hasResponses) throw new IllegalStateError(QUESTIONS_LOCKED_MESSAGES.reorder);
  if (survey.questions.every((q, index) => q.questionId === ids[index] && q.order === index + 1)) return [];
  const data = { surveyId: survey.surveyId, questionIds: [...ids], reorderedAt: command.now };
  return [{ type: 'QuestionsReordered', schemaVersion: 1, data }];
}

export const SHAPE_FIELDS = ['questionType', 'options', 'allowOther', 'scaleLabels', 'numberRange'] as const;

/**
 * The shape an edit asks for: the current one with the sent fields laid over it. A new type keeps only
 * the settings that belong to it (options between the two choice types; the rest start afresh).
 */
export function editedShape(current: QuestionShape, edit: QuestionShapeInput): QuestionShape {
  const type = edit.questionType ?? current.questionType;
  const base: QuestionShapeInput = { questionType: type };
  if (type === current.questionType || (typeof type === 'string' && isChoiceSwitch(current, type))) {
    base.options = current.options;
  }
  if (type === current.questionType) {
    base.allowOther = current.allowOther;
    base.scaleLabels = current.scaleLabels;
    base.numberRange = current.numberRange;
  }
  const sent = Object.fromEntries(SHAPE_FIELDS.filter((field) => edit[field] !== undefined).map((f) => [f, edit[f]]));
  if (sent.options !== undefined) sent.options = withFreshIds(sent.options, current.options ?? []);
  return underSurveyRules(() => questionShape({ ...base, ...sent }));
}

/**
 * New options (sent without an id) get ids no current option has: an id taken by an option removed in
 * the same edit would otherwise pass to the new one, with the removed option's translation.
 */
export function withFreshIds(options: unknown, current: ChoiceOption[]): unknown {
  if (!Array.isArray(options)) return options;
  const idOf = (item: unknown): unknown =>
    typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  const taken = new Set<unknown>([...current.map((option) => option.id), ...options.map(idOf)]);
  let next = 1;
  return options.map((item: unknown) => {
    const id = idOf(item);
    if (id !== undefined && id !== null) return item;
    if (typeof item !== 'string' && (typeof item !== 'object' || item === null)) return item;
    while (taken.has(`o${next}`)) next += 1;
    const fresh = `o${next}`;
    taken.add(fresh);
    return typeof item === 'string' ? { id: fresh, label: item } : { ...item, id: fresh };
  });
}

export const isChoiceSwitch = (current: QuestionShape, type: string): boolean =>
  isChoiceType(current.questionType) && (type === 'single_choice' || type === 'multiple_choice');

/** A question's translated texts that still fit its shape (options it has, labels of a scale, a number's unit, "Other"). */
export function fittingTranslation(translation: QuestionTranslation, shape: QuestionShape): QuestionTranslation {
  const result: QuestionTranslation = {};
  if (translation.questionText !== undefined) result.questionText = translation.questionText;
  const optionIds = new Set((shape.options ?? []).map((option) => option.id));
  const options = Object.entries(translation.options ?? {}).filter(([id]) => optionIds.has(id));
  if (options.length > 0) result.options = Object.fromEntries(options);
  if (translation.scaleLabels !== undefined && shape.questionType === 'scale')
    result.scaleLabels = translation.scaleLabels;
  if (translation.unit !== undefined && shape.questionType === 'number') result.unit = translation.unit;
  if (translation.other !== undefined && shape.allowOther) result.other = translation.other;
  return result;
}

/**
 * Rewording, required or not, and a new shape, in one go. A shape change that leaves translated texts
 * without their setting (a removed option, a scale that became a rating) records the translation without
 * them, so a translation read back can be saved again as it is.
 */
export function editQuestion(command: EditQuestion, state: SurveyState): SurveyEvent[] {
  const survey = existing(state);
  const question = questionOf(survey, command.questionId);
  const { surveyId } = survey;
  const { questionId } = question;
  const events: SurveyEvent[] = [];
  if (command.questionText !== undefined) {
    const text = questionText(command.questionText);
    if (text !== question.questionText) {
      const data = { surveyId, questionId, questionText: text, rewordedAt: command.now };
      events.push({ type: 'QuestionReworded', schemaVersion: 1, data } satisfies QuestionReworded);
    }
  }
  if (command.isRequired !== undefined) {
    if (typeof command.isRequired !== 'boolean') throw new ValidationError('isRequired must be true or false');
    if (command.isRequired !== question.isRequired) {
      const data = { surveyId, questionId, isRequired: command.isRequired, setAt: command.now };
      events.push({ type: 'QuestionRequiredSet', schemaVersion: 1, data } satisfies QuestionRequiredSet);
    }
  }
  if (command.analysisRole !== undefined) {
    const role = command.analysisRole;
    if (role !== null && !(ANALYSIS_ROLES as readonly string[]).includes(role)) {
      throw new ValidationError(`analysisRole must be one of ${ANALYSIS_ROLES.join(', ')}`);
    }
    if (role !== (question.analysisRole ?? null)) {
      const data = { surveyId, questionId, role, setAt: command.now };
      events.push({ type: 'QuestionAnalysisRoleSet', schemaVersion: 1, data } satisfies QuestionAnalysisRoleSet);
    }
  }
  if (SHAPE_FIELDS.some((field) => command[field] !== undefined)) {
    const shape = editedShape(question.shape, command);
    // Compared by canonical JSON: a shape read from the store (jsonb) has its keys in another order.
    if (canonicalJson(shape) !== canonicalJson(question.shape)) {
      if (command.hasResponses) {
        const refusal = lockedShapeChange(question.shape, shape);
        if (refusal !== null) throw new IllegalStateError(refusal);
      }
      const data = { surveyId, questionId, ...storedShape(shape), changedAt: command.now };
      events.push({ type: 'QuestionShapeChanged', schemaVersion: 1, data } satisfies QuestionShapeChanged);
      for (const language of TRANSLATION_LANGUAGES) {
        const translation = survey.translations[language];
        const texts = translation?.questions[questionId];
        if (!translation || !texts) continue;
        const fitting = fittingTranslation(texts, shape);
        if (canonicalJson(fitting) === canonicalJson(texts)) continue;
        const questions = { ...translation.questions };
        if (Object.keys(fitting).length > 0) questions[questionId] = fitting;
        else delete questions[questionId];
        events.push(translationSet(surveyId, language, { ...translation, questions }, command.now));
      }
    }
  }
  return events;
}

export function translationLanguage(value: unknown): TranslationLanguage {
  if (typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value)) {
    return value as TranslationLanguage;
  }
  throw new ValidationError(`A translation's language must be one of ${TRANSLATION_LANGUAGES.join(', ')}`);
}

/** Replaces one language's translation; the same translation again records nothing. */
export function setSurveyTranslation(command: SetSurveyTranslation, state: SurveyState): SurveyTranslationSet[] {
  const survey = existing(state);
  const language = translationLanguage(command.language);
  const translation = surveyTranslation(command.translation, survey.questions);
  const current = survey.translations[language] ?? { questions: {} };
  if (canonicalJson(translation) === canonicalJson(current)) return [];
  return [translationSet(survey.surveyId, language, translation, command.now)];
}
