import type { AiAnswerValue, AiQuestionType } from '@seedline/worker';
import { AppError } from '../common/errors';
import type { Queryable } from '../db/db';
import {
  shapeOf,
  type ChoiceOption,
  type NumberRange,
  type QuestionShape,
  type ScaleLabels,
} from '../surveys/question-shape';
import type { QuestionType } from '../surveys/survey.events';
import { typedAnswer } from '../responses/typed-answer';

// What the AI follow-up knows of a typed question and its answer: the question's shape from the
// surveys read model, and the answer's value read from the respondent's message by the same rules
// that record it (a chat reply "2", "No", an option's label, or the recorded "2 out of 5").

type ShapeRow = {
  question_type: QuestionType;
  options: ChoiceOption[] | null;
  allow_other: boolean | null;
  scale_labels: ScaleLabels | null;
  number_range: NumberRange | null;
};

/** The question's shape; a question the read model does not have reads as a long text question. */
export async function findQuestionShape(db: Queryable, questionId: string): Promise<QuestionShape> {
  const { rows } = await db.query<ShapeRow>(
    'SELECT question_type, options, allow_other, scale_labels, number_range FROM questions WHERE id = $1',
    [questionId],
  );
  const row = rows[0];
  return shapeOf({
    questionType: row?.question_type ?? 'textarea',
    options: row?.options ?? null,
    allowOther: row?.allow_other ?? false,
    scaleLabels: row?.scale_labels ?? null,
    numberRange: row?.number_range ?? null,
  });
}

/** "2 out of 5", "7 out of 10": the text the server records for a rating or a score, read back as its number. */
const OUT_OF = /^\s*(\d+)\s+out\s+of\s+\d+\s*$/i;

/**
 * The typed value of an answer to the question, from the candidates in turn (the recorded answer, then
 * the new message); none for a text question or when no candidate fits the question.
 */
export function answerValueOf(shape: QuestionShape, candidates: readonly (string | null)[]): AiAnswerValue | undefined {
  if (shape.questionType === 'textarea' || shape.questionType === 'text') return undefined;
  for (const candidate of candidates) {
    if (candidate === null || candidate.trim() === '') continue;
    const text = candidate.replace(OUT_OF, '$1');
    try {
      const { answerValue } = typedAnswer(shape, { answerText: text });
      if (answerValue !== null) return answerValue;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
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
