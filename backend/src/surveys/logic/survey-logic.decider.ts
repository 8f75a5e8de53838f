// The branching commands of a survey stream (issue 29): add, change and remove a question's rules.
// survey.decider.ts delegates them here. Rules may change after responses exist: each change is an
// event with its time, and a response keeps the path it was answered on (its off-path marks).

import { NotFoundError, ValidationError } from '../../common/errors';
import { LOGIC_LIMITS, parsedRule, ruleName, ruleProblem, type LogicSurvey } from './logic-rule-check';
import { reachableQuestions } from './logic-reachability';
import type { LogicRule } from '@seedline/shared';
import type { LogicRuleAdded, LogicRuleChanged, LogicRuleRemoved } from '../survey.events';

export type AddLogicRule = {
  type: 'AddLogicRule';
  surveyId: string;
  questionId: string;
  /** The new rule's id, from the service's id source. */
  ruleId: string;
  rule: unknown;
  now: string;
};
export type ChangeLogicRule = {
  type: 'ChangeLogicRule';
  surveyId: string;
  questionId: string;
  ruleId: string;
  rule: unknown;
  now: string;
};
export type RemoveLogicRule = {
  type: 'RemoveLogicRule';
  surveyId: string;
  questionId: string;
  ruleId: string;
  now: string;
};
export type LogicCommand = AddLogicRule | ChangeLogicRule | RemoveLogicRule;
export type LogicEvent = LogicRuleAdded | LogicRuleChanged | LogicRuleRemoved;

/** Each question's rules, in order, by question id. */
export type SurveyLogic = Readonly<Record<string, readonly LogicRule[]>>;

/** What these decisions read of the survey. */
export type LogicState = LogicSurvey & { surveyId: string; logic: SurveyLogic };

/** Each event carries the question's rules as they stand after it. */
export function evolveLogic(logic: SurveyLogic, event: LogicEvent): SurveyLogic {
  return { ...logic, [event.data.questionId]: event.data.rules };
}

function questionIndex(survey: LogicState, questionId: string): number {
  const index = survey.questions.findIndex((q) => q.questionId === questionId);
  if (index < 0) throw new NotFoundError('Question not found');
  return index;
}

function ruleIndex(survey: LogicState, questionId: string, ruleId: string): number {
  const index = (survey.logic[questionId] ?? []).findIndex((rule) => rule.ruleId === ruleId);
  if (index < 0) throw new NotFoundError('Rule not found');
  return index;
}

/** The rules with `rule` at `position` on the question, refused (400, naming the rule) if it does not fit. */
function checkedPlacement(survey: LogicState, questionId: string, position: number, rule: LogicRule): void {
  const at = questionIndex(survey, questionId);
  const name = ruleName(survey, questionId, position, rule);
  const problem = ruleProblem(survey, at, rule);
  if (problem !== null) throw new ValidationError(`${name}: ${problem}`);
  const rules = [...(survey.logic[questionId] ?? [])];
  rules[position] = rule;
  const withRule = { ...survey.logic, [questionId]: rules };
  const reachable = reachableQuestions(
    survey.questions.map((q) => ({ questionId: q.questionId, rules: withRule[q.questionId] ?? [] })),
  );
  const lost = survey.questions.findIndex((q) => q.isRequired && !reachable.has(q.questionId));
  if (lost >= 0) {
    throw new ValidationError(`${name}: with it nobody would reach Q${lost + 1}, which is required`);
  }
}

function addLogicRule(command: AddLogicRule, survey: LogicState): LogicRuleAdded[] {
  questionIndex(survey, command.questionId);
  const rules = survey.logic[command.questionId] ?? [];
  if (rules.length >= LOGIC_LIMITS.rulesPerQuestion) {
    throw new ValidationError(`A question has at most ${LOGIC_LIMITS.rulesPerQuestion} rules`);
  }
  const rule = parsedRule(command.rule, command.ruleId);
  checkedPlacement(survey, command.questionId, rules.length, rule);
  const data = {
    surveyId: survey.surveyId,
    questionId: command.questionId,
    rule,
    rules: [...rules, rule],
    addedAt: command.now,
  };
  return [{ type: 'LogicRuleAdded', schemaVersion: 1, data }];
}

/** The same rule again records nothing. */
function changeLogicRule(command: ChangeLogicRule, survey: LogicState): LogicRuleChanged[] {
  questionIndex(survey, command.questionId);
  const position = ruleIndex(survey, command.questionId, command.ruleId);
  const rule = parsedRule(command.rule, command.ruleId);
  checkedPlacement(survey, command.questionId, position, rule);
  const current = survey.logic[command.questionId] ?? [];
  if (JSON.stringify(rule) === JSON.stringify(current[position])) return [];
  const rules = current.map((r, index) => (index === position ? rule : r));
  const data = { surveyId: survey.surveyId, questionId: command.questionId, rule, rules, changedAt: command.now };
  return [{ type: 'LogicRuleChanged', schemaVersion: 1, data }];
}

/** Always allowed: without a rule, everyone goes on to the next question. */
function removeLogicRule(command: RemoveLogicRule, survey: LogicState): LogicRuleRemoved[] {
  questionIndex(survey, command.questionId);
  ruleIndex(survey, command.questionId, command.ruleId);
  const { questionId, ruleId } = command;
  const rules = (survey.logic[questionId] ?? []).filter((rule) => rule.ruleId !== ruleId);
  const data = { surveyId: survey.surveyId, questionId, ruleId, rules, removedAt: command.now };
  return [{ type: 'LogicRuleRemoved', schemaVersion: 1, data }];
}

export function decideLogic(command: LogicCommand, survey: LogicState): LogicEvent[] {
  switch (command.type) {
    case 'AddLogicRule':
      return addLogicRule(command, survey);
    case 'ChangeLogicRule':
      return changeLogicRule(command, survey);
    case 'RemoveLogicRule':
      return removeLogicRule(command, survey);
    default: {
      const unhandled: never = command;
      throw new ValidationError(`Unknown command ${(unhandled as { type?: unknown }).type}`);
    }
  }
}

/** Each rule's problem with the survey as it is now (a removed question or option), by rule id; fine rules are left out. */
export function logicProblems(survey: LogicState): Record<string, string> {
  const problems: Record<string, string> = {};
  survey.questions.forEach((question, at) => {
    for (const rule of survey.logic[question.questionId] ?? []) {
      const problem = ruleProblem(survey, at, rule);
      if (problem !== null) problems[rule.ruleId] = problem;
    }
  });
  return problems;
}

/** A rule naming the copies' questions (a question the copy lacks keeps its id: a problem to fix). */
function copiedRule(rule: LogicRule, copyId: ReadonlyMap<string, string>): LogicRule {
  const id = (questionId: string) => copyId.get(questionId) ?? questionId;
  const conditions = rule.conditions.map((c) => (c.source === 'answer' ? { ...c, questionId: id(c.questionId) } : c));
  const action =
    rule.action.type === 'jump' ? { ...rule.action, toQuestionId: id(rule.action.toQuestionId) } : rule.action;
  return { ...rule, conditions, action };
}

/** A copy of the survey branches as the source does: each question's rules, on the copies' questions. */
export function copiedLogic(
  logic: SurveyLogic,
  copyId: ReadonlyMap<string, string>,
  surveyId: string,
  now: string,
): LogicRuleAdded[] {
  const events: LogicRuleAdded[] = [];
  for (const [sourceId, rules] of Object.entries(logic)) {
    const questionId = copyId.get(sourceId);
    if (questionId === undefined) continue;
    const copied: LogicRule[] = [];
    for (const rule of rules) {
      const copy = copiedRule(rule, copyId);
      copied.push(copy);
      events.push({
        type: 'LogicRuleAdded',
        schemaVersion: 1,
        data: { surveyId, questionId, rule: copy, rules: [...copied], addedAt: now },
      });
    }
  }
  return events;
}
