// A survey's texts in another language than the original (English). Pure: the decider validates a
// translation with it; read models and views serve it beside the original.

import { ValidationError } from '../../common/errors';
import { type QuestionShape, QUESTION_SHAPE_LIMITS } from '@seedline/shared';

export const SURVEY_LANGUAGES = ['en', 'ur'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];
export type TranslationLanguage = Exclude<SurveyLanguage, 'en'>;
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = ['ur'];

/** Surveys from before languages were declared offer both, as they always did. */
export const DEFAULT_SURVEY_LANGUAGES: readonly SurveyLanguage[] = ['en', 'ur'];

/** A question's texts in one language; each one left out shows the original. */
export type QuestionTranslation = {
  questionText?: string;
  /** By option id. */
  options?: Record<string, string>;
  scaleLabels?: { min?: string; max?: string };
  unit?: string;
  /** The label of "Other", for a question that offers it. */
  other?: string;
};

export type SurveyTranslation = {
  title?: string;
  description?: string;
  /** By question id. */
  questions: Record<string, QuestionTranslation>;
};

export const EMPTY_TRANSLATION: SurveyTranslation = { questions: {} };

export const TRANSLATION_LIMITS = {
  title: 200,
  description: 2000,
  questionText: 2000,
} as const;

/** The languages a survey declares: English first, each once. */
export function surveyLanguages(value: unknown): SurveyLanguage[] {
  if (!Array.isArray(value) || value.some((l) => !(SURVEY_LANGUAGES as readonly unknown[]).includes(l))) {
    throw new ValidationError(`languages must list some of ${SURVEY_LANGUAGES.join(', ')}`);
  }
  if (!value.includes('en')) throw new ValidationError('languages must include en (the original texts are English)');
  return SURVEY_LANGUAGES.filter((language) => value.includes(language));
}

/** A translated text: trimmed; blank means "not translated" (undefined). */
function text(value: unknown, what: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ValidationError(`${what} must be text`);
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (Array.from(trimmed).length > max) throw new ValidationError(`${what} must be at most ${max} characters`);
  return trimmed;
}

type TranslatedQuestion = { questionId: string; shape: QuestionShape };

function questionTranslation(value: unknown, question: TranslatedQuestion, n: number): QuestionTranslation {
  if (typeof value !== 'object' || value === null)
    throw new ValidationError(`The translation of question ${n} must be an object`);
  const raw = value as Record<string, unknown>;
  const result: QuestionTranslation = {};
  const questionText = text(raw.questionText, `Question ${n}'s translation`, TRANSLATION_LIMITS.questionText);
  if (questionText !== undefined) result.questionText = questionText;
  if (raw.options !== undefined && raw.options !== null) {
    if (typeof raw.options !== 'object')
      throw new ValidationError(`Question ${n}'s option translations must be an object`);
    const known = new Set((question.shape.options ?? []).map((option) => option.id));
    const options: Record<string, string> = {};
    for (const [id, label] of Object.entries(raw.options as Record<string, unknown>)) {
      if (!known.has(id)) throw new ValidationError(`Question ${n} has no option "${id}"`);
      const translated = text(label, `An option of question ${n}`, QUESTION_SHAPE_LIMITS.optionLabel);
      if (translated !== undefined) options[id] = translated;
    }
    if (Object.keys(options).length > 0) result.options = options;
  }
  if (raw.scaleLabels !== undefined && raw.scaleLabels !== null) {
    if (question.shape.questionType !== 'scale') throw new ValidationError(`Question ${n} is not a 0–10 scale`);
    const labels = raw.scaleLabels as { min?: unknown; max?: unknown };
    const min = text(labels.min, `Question ${n}'s label for 0`, QUESTION_SHAPE_LIMITS.scaleLabel);
    const max = text(labels.max, `Question ${n}'s label for 10`, QUESTION_SHAPE_LIMITS.scaleLabel);
    if (min !== undefined || max !== undefined) {
      result.scaleLabels = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
    }
  }
  if (raw.unit !== undefined && raw.unit !== null) {
    if (question.shape.questionType !== 'number') throw new ValidationError(`Question ${n} has no unit`);
    const unit = text(raw.unit, `Question ${n}'s unit`, QUESTION_SHAPE_LIMITS.unit);
    if (unit !== undefined) result.unit = unit;
  }
  if (raw.other !== undefined && raw.other !== null) {
    if (!question.shape.allowOther) throw new ValidationError(`Question ${n} does not offer "Other"`);
    const other = text(raw.other, `Question ${n}'s "Other"`, QUESTION_SHAPE_LIMITS.optionLabel);
    if (other !== undefined) result.other = other;
  }
  return result;
}

/**
 * Validates a whole translation against the survey's questions: unknown question or option ids are
 * refused, blank texts dropped, so what is stored holds only real translations.
 */
export function surveyTranslation(value: unknown, questions: TranslatedQuestion[]): SurveyTranslation {
  if (typeof value !== 'object' || value === null) throw new ValidationError('The translation must be an object');
  const raw = value as { title?: unknown; description?: unknown; questions?: unknown };
  const result: SurveyTranslation = { questions: {} };
  const title = text(raw.title, 'The translated title', TRANSLATION_LIMITS.title);
  if (title !== undefined) result.title = title;
  const description = text(raw.description, 'The translated description', TRANSLATION_LIMITS.description);
  if (description !== undefined) result.description = description;
  if (raw.questions !== undefined && raw.questions !== null) {
    if (typeof raw.questions !== 'object')
      throw new ValidationError('questions must be an object keyed by question id');
    for (const [questionId, translation] of Object.entries(raw.questions as Record<string, unknown>)) {
      const index = questions.findIndex((question) => question.questionId === questionId);
      if (index < 0) throw new ValidationError(`The survey has no question "${questionId}"`);
      const checked = questionTranslation(translation, questions[index]!, index + 1);
      if (Object.keys(checked).length > 0) result.questions[questionId] = checked;
    }
  }
  return result;
}
