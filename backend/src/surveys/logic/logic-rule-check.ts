// A branching rule as a command sends it, checked against the survey: the rule as stored, or a 400
// that names the rule ("Rule 2 on Q3 (If Q3 is No, jump to Q2)") and says why it is refused.

import { ValidationError } from '../../common/errors';
import { recognisedKeys, type HiddenField } from '../response-settings';
import {
  type QuestionShape,
  questionLabel,
  ruleSentence,
  OPERATORS_BY_TYPE,
  VALUE_OPERATORS,
  type AnswerCondition,
  type AnswerOperator,
  type LogicAction,
  type LogicCondition,
  type LogicRule,
  type ValueOperator,
} from '@seedline/shared';

export const LOGIC_LIMITS = { rulesPerQuestion: 20, conditionsPerRule: 10, optionIds: 50, value: 200 } as const;

/** What a rule is checked against: the survey's questions in order, its hidden fields and languages. */
export type LogicSurvey = {
  questions: readonly { questionId: string; isRequired: boolean; shape: QuestionShape }[];
  hiddenFields: readonly HiddenField[];
  languages: readonly string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refusals of a rule's form (before it can be read as a sentence). */
function formError(detail: string): ValidationError {
  return new ValidationError(`This rule cannot be read: ${detail}`);
}

function parsedAction(value: unknown): LogicAction {
  if (!isRecord(value)) throw formError('its action is one of jump, end or skip');
  if (value.type === 'end' || value.type === 'skip') return { type: value.type };
  if (value.type === 'jump' && typeof value.toQuestionId === 'string') {
    return { type: 'jump', toQuestionId: value.toQuestionId };
  }
  throw formError('its action is one of jump (with toQuestionId), end or skip');
}

function valueOperator(value: unknown): ValueOperator {
  if ((VALUE_OPERATORS as readonly unknown[]).includes(value)) return value as ValueOperator;
  throw formError('a hidden-field or language condition is "is" or "is_not"');
}

function parsedAnswerCondition(value: Record<string, unknown>): AnswerCondition {
  if (typeof value.questionId !== 'string') throw formError('an answer condition names its questionId');
  const operators = Object.values(OPERATORS_BY_TYPE).flat() as unknown[];
  if (!operators.includes(value.operator)) throw formError(`"${String(value.operator)}" is not a condition`);
  const condition: AnswerCondition = {
    source: 'answer',
    questionId: value.questionId,
    operator: value.operator as AnswerOperator,
  };
  if (value.optionIds !== undefined) {
    const ids = value.optionIds;
    if (!Array.isArray(ids) || ids.length > LOGIC_LIMITS.optionIds || ids.some((id) => typeof id !== 'string')) {
      throw formError('optionIds is a list of option ids');
    }
    condition.optionIds = [...new Set(ids as string[])];
  }
  if (value.value !== undefined) {
    if (typeof value.value !== 'number' || !Number.isFinite(value.value)) throw formError('value is a number');
    condition.value = value.value;
  }
  return condition;
}

function parsedCondition(value: unknown): LogicCondition {
  if (!isRecord(value)) throw formError('each condition is an object');
  switch (value.source) {
    case 'answer':
      return parsedAnswerCondition(value);
    case 'hidden_field': {
      const text = typeof value.value === 'string' ? value.value.trim() : '';
      if (typeof value.key !== 'string' || text === '' || text.length > LOGIC_LIMITS.value) {
        throw formError('a hidden-field condition names its key and a value');
      }
      return { source: 'hidden_field', key: value.key, operator: valueOperator(value.operator), value: text };
    }
    case 'language':
      if (typeof value.language !== 'string') throw formError('a language condition names its language');
      return { source: 'language', operator: valueOperator(value.operator), language: value.language };
    default:
      throw formError('a condition\'s source is "answer", "hidden_field" or "language"');
  }
}

/** The rule's form: match, 1 to 10 conditions, an action. Not yet checked against the survey. */
export function parsedRule(value: unknown, ruleId: string): LogicRule {
  if (!isRecord(value)) throw formError('a rule is an object with match, conditions and action');
  const match = value.match ?? 'all';
  if (match !== 'all' && match !== 'any') throw formError('match is "all" or "any"');
  const { conditions } = value;
  if (!Array.isArray(conditions) || conditions.length === 0 || conditions.length > LOGIC_LIMITS.conditionsPerRule) {
    throw formError(`a rule has 1 to ${LOGIC_LIMITS.conditionsPerRule} conditions`);
  }
  return { ruleId, match, conditions: conditions.map(parsedCondition), action: parsedAction(value.action) };
}

/** Why an answer condition does not fit the survey, or null. */
function answerConditionProblem(
  survey: LogicSurvey,
  at: number,
  condition: AnswerCondition,
  isSkip: boolean,
): string | null {
  const index = survey.questions.findIndex((q) => q.questionId === condition.questionId);
  if (index < 0) return 'its condition refers to a question that is not in the survey';
  const label = `Q${index + 1}`;
  if (index > at)
    return `its condition looks at ${label}, which comes later (a rule can only look at answers given before it)`;
  if (index === at && isSkip)
    return `a skip rule decides before ${label} is shown, so it cannot look at its own answer`;
  const { shape } = survey.questions[index]!;
  if (!OPERATORS_BY_TYPE[shape.questionType].includes(condition.operator)) {
    return `"${condition.operator}" does not fit ${label}, a ${shape.questionType.replace('_', ' ')} question`;
  }
  if (OPERATORS_BY_TYPE.single_choice.includes(condition.operator)) {
    const known = new Set((shape.options ?? []).map((option) => option.id));
    const ids = condition.optionIds ?? [];
    if (ids.length === 0) return `its condition on ${label} names no option`;
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) return `${label} has no option "${unknown}" (removed or never there)`;
  }
  if (OPERATORS_BY_TYPE.number.includes(condition.operator) && condition.value === undefined) {
    return `its condition on ${label} needs a value to compare with`;
  }
  return null;
}

function conditionProblem(survey: LogicSurvey, at: number, condition: LogicCondition, isSkip: boolean): string | null {
  switch (condition.source) {
    case 'answer':
      return answerConditionProblem(survey, at, condition, isSkip);
    case 'hidden_field': {
      if (!recognisedKeys(survey.hiddenFields).includes(condition.key)) {
        return `the hidden field "${condition.key}" is not declared on this survey`;
      }
      const allowed = survey.hiddenFields.find((field) => field.key === condition.key)?.allowedValues;
      if (allowed && !allowed.some((v) => v.toLowerCase() === condition.value.toLowerCase())) {
        return `"${condition.value}" is not one of the values ${condition.key} allows`;
      }
      return null;
    }
    case 'language':
      return survey.languages.includes(condition.language)
        ? null
        : `the survey is not offered in the language "${condition.language}"`;
    default: {
      const unhandled: never = condition;
      return unhandled;
    }
  }
}

function actionProblem(survey: LogicSurvey, at: number, action: LogicAction): string | null {
  if (action.type !== 'jump') return null;
  const index = survey.questions.findIndex((q) => q.questionId === action.toQuestionId);
  if (index < 0) return 'it jumps to a question that is not in the survey';
  if (index <= at) return `it jumps back to Q${index + 1}; jumps only go forward, to a later question`;
  return null;
}

/** Why the rule, placed on the question at `at`, does not fit the survey as it is now; null if it does. */
export function ruleProblem(survey: LogicSurvey, at: number, rule: LogicRule): string | null {
  const isSkip = rule.action.type === 'skip';
  for (const condition of rule.conditions) {
    const problem = conditionProblem(survey, at, condition, isSkip);
    if (problem !== null) return problem;
  }
  return actionProblem(survey, at, rule.action);
}

/** "Rule 2 on Q3 (If Q3 is No, jump to Q2)": how a refusal names the rule. */
export function ruleName(survey: LogicSurvey, questionId: string, position: number, rule: LogicRule): string {
  const questions = survey.questions.map((q) => ({ questionId: q.questionId, options: q.shape.options }));
  return `Rule ${position + 1} on ${questionLabel(questions, questionId)} (${ruleSentence(questions, rule)})`;
}
