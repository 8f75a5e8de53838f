import { requestJson } from '@/lib/api-client';
import type { GeneratedQuestions, GenerateQuestionsInput } from '@/types/generated/api';

export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

export const generateQuestions = async (input: GenerateQuestionsInput): Promise<string[]> => {
  const { questions } = await requestJson<GeneratedQuestions>('POST', '/api/ai-generate-questions', input);
  return questions;
};
