import type { LogicAnswer, LogicRule } from '@survey-rules/survey-logic';
import { surveyPath, type PathQuestion, type SurveyPath } from '@survey-rules/survey-path';
import type { Question } from '@/types/generated/api';
import { answerBody, answerOfDraft, type AnswerDraft } from './question-controls';

// The respondent's path through a survey that branches (issue 29), walked in the browser with the
// server's own pure function (backend/src/surveys/logic, alias @survey-rules) for instant navigation;
// the server decides again when an answer is saved (409 for a question the path skips).

export type PathInput = {
  /** The answers as their controls hold them, by question id (question-controls.ts drafts). */
  drafts: Readonly<Record<string, AnswerDraft>>;
  hiddenValues: Readonly<Record<string, string>>;
  language: string | null;
};

export const pathQuestionsOf = (questions: readonly Question[]): PathQuestion[] =>
  questions.map((question) => ({
    questionId: question.id,
    isRequired: question.isRequired,
    // The contract's rule type is the model's, spelled by the OpenAPI generator.
    rules: (question.logic ?? []) as unknown as LogicRule[],
    options: question.options,
  }));

/** An answer as a rule reads it: what would be saved (text, or the typed value); none for an empty box. */
export function logicAnswerOf(question: Question, draft: AnswerDraft | undefined): LogicAnswer | undefined {
  if (draft === undefined) return undefined;
  const body = answerBody(answerOfDraft(question, draft));
  if (!body) return undefined;
  return 'answerText' in body ? { text: body.answerText, value: null } : { text: draft, value: body.answerValue };
}

export function browserPath(questions: readonly Question[], input: PathInput): SurveyPath {
  const answers: Record<string, LogicAnswer | undefined> = {};
  for (const question of questions) {
    const answer = logicAnswerOf(question, input.drafts[question.id]);
    if (answer) answers[question.id] = answer;
  }
  return surveyPath(pathQuestionsOf(questions), {
    answers,
    hiddenFields: input.hiddenValues,
    language: input.language,
  });
}

/** The index (in the survey's order) of the question after `questionId` on the path; null: it is the last. */
export function followingIndex(questions: readonly Question[], path: SurveyPath, questionId: string): number | null {
  const at = path.questionIds.indexOf(questionId);
  const next = at >= 0 ? path.questionIds[at + 1] : undefined;
  return next === undefined ? null : questions.findIndex((question) => question.id === next);
}

/** "Question n of m": where the question stands on the path, and the path's length as the answers tell now. */
export function pathPosition(path: SurveyPath, questionId: string): { current: number; total: number } {
  const at = path.questionIds.indexOf(questionId);
  return { current: at >= 0 ? at + 1 : path.questionIds.length, total: path.questionIds.length };
}

/** Where a respondent picks up on the path after a reload: the question to ask, and the path taken to it. */
export function pathResumePoint(questions: readonly Question[], input: PathInput): { index: number; trail: number[] } {
  const path = browserPath(questions, input);
  const current = path.next ?? path.questionIds.at(-1);
  const indexOf = (id: string) => questions.findIndex((question) => question.id === id);
  if (current === undefined) return { index: 0, trail: [] };
  const before = path.questionIds.slice(0, path.questionIds.indexOf(current));
  return { index: indexOf(current), trail: before.map(indexOf) };
}

/**
 * The chat's recap numbered as its progress is (issue 49): an answer to the survey's sixth question on a
 * path of three reads "Q3", as "Question 3 of 3" said when it was asked. `questionNumber` comes in as the
 * survey's order (1-based); a question no longer on the path keeps that number.
 */
export function numberedAlongPath<T extends { questionNumber: number }>(
  answered: readonly T[],
  questions: readonly Question[],
  path: SurveyPath,
): T[] {
  return answered.map((a) => {
    const id = questions[a.questionNumber - 1]?.id;
    const at = id === undefined ? -1 : path.questionIds.indexOf(id);
    return at >= 0 ? { ...a, questionNumber: at + 1 } : a;
  });
}
