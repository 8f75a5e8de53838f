import { z } from 'zod';

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

export const generateQuestionsResultSchema = z.object({
  questions: z.array(generatedQuestionSchema).min(1).max(MAX_GENERATED_QUESTIONS),
});

export type GenerateQuestionsPayload = z.infer<typeof generateQuestionsPayloadSchema>;
export type GenerateQuestionsResult = z.infer<typeof generateQuestionsResultSchema>;
