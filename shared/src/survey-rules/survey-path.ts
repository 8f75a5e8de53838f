// The path one respondent takes through a survey, from the rules and the answers so far. One pure
// function: the server decides with it (which question may be answered, which answers are off the
// path), the browser navigates with it. Jumps only go forward, so every walk ends.

import { ruleHolds, type LogicAnswer, type LogicContext, type LogicRule } from './survey-logic';

/** A question as the path reads it, in the survey's order. */
export type PathQuestion = {
  questionId: string;
  isRequired: boolean;
  rules: readonly LogicRule[];
  /** A choice question's options: only for reading a rule as a sentence. */
  options?: readonly { id: string; label: string }[] | null;
};

/** Why a question is not on the path: which question's rule took it off. */
export type OffPathReason =
  | { kind: 'skipped'; ruleId: string }
  | { kind: 'jumped'; fromQuestionId: string; ruleId: string }
  | { kind: 'ended'; atQuestionId: string; ruleId: string };

export type SurveyPath = {
  /** The questions shown, in order: those answered and those still ahead (as far as the answers tell). */
  questionIds: string[];
  /** Every survey question not on the path, with why. */
  offPath: Record<string, OffPathReason>;
  /** The rule that ends the survey early, if one applies. */
  endedBy: { questionId: string; ruleId: string } | null;
  /** The question to ask now: the first on the path not yet answered (optional ones passed by are left). */
  next: string | null;
};

/**
 * Whether the rule still fits the survey: its answer conditions look at this or earlier questions (a
 * skip rule, earlier ones) and at options they have. One that lost its question or option (removed
 * since) is not followed until it is fixed (the builder lists it with its problem).
 */
function followable(questions: readonly PathQuestion[], at: number, rule: LogicRule): boolean {
  return rule.conditions.every((condition) => {
    if (condition.source !== 'answer') return true;
    const index = questions.findIndex((question) => question.questionId === condition.questionId);
    if (index < 0 || index > at || (index === at && rule.action.type === 'skip')) return false;
    const options = questions[index]!.options;
    if (condition.optionIds === undefined || options === undefined) return true;
    return condition.optionIds.every((id) => (options ?? []).some((option) => option.id === id));
  });
}

/** The first skip rule that holds, when the question comes up. */
function skipRule(questions: readonly PathQuestion[], at: number, context: LogicContext): LogicRule | undefined {
  return questions[at]!.rules.find(
    (rule) => rule.action.type === 'skip' && followable(questions, at, rule) && ruleHolds(rule, context),
  );
}

/** The first jump or end rule that holds, after the question. */
function leaveRule(questions: readonly PathQuestion[], at: number, context: LogicContext): LogicRule | undefined {
  return questions[at]!.rules.find(
    (rule) => rule.action.type !== 'skip' && followable(questions, at, rule) && ruleHolds(rule, context),
  );
}

/** Where a jump lands: a later question's index, or null for a target that is not ahead (never followed). */
function jumpTarget(questions: readonly PathQuestion[], from: number, rule: LogicRule): number | null {
  if (rule.action.type !== 'jump') return null;
  const { toQuestionId } = rule.action;
  const index = questions.findIndex((question) => question.questionId === toQuestionId);
  return index > from ? index : null;
}

function nextOf(questions: readonly PathQuestion[], path: readonly string[], context: LogicContext): string | null {
  const answered = (id: string) => context.answers[id] !== undefined;
  const lastAnswered = path.reduce((last, id, index) => (answered(id) ? index : last), -1);
  const required = new Set(questions.filter((question) => question.isRequired).map((q) => q.questionId));
  const waiting = path.find((id, index) => !answered(id) && (index > lastAnswered || required.has(id)));
  return waiting ?? null;
}

/**
 * Walks the questions in order. A rule reads only the answers of questions already on the path (an
 * answer a changed path left behind no longer counts), so the walk never depends on what comes later.
 */
export function surveyPath(questions: readonly PathQuestion[], context: LogicContext): SurveyPath {
  const onPath: Record<string, LogicAnswer | undefined> = {};
  const seen: LogicContext = { ...context, answers: onPath };
  const questionIds: string[] = [];
  const offPath: Record<string, OffPathReason> = {};
  let endedBy: SurveyPath['endedBy'] = null;
  let index = 0;
  while (index < questions.length) {
    const question = questions[index]!;
    const skip = skipRule(questions, index, seen);
    if (skip) {
      offPath[question.questionId] = { kind: 'skipped', ruleId: skip.ruleId };
      index += 1;
      continue;
    }
    questionIds.push(question.questionId);
    onPath[question.questionId] = context.answers[question.questionId];
    const leave = leaveRule(questions, index, seen);
    if (leave?.action.type === 'end') {
      endedBy = { questionId: question.questionId, ruleId: leave.ruleId };
      for (const after of questions.slice(index + 1)) {
        offPath[after.questionId] = { kind: 'ended', atQuestionId: question.questionId, ruleId: leave.ruleId };
      }
      break;
    }
    const target = leave ? jumpTarget(questions, index, leave) : null;
    if (leave && target !== null) {
      for (const over of questions.slice(index + 1, target)) {
        offPath[over.questionId] = { kind: 'jumped', fromQuestionId: question.questionId, ruleId: leave.ruleId };
      }
      index = target;
      continue;
    }
    index += 1;
  }
  return { questionIds, offPath, endedBy, next: nextOf(questions, questionIds, context) };
}

/**
 * The required questions on the path that have no answer yet, in path order. The server takes no
 * answer to a question after the first of them and completes no response while any is left (409);
 * an optional question may stay unanswered.
 */
export function unansweredRequired(
  questions: readonly PathQuestion[],
  path: SurveyPath,
  context: LogicContext,
): string[] {
  const required = new Set(questions.filter((question) => question.isRequired).map((q) => q.questionId));
  return path.questionIds.filter((id) => required.has(id) && context.answers[id] === undefined);
}

/** The answered questions the path no longer shows: kept in the log, left out of results. */
export function offPathAnswers(path: SurveyPath, answeredQuestionIds: readonly string[]): string[] {
  return answeredQuestionIds.filter((id) => path.offPath[id] !== undefined);
}
