import { z } from 'zod';

/** Job: turn company data and an admin prompt into survey questions. */
export const GENERATE_QUESTIONS_JOB = 'generate-questions';

/** Upper bound on questions per request; a prompt asking for more gets this many. */
export const MAX_GENERATED_QUESTIONS = 50;
export const DEFAULT_QUESTION_COUNT = 10;
export const BLANK_COMPANY_DATA_MESSAGE = 'Please provide company/organization data';

export const generateQuestionsPayloadSchema = z.object({
  prompt: z.string().max(4_000),
  companyData: z
    .string()
    .max(50_000)
    .refine((s) => s.trim().length > 0, BLANK_COMPANY_DATA_MESSAGE),
});

export const generatedQuestionSchema = z.string().trim().min(1).max(500);

export const generateQuestionsResultSchema = z.object({
  questions: z.array(generatedQuestionSchema).min(1).max(MAX_GENERATED_QUESTIONS),
});

export type GenerateQuestionsPayload = z.infer<typeof generateQuestionsPayloadSchema>;
export type GenerateQuestionsResult = z.infer<typeof generateQuestionsResultSchema>;
