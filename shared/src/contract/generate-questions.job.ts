import { z } from 'zod';
import { typedQuestionSchema } from './question-types';

/** Job: turn company data and an admin prompt into survey questions. */
export const GENERATE_QUESTIONS_JOB = 'generate-questions';

/** Upper bound on questions per request; a prompt asking for more gets this many. */
export const MAX_GENERATED_QUESTIONS = 50;
export const DEFAULT_QUESTION_COUNT = 10;
export const BLANK_COMPANY_DATA_MESSAGE = 'Please provide company/organization data';

/** Limits of the payload, in characters; the backend's HTTP DTO states the same ones. */
export const MAX_PROMPT_LENGTH = 4_000;
export const MAX_COMPANY_DATA_LENGTH = 50_000;

export const generateQuestionsPayloadSchema = z.object({
  prompt: z.string().max(MAX_PROMPT_LENGTH),
  companyData: z
    .string()
    .max(MAX_COMPANY_DATA_LENGTH)
    .refine((s) => s.trim().length > 0, BLANK_COMPANY_DATA_MESSAGE),
});

export const generatedQuestionSchema = z.string().trim().min(1).max(500);

/**
 * `questions` is the spec's answer; `typedQuestions` (same order, same texts) proposes a type for
 * each. Optional so a result from before question types still fits; the API fills it in then.
 */
export const generateQuestionsResultSchema = z
  .object({
    questions: z.array(generatedQuestionSchema).min(1).max(MAX_GENERATED_QUESTIONS),
    typedQuestions: z.array(typedQuestionSchema).max(MAX_GENERATED_QUESTIONS).optional(),
  })
  .refine(
    (r) =>
      r.typedQuestions === undefined ||
      (r.typedQuestions.length === r.questions.length &&
        r.typedQuestions.every((q, i) => q.questionText === r.questions[i])),
    'typedQuestions must hold the questions, in the same order and words',
  );

export type GenerateQuestionsPayload = z.infer<typeof generateQuestionsPayloadSchema>;
export type GenerateQuestionsResult = z.infer<typeof generateQuestionsResultSchema>;
