// The create form's editable question list. Each draft has a stable key for React and focus;
// `order` is always its 1-based position.
import {
  addBody,
  draftFromGenerated,
  draftProblem,
  newDraft,
  type AddBody,
  type GeneratedQuestion,
  type NewKey,
  type QuestionDraft,
} from './question-draft';

export type DraftQuestion = QuestionDraft & { order: number };

export type { NewKey };

const renumber = (questions: readonly QuestionDraft[]): DraftQuestion[] =>
  questions.map((q, index) => ({ ...q, order: index + 1 }));

export const initialQuestions = (newKey: NewKey): DraftQuestion[] => renumber([newDraft(newKey())]);

export const addQuestion = (questions: readonly DraftQuestion[], newKey: NewKey): DraftQuestion[] =>
  renumber([...questions, newDraft(newKey())]);

/** Removes one question and renumbers from 1; the last remaining question cannot be removed. */
export const removeQuestion = (questions: readonly DraftQuestion[], key: string): DraftQuestion[] =>
  questions.length <= 1 ? [...questions] : renumber(questions.filter((q) => q.key !== key));

export const updateQuestion = (questions: readonly DraftQuestion[], key: string, text: string): DraftQuestion[] =>
  questions.map((q) => (q.key === key ? { ...q, text } : q));

/** Replaces one draft with what `change` makes of it (type, options, settings). */
export const changeQuestion = (
  questions: readonly DraftQuestion[],
  key: string,
  change: (draft: QuestionDraft) => QuestionDraft,
): DraftQuestion[] => questions.map((q) => (q.key === key ? { ...change(q), order: q.order } : q));

/** AI generation replaces the whole list. An empty result keeps one blank question to type into. */
export const replaceQuestions = (texts: readonly string[], newKey: NewKey): DraftQuestion[] => {
  const kept = texts.map((t) => t.trim()).filter((t) => t !== '');
  return kept.length === 0 ? initialQuestions(newKey) : renumber(kept.map((text) => newDraft(newKey(), text)));
};

/** The same with the typed proposals (type, options, labels) when the generator gave them. */
export const replaceWithGenerated = (generated: readonly GeneratedQuestion[], newKey: NewKey): DraftQuestion[] => {
  const kept = generated.filter((g) => g.questionText.trim() !== '');
  return kept.length === 0 ? initialQuestions(newKey) : renumber(kept.map((g) => draftFromGenerated(g, newKey)));
};

export const canRemove = (questions: readonly DraftQuestion[]): boolean => questions.length > 1;

/** A question as POST /api/surveys/{id}/questions takes it. */
export type QuestionPayload = AddBody;

const filled = (questions: readonly DraftQuestion[]) => questions.filter((q) => q.text.trim() !== '');

/** The first question (blank ones aside) the server would refuse, and why; null when all fit. */
export const listProblem = (questions: readonly DraftQuestion[]): { key: string; message: string } | null => {
  for (const q of filled(questions)) {
    const problem = draftProblem(q);
    if (problem) return { key: q.key, message: `Question ${q.order}: ${problem}` };
  }
  return null;
};

/** What is saved: blank questions dropped (after trimming), the rest trimmed and numbered from 1. */
export const questionsToSave = (questions: readonly DraftQuestion[]): QuestionPayload[] =>
  filled(questions).map((q, index) => addBody(q, index + 1));
