// Branching (issue 29): the rules a question carries, and how a condition reads the answers so far.
// Pure and free of imports, because the browser imports this folder too (alias @survey-logic, see
// frontend/vite.config.ts): one home for the rules, the server's reading authoritative.

/** The question types a condition may look at (question-shape.ts QUESTION_TYPES). */
export type LogicQuestionType =
  'textarea' | 'text' | 'single_choice' | 'multiple_choice' | 'rating' | 'scale' | 'yes_no' | 'number';

export const CHOICE_OPERATORS = ['is', 'is_not', 'includes_any'] as const;
export const NUMBER_OPERATORS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte'] as const;
export const YES_NO_OPERATORS = ['is_yes', 'is_no'] as const;
export const TEXT_OPERATORS = ['is_empty', 'is_not_empty'] as const;
export const VALUE_OPERATORS = ['is', 'is_not'] as const;

export type AnswerOperator =
  | (typeof CHOICE_OPERATORS)[number]
  | (typeof NUMBER_OPERATORS)[number]
  | (typeof YES_NO_OPERATORS)[number]
  | (typeof TEXT_OPERATORS)[number];
export type ValueOperator = (typeof VALUE_OPERATORS)[number];

/** Which operators fit an answer of each type. */
export const OPERATORS_BY_TYPE: Record<LogicQuestionType, readonly AnswerOperator[]> = {
  textarea: TEXT_OPERATORS,
  text: TEXT_OPERATORS,
  single_choice: CHOICE_OPERATORS,
  multiple_choice: CHOICE_OPERATORS,
  rating: NUMBER_OPERATORS,
  scale: NUMBER_OPERATORS,
  number: NUMBER_OPERATORS,
  yes_no: YES_NO_OPERATORS,
};

/**
 * On an earlier (or, for a jump or an end, this) question's answer: choices by option ids, ratings,
 * scales and numbers against `value`, yes/no, and text empty or not.
 */
export type AnswerCondition = {
  source: 'answer';
  questionId: string;
  operator: AnswerOperator;
  /** Choice operators only. */
  optionIds?: string[];
  /** Number operators only. */
  value?: number;
};
export type HiddenFieldCondition = { source: 'hidden_field'; key: string; operator: ValueOperator; value: string };
export type LanguageCondition = { source: 'language'; operator: ValueOperator; language: string };
export type LogicCondition = AnswerCondition | HiddenFieldCondition | LanguageCondition;

/** Jump forward to a later question, end the survey (its end screen), or skip this question. */
export type LogicAction = { type: 'jump'; toQuestionId: string } | { type: 'end' } | { type: 'skip' };

/** A condition (its parts combined with all/any) and what happens when it holds. */
export type LogicRule = {
  ruleId: string;
  match: 'all' | 'any';
  conditions: LogicCondition[];
  action: LogicAction;
};

/** An answer as a condition reads it: its text and, for typed questions, its value (typed-answer.ts). */
export type LogicAnswer = { text: string; value: unknown };

/** What the conditions of one response read. */
export type LogicContext = {
  answers: Readonly<Record<string, LogicAnswer | undefined>>;
  hiddenFields: Readonly<Record<string, string>>;
  language: string | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The option ids an answer chose (none for an "Other" of a single choice). */
export function chosenOptionIds(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (isRecord(value) && Array.isArray(value.selected)) {
    return value.selected.filter((id): id is string => typeof id === 'string');
  }
  return [];
}

function numberOf(answer: LogicAnswer): number | null {
  if (typeof answer.value === 'number' && Number.isFinite(answer.value)) return answer.value;
  return null;
}

function choiceHolds(operator: AnswerOperator, answer: LogicAnswer, optionIds: readonly string[]): boolean {
  const chosen = chosenOptionIds(answer.value);
  const wanted = new Set(optionIds);
  const same = chosen.length === wanted.size && chosen.every((id) => wanted.has(id));
  const single = chosen.length === 1 && wanted.has(chosen[0]!);
  if (operator === 'includes_any') return chosen.some((id) => wanted.has(id));
  const is = isRecord(answer.value) ? same : single;
  return operator === 'is' ? is : !is;
}

function numberHolds(operator: AnswerOperator, answer: LogicAnswer, value: number | undefined): boolean {
  const given = numberOf(answer);
  if (given === null || value === undefined) return false;
  switch (operator) {
    case 'eq':
      return given === value;
    case 'ne':
      return given !== value;
    case 'lt':
      return given < value;
    case 'lte':
      return given <= value;
    case 'gt':
      return given > value;
    case 'gte':
      return given >= value;
    default:
      return false;
  }
}

/** An answer not given makes every answer condition false, except "is empty". */
function answerHolds(condition: AnswerCondition, answer: LogicAnswer | undefined): boolean {
  const { operator } = condition;
  if (operator === 'is_empty') return answer === undefined || answer.text.trim() === '';
  if (answer === undefined) return false;
  if (operator === 'is_not_empty') return answer.text.trim() !== '';
  if (operator === 'is_yes' || operator === 'is_no') return answer.value === (operator === 'is_yes');
  if ((CHOICE_OPERATORS as readonly string[]).includes(operator)) {
    return choiceHolds(operator, answer, condition.optionIds ?? []);
  }
  return numberHolds(operator, answer, condition.value);
}

export function conditionHolds(condition: LogicCondition, context: LogicContext): boolean {
  switch (condition.source) {
    case 'answer':
      return answerHolds(condition, context.answers[condition.questionId]);
    case 'hidden_field': {
      const is = context.hiddenFields[condition.key] === condition.value;
      return condition.operator === 'is' ? is : !is;
    }
    case 'language': {
      const is = context.language === condition.language;
      return condition.operator === 'is' ? is : !is;
    }
    default: {
      const unhandled: never = condition;
      return unhandled;
    }
  }
}

/** Whether the rule's conditions hold: all of them, or any. A rule without conditions never applies. */
export function ruleHolds(rule: LogicRule, context: LogicContext): boolean {
  if (rule.conditions.length === 0) return false;
  return rule.match === 'all'
    ? rule.conditions.every((condition) => conditionHolds(condition, context))
    : rule.conditions.some((condition) => conditionHolds(condition, context));
}
