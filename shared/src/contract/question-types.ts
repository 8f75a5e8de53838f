import { z } from 'zod';
import { AI_QUESTION_TYPES, TYPED_QUESTION_LIMITS } from '../survey-rules/question-types';

export { AI_QUESTION_TYPES, TYPED_QUESTION_LIMITS };

// The AI jobs' side of the question types (survey-rules/question-types.ts holds the list and the bounds):
// the jobs propose typed questions when generating and read them when deciding a follow-up.

export const aiQuestionTypeSchema = z.enum(AI_QUESTION_TYPES);
export type AiQuestionType = z.infer<typeof aiQuestionTypeSchema>;

const L = TYPED_QUESTION_LIMITS;
const boundedNumber = z.number().finite().min(-L.number).max(L.number);

/**
 * A generated question with the type it proposes. `options` for the choice types (and `allowOther` for a
 * choice with "Other"), `scaleLabels` for
 * scale, `numberRange` for number; a textarea proposal has none of them.
 */
export const typedQuestionSchema = z
  .object({
    questionText: z.string().trim().min(1).max(500),
    questionType: aiQuestionTypeSchema,
    options: z.array(z.string().trim().min(1).max(L.optionLabel)).min(L.minOptions).max(L.maxOptions).optional(),
    /** A choice that also takes the respondent's own answer ("Other"), as the builder offers. */
    allowOther: z.boolean().optional(),
    scaleLabels: z
      .object({ min: z.string().trim().min(1).max(L.scaleLabel), max: z.string().trim().min(1).max(L.scaleLabel) })
      .optional(),
    numberRange: z
      .object({
        min: boundedNumber.optional(),
        max: boundedNumber.optional(),
        unit: z.string().trim().min(1).max(L.unit).optional(),
      })
      .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not exceed max')
      .optional(),
  })
  .refine(
    (q) => (q.questionType === 'single_choice' || q.questionType === 'multiple_choice') === (q.options !== undefined),
    'options belong to choice questions, and every choice question has them',
  )
  .refine(
    (q) => q.allowOther === undefined || q.questionType === 'single_choice' || q.questionType === 'multiple_choice',
    'allowOther belongs to choice questions',
  )
  .refine((q) => q.scaleLabels === undefined || q.questionType === 'scale', 'scaleLabels belong to scale questions')
  .refine((q) => q.numberRange === undefined || q.questionType === 'number', 'numberRange belongs to number questions');

export type TypedQuestion = z.infer<typeof typedQuestionSchema>;

/**
 * A typed answer's value: an option id or a single choice's {other}, {selected, other}, a number
 * (rating, scale, number) or yes/no.
 */
export const aiAnswerValueSchema = z.union([
  z.string().max(5_000),
  z.number().finite(),
  z.boolean(),
  z.object({ selected: z.array(z.string().max(200)).max(L.maxOptions), other: z.string().max(5_000).nullable() }),
  z.object({ other: z.string().max(5_000) }),
]);
export type AiAnswerValue = z.infer<typeof aiAnswerValueSchema>;
