// Why a question is not on someone's path, in words: the 409 a respondent's client gets, and the chat.

import { questionLabel, ruleSentence, type SentenceQuestion } from './rule-sentence';
import type { LogicRule } from './survey-logic';
import type { OffPathReason } from './survey-path';

type ReasonQuestion = SentenceQuestion & { rules: readonly LogicRule[] };

export function offPathMessage(
  questions: readonly ReasonQuestion[],
  questionId: string,
  reason: OffPathReason,
): string {
  const owner =
    reason.kind === 'skipped' ? questionId : reason.kind === 'jumped' ? reason.fromQuestionId : reason.atQuestionId;
  const rule = questions.find((q) => q.questionId === owner)?.rules.find((r) => r.ruleId === reason.ruleId);
  const sentence = rule ? ` (${ruleSentence(questions, rule)})` : '';
  const label = questionLabel(questions, owner);
  switch (reason.kind) {
    case 'skipped':
      return `This question is not on your path: a rule skips ${label} for you${sentence}`;
    case 'jumped':
      return `This question is not on your path: a rule on ${label} jumps past it${sentence}`;
    case 'ended':
      return `This question is not on your path: the survey ends for you at ${label}${sentence}`;
    default: {
      const unhandled: never = reason;
      return unhandled;
    }
  }
}
