import { RuleViolation, type AiAnswerValue, type AiQuestionType, type QuestionShape } from '@seedline/shared';
import { typedAnswer } from '../responses';

// What the AI follow-up knows of a typed question and its answer: the question's shape from the
// surveys read model, and the answer's value read from the respondent's message by the same rules
// that record it (a chat reply "2", "No", an option's label, or the recorded "2 out of 5").

/**
 * The typed value of an answer to the question, from the candidates in turn (the recorded answer, then
 * the new message); none for a text question or when no candidate fits the question.
 */
export function answerValueOf(shape: QuestionShape, candidates: readonly (string | null)[]): AiAnswerValue | undefined {
  if (shape.questionType === 'textarea' || shape.questionType === 'text') return undefined;
  for (const candidate of candidates) {
    if (candidate === null || candidate.trim() === '') continue;
    try {
      const { answerValue } = typedAnswer(shape, { answerText: candidate });
      if (answerValue !== null) return answerValue;
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
    }
  }
  return undefined;
}

/** The follow-up job's view of the question and answer: its type and, for a typed question, the value. */
export function typedFollowUpInput(
  shape: QuestionShape,
  candidates: readonly (string | null)[],
): { questionType: AiQuestionType; answerValue?: AiAnswerValue } {
  const answerValue = answerValueOf(shape, candidates);
  return answerValue === undefined
    ? { questionType: shape.questionType }
    : { questionType: shape.questionType, answerValue };
}
