// Which questions some respondent can still be shown, whatever they answer. A condition may hold or
// not for someone, except a rule that holds for everyone (an "any" of a condition and its opposite):
// that one always fires. A required question nobody can reach is a rule's mistake, refused.

import type { LogicCondition, LogicRule } from '@seedline/shared';

type ReachQuestion = { questionId: string; rules: readonly LogicRule[] };

const OPPOSITES: Record<string, string> = {
  is: 'is_not',
  is_not: 'is',
  is_yes: 'is_no',
  is_no: 'is_yes',
  is_empty: 'is_not_empty',
  is_not_empty: 'is_empty',
  eq: 'ne',
  ne: 'eq',
  lt: 'gte',
  gte: 'lt',
  gt: 'lte',
  lte: 'gt',
};

/** The condition without its operator: two conditions with the same subject and opposite operators cover everyone. */
function subjectOf(condition: LogicCondition): string {
  switch (condition.source) {
    case 'answer':
      return JSON.stringify([condition.questionId, [...(condition.optionIds ?? [])].sort(), condition.value ?? null]);
    case 'hidden_field':
      return JSON.stringify(['hidden', condition.key, condition.value]);
    case 'language':
      return JSON.stringify(['language', condition.language]);
    default: {
      const unhandled: never = condition;
      return unhandled;
    }
  }
}

/** Whether the rule holds for every respondent, whatever they answer. */
export function holdsForEveryone(rule: LogicRule): boolean {
  if (rule.match !== 'any') return false;
  const seen = new Set(rule.conditions.map((c) => `${c.operator}|${subjectOf(c)}`));
  return rule.conditions.some((c) => seen.has(`${OPPOSITES[c.operator] ?? ''}|${subjectOf(c)}`));
}

/** The ids of the questions some respondent can be shown. */
export function reachableQuestions(questions: readonly ReachQuestion[]): Set<string> {
  const shown = new Set<string>();
  const arrived = new Set<number>([0]);
  for (let index = 0; index < questions.length; index += 1) {
    if (!arrived.has(index)) continue;
    const question = questions[index]!;
    const skips = question.rules.filter((rule) => rule.action.type === 'skip');
    if (skips.length > 0) arrived.add(index + 1);
    if (skips.some(holdsForEveryone)) continue;
    shown.add(question.questionId);
    let certain = false;
    for (const rule of question.rules) {
      if (rule.action.type === 'skip') continue;
      if (rule.action.type === 'jump') {
        const { toQuestionId } = rule.action;
        const target = questions.findIndex((q) => q.questionId === toQuestionId);
        if (target > index) arrived.add(target);
      }
      if (holdsForEveryone(rule)) {
        certain = true;
        break;
      }
    }
    if (!certain) arrived.add(index + 1);
  }
  return shown;
}
