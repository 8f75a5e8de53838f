// Who gets what: each question, the rules that may skip it, where its rules lead, and where everyone
// else goes. Pure; shown beside the builder's Logic panels.

import { questionLabel, ruleSentence, type SentenceQuestion } from './rule-sentence';
import type { LogicRule } from './survey-logic';

export type PathMapQuestion = SentenceQuestion & { rules: readonly LogicRule[] };

export type PathMapEntry = {
  questionId: string;
  label: string;
  skippedWhen: string[];
  leadsTo: string[];
  otherwise: string;
};

export function pathMap(questions: readonly PathMapQuestion[]): PathMapEntry[] {
  return questions.map((question, index) => {
    const sentences = (rules: readonly LogicRule[]) => rules.map((rule) => ruleSentence(questions, rule));
    const next = questions[index + 1];
    return {
      questionId: question.questionId,
      label: questionLabel(questions, question.questionId),
      skippedWhen: sentences(question.rules.filter((rule) => rule.action.type === 'skip')),
      leadsTo: sentences(question.rules.filter((rule) => rule.action.type !== 'skip')),
      otherwise: next ? questionLabel(questions, next.questionId) : 'the end',
    };
  });
}
