import type { AddQuestionInput } from '@/types/generated/api';

// The create form's editable question list. Each draft has a stable key for React and focus;
// `order` is always its 1-based position.

export type DraftQuestion = { key: string; text: string; order: number };

export type NewKey = () => string;

const renumber = (questions: readonly Omit<DraftQuestion, 'order'>[]): DraftQuestion[] =>
  questions.map((q, index) => ({ key: q.key, text: q.text, order: index + 1 }));

export const initialQuestions = (newKey: NewKey): DraftQuestion[] => [{ key: newKey(), text: '', order: 1 }];

export const addQuestion = (questions: readonly DraftQuestion[], newKey: NewKey): DraftQuestion[] =>
  renumber([...questions, { key: newKey(), text: '' }]);

/** Removes one question and renumbers from 1; the last remaining question cannot be removed. */
export const removeQuestion = (questions: readonly DraftQuestion[], key: string): DraftQuestion[] =>
  questions.length <= 1 ? [...questions] : renumber(questions.filter((q) => q.key !== key));

export const updateQuestion = (questions: readonly DraftQuestion[], key: string, text: string): DraftQuestion[] =>
  questions.map((q) => (q.key === key ? { ...q, text } : q));

/** AI generation replaces the whole list. An empty result keeps one blank question to type into. */
export const replaceQuestions = (texts: readonly string[], newKey: NewKey): DraftQuestion[] => {
  const kept = texts.map((t) => t.trim()).filter((t) => t !== '');
  return kept.length === 0 ? initialQuestions(newKey) : renumber(kept.map((text) => ({ key: newKey(), text })));
};

export const canRemove = (questions: readonly DraftQuestion[]): boolean => questions.length > 1;

/** A question as POST /api/surveys/{id}/questions takes it, every field stated. */
export type QuestionPayload = Required<AddQuestionInput>;

/** What is saved: blank questions dropped (after trimming), the rest trimmed and numbered from 1. */
export const questionsToSave = (questions: readonly DraftQuestion[]): QuestionPayload[] =>
  questions
    .map((q) => q.text.trim())
    .filter((text) => text !== '')
    .map((questionText, index) => ({ questionText, questionType: 'textarea', order: index + 1, isRequired: true }));
