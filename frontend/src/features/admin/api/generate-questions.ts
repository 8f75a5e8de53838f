import { requestJson } from '@/lib/api-client';
import type { GeneratedQuestions, GenerateQuestionsInput } from '@/types/generated/api';
import type { GeneratedQuestion } from '../lib/question-draft';
import { aiJobsKey } from './get-ai-jobs';
import { forgetWhere } from './refresh';

export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

/** The texts, and the typed proposals beside them when the server gives them (same order and texts). */
export type GenerationResult = { questions: string[]; typedQuestions: GeneratedQuestion[] | null };

export const generateQuestions = async (input: GenerateQuestionsInput): Promise<GenerationResult> => {
  const result = await requestJson<GeneratedQuestions & { typedQuestions?: GeneratedQuestion[] }>(
    'POST',
    '/api/ai-generate-questions',
    input,
  );
  await forgetWhere((key) => key === aiJobsKey);
  const typed = result.typedQuestions;
  return {
    questions: result.questions,
    typedQuestions: Array.isArray(typed) && typed.length === result.questions.length ? typed : null,
  };
};
