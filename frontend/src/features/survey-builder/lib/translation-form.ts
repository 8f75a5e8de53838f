// The Urdu translation of a survey as the edit screen shows it: one field per English text (title,
// description, each question's text, options, scale labels, unit) with its Urdu beside it. Pure: which
// fields there are, what is saved, what AI translation is asked for and how its answer fills the form.
import type { Question, Survey, SurveyTranslationInput, QuestionTranslationInput } from '@/types/generated/api';

export type TranslationField = {
  /** Stable key of the text: 'title', 'description', 'q:<id>:text', 'q:<id>:option:<id>', 'q:<id>:min', 'q:<id>:other'... */
  key: string;
  /** What the text is, for the Urdu field's label: "Title", "Question 2, option 1". */
  label: string;
  /** The English original. */
  original: string;
  /** Questions' fields carry the question's number, so the form can group them. */
  question: number | null;
};

const sorted = (questions: readonly Question[]) => [...questions].sort((a, b) => a.order - b.order);

/** Every text of the survey that can be translated, in reading order (empty originals left out). */
export const translationFields = (
  survey: Pick<Survey, 'title' | 'description'>,
  questions: readonly Question[],
): TranslationField[] => {
  const fields: TranslationField[] = [{ key: 'title', label: 'Title', original: survey.title, question: null }];
  if (survey.description)
    fields.push({ key: 'description', label: 'Description', original: survey.description, question: null });
  sorted(questions).forEach((q, index) => {
    const n = index + 1;
    const field = (key: string, label: string, original: string) =>
      fields.push({ key: `q:${q.id}:${key}`, label, original, question: n });
    field('text', `Question ${n}`, q.questionText);
    (q.options ?? []).forEach((option, i) =>
      field(`option:${option.id}`, `Question ${n}, option ${i + 1}`, option.label),
    );
    if (q.scaleLabels) {
      field('min', `Question ${n}, label at 0`, q.scaleLabels.min);
      field('max', `Question ${n}, label at 10`, q.scaleLabels.max);
    }
    if (q.numberRange?.unit) field('unit', `Question ${n}, unit`, q.numberRange.unit);
    if (q.allowOther) field('other', `Question ${n}, "Other"`, 'Other');
  });
  return fields;
};

export type TranslationValues = Record<string, string>;

/** The Urdu saved so far, by field key. */
export const savedTranslation = (
  survey: Pick<Survey, 'translations'>,
  questions: readonly Question[],
): TranslationValues => {
  const values: TranslationValues = {};
  const set = (key: string, text: string | undefined) => {
    if (text) values[key] = text;
  };
  set('title', survey.translations.ur?.title);
  set('description', survey.translations.ur?.description);
  for (const q of questions) {
    const ur = q.translations.ur;
    if (!ur) continue;
    set(`q:${q.id}:text`, ur.questionText);
    for (const [optionId, text] of Object.entries(ur.options ?? {})) set(`q:${q.id}:option:${optionId}`, text);
    set(`q:${q.id}:min`, ur.scaleLabels?.min);
    set(`q:${q.id}:max`, ur.scaleLabels?.max);
    set(`q:${q.id}:unit`, ur.unit);
    set(`q:${q.id}:other`, ur.other);
  }
  return values;
};

/** PUT /api/surveys/{id}/translations/ur: the whole language, blank fields left out (the original shows). */
export const translationBody = (
  fields: readonly TranslationField[],
  values: TranslationValues,
): SurveyTranslationInput => {
  const body: SurveyTranslationInput = { questions: {} };
  const questions: Record<string, QuestionTranslationInput> = {};
  for (const field of fields) {
    const text = (values[field.key] ?? '').trim();
    if (text === '') continue;
    if (field.key === 'title') body.title = text;
    else if (field.key === 'description') body.description = text;
    else {
      const [, questionId, kind, optionId] = field.key.split(':') as [string, string, string, string | undefined];
      const q = (questions[questionId] ??= {});
      if (kind === 'text') q.questionText = text;
      else if (kind === 'option' && optionId) q.options = { ...q.options, [optionId]: text };
      else if (kind === 'min' || kind === 'max') q.scaleLabels = { ...q.scaleLabels, [kind]: text };
      else if (kind === 'unit') q.unit = text;
      else if (kind === 'other') q.other = text;
    }
  }
  body.questions = questions;
  return body;
};

/** What AI translation is asked for: only the fields whose Urdu is still empty (never a human's words). */
export const textsToTranslate = (
  fields: readonly TranslationField[],
  values: TranslationValues,
): { key: string; text: string }[] =>
  fields
    .filter((f) => (values[f.key] ?? '').trim() === '' && f.original.trim() !== '')
    .map((f) => ({ key: f.key, text: f.original }));

/**
 * Puts the AI's translations into the fields that are still empty. A field the admin typed into
 * while the job ran keeps the admin's words (counted as kept).
 */
export const fillTranslations = (
  values: TranslationValues,
  translations: readonly { key: string; text: string }[],
): { values: TranslationValues; filled: number; kept: number } => {
  const next = { ...values };
  let filled = 0;
  let kept = 0;
  for (const { key, text } of translations) {
    if (text.trim() === '') continue;
    if ((next[key] ?? '').trim() !== '') {
      kept += 1;
      continue;
    }
    next[key] = text.trim();
    filled += 1;
  }
  return { values: next, filled, kept };
};

/** Lines a text needs in its Urdu field (about 42 characters a line at the narrowest), 1 to 8. */
export const linesFor = (text: string): number =>
  Math.min(
    8,
    Math.max(
      1,
      text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / 42)), 0),
    ),
  );
