// A rule read as a sentence ("If Q3 is No, jump to Q6"): in the builder, in refusals, in the path map.
// Pure and import-free beyond this folder: the browser shares it.

import type { AnswerOperator, LogicAction, LogicCondition, LogicRule } from './survey-logic';

/** What a sentence needs of a question: where it stands and its options' labels. */
export type SentenceQuestion = { questionId: string; options?: readonly { id: string; label: string }[] | null };

const NUMBER_WORDS: Partial<Record<AnswerOperator, string>> = {
  eq: 'is',
  ne: 'is not',
  lt: 'is less than',
  lte: 'is at most',
  gt: 'is more than',
  gte: 'is at least',
};

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ur: 'Urdu' };

/** "Q3" for the third question; a question no longer in the survey reads "a removed question". */
export function questionLabel(questions: readonly SentenceQuestion[], questionId: string): string {
  const index = questions.findIndex((question) => question.questionId === questionId);
  return index < 0 ? 'a removed question' : `Q${index + 1}`;
}

function optionWords(questions: readonly SentenceQuestion[], condition: LogicCondition & { source: 'answer' }): string {
  const options = questions.find((question) => question.questionId === condition.questionId)?.options ?? [];
  const labels = (condition.optionIds ?? []).map((id) => options.find((o) => o.id === id)?.label ?? 'a removed option');
  return labels.join(condition.operator === 'includes_any' ? ', ' : ' or ');
}

export function conditionSentence(questions: readonly SentenceQuestion[], condition: LogicCondition): string {
  if (condition.source === 'language') {
    const name = LANGUAGE_NAMES[condition.language] ?? condition.language;
    return `the language ${condition.operator === 'is' ? 'is' : 'is not'} ${name}`;
  }
  if (condition.source === 'hidden_field') {
    return `${condition.key} ${condition.operator === 'is' ? 'is' : 'is not'} ${condition.value}`;
  }
  const subject = questionLabel(questions, condition.questionId);
  switch (condition.operator) {
    case 'is':
      return `${subject} is ${optionWords(questions, condition)}`;
    case 'is_not':
      return `${subject} is not ${optionWords(questions, condition)}`;
    case 'includes_any':
      return `${subject} includes any of ${optionWords(questions, condition)}`;
    case 'is_yes':
      return `${subject} is Yes`;
    case 'is_no':
      return `${subject} is No`;
    case 'is_empty':
      return `${subject} is empty`;
    case 'is_not_empty':
      return `${subject} is not empty`;
    default:
      return `${subject} ${NUMBER_WORDS[condition.operator] ?? condition.operator} ${condition.value ?? ''}`.trimEnd();
  }
}

export function actionSentence(questions: readonly SentenceQuestion[], action: LogicAction): string {
  switch (action.type) {
    case 'jump':
      return `jump to ${questionLabel(questions, action.toQuestionId)}`;
    case 'end':
      return 'end the survey';
    case 'skip':
      return 'skip this question';
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

/** "If Q3 is No, jump to Q6"; several conditions joined by "and" (all) or "or" (any). */
export function ruleSentence(questions: readonly SentenceQuestion[], rule: LogicRule): string {
  const joiner = rule.match === 'all' ? ' and ' : ' or ';
  const conditions = rule.conditions.map((condition) => conditionSentence(questions, condition)).join(joiner);
  return `If ${conditions}, ${actionSentence(questions, rule.action)}`;
}
