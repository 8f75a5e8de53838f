// A response on the survey's branching rules (issue 29): the server's reading of the path decides.
// Pure; the response decider calls it with the survey's questions and rules read by the service.

import { IllegalStateError, UnansweredRequiredError, type QuestionRef } from '../common/errors';
import {
  offPathAnswers,
  offPathMessage,
  questionLabel,
  surveyPath,
  unansweredRequired,
  type LogicContext,
  type PathQuestion,
  type SurveyPath,
} from '@seedline/shared';
import { storedAnswerValue } from './answer-value-shape';
import type { ResponsePathSet } from './response.events';

/** What the path reads of a response: its answers (text and value), hidden values and language. */
export type PathResponse = {
  responseId: string;
  answers: Record<string, string>;
  answerValues: Record<string, string>;
  hiddenValues: Record<string, string>;
  language: string | null;
  passedBy: string[];
  offPath: string[];
  endedAt: string | null;
};

export function pathContext(response: PathResponse): LogicContext {
  const answers = Object.fromEntries(
    Object.entries(response.answers).map(([id, text]) => [
      id,
      { text, value: storedAnswerValue(response.answerValues[id]) },
    ]),
  );
  return { answers, hiddenFields: response.hiddenValues, language: response.language };
}

export function responsePath(questions: readonly PathQuestion[], response: PathResponse): SurveyPath {
  return surveyPath(questions, pathContext(response));
}

const refOf = (questions: readonly PathQuestion[], questionId: string): QuestionRef => ({
  questionId,
  label: questionLabel(questions, questionId),
});

/**
 * 409 saying why the respondent may not answer the question now: the answers so far take it off their
 * path, or a required question before it on the path has no answer yet (that one is named).
 */
export function assertAnswerable(questions: readonly PathQuestion[], response: PathResponse, questionId: string): void {
  const context = pathContext(response);
  const path = surveyPath(questions, context);
  const reason = path.offPath[questionId];
  if (reason) throw new IllegalStateError(offPathMessage(questions, questionId, reason));
  const first = unansweredRequired(questions, path, context)[0];
  if (first === undefined || path.questionIds.indexOf(questionId) <= path.questionIds.indexOf(first)) return;
  const ref = refOf(questions, first);
  throw new UnansweredRequiredError(
    `Answer ${ref.label} first: it is required and comes before this question on your path`,
    [ref],
  );
}

/** 409 naming them while required questions on the respondent's path have no answer. */
export function assertPathAnswered(questions: readonly PathQuestion[], response: PathResponse): void {
  const context = pathContext(response);
  const missing = unansweredRequired(questions, surveyPath(questions, context), context);
  if (missing.length === 0) return;
  const refs = missing.map((id) => refOf(questions, id));
  const labels = refs.map((ref) => ref.label).join(', ');
  throw new UnansweredRequiredError(
    `This response cannot be completed yet: required questions on your path have no answer (${labels})`,
    refs,
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The path after an answer, when it differs from the one recorded; else null. */
export function pathChange(
  questions: readonly PathQuestion[],
  response: PathResponse,
  now: string,
): ResponsePathSet | null {
  const path = responsePath(questions, response);
  const passedBy = questions.map((q) => q.questionId).filter((id) => path.offPath[id] !== undefined);
  const offPath = offPathAnswers(path, Object.keys(response.answers));
  const endedAt = path.endedBy?.questionId ?? null;
  if (sameSet(passedBy, response.passedBy) && sameSet(offPath, response.offPath) && endedAt === response.endedAt) {
    return null;
  }
  const data = { responseId: response.responseId, passedBy, offPathAnswers: offPath, endedAt, setAt: now };
  return { type: 'ResponsePathSet', schemaVersion: 1, data };
}
