import { answer, api } from '@/lib/api-client';
import { aiJobsKey } from '@/lib/cache-keys';
import { forgetWhere } from '@/lib/refresh';
import type { GenerateQuestionsInput } from '@/types/generated/api';
import type { GeneratedQuestion } from '../lib/question-draft';

export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

/** The texts, and the typed proposals beside them when the server gives them (same order and texts). */
export type GenerationResult = { questions: string[]; typedQuestions: GeneratedQuestion[] | null };

export const generateQuestions = async (input: GenerateQuestionsInput): Promise<GenerationResult> => {
  const result = await answer(api.POST('/api/ai-generate-questions', { body: input }));
  await forgetWhere((key) => key === aiJobsKey);
  const typed = result.typedQuestions;
  return {
    questions: result.questions,
    typedQuestions: Array.isArray(typed) && typed.length === result.questions.length ? typed : null,
  };
};
