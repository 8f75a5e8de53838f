import { requestJson } from '@/lib/api-client';

export const DEFAULT_GENERATION_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';

export type GenerateQuestionsInput = { prompt: string; companyData: string };

export const generateQuestions = async (input: GenerateQuestionsInput): Promise<string[]> => {
  const { questions } = await requestJson<{ questions: string[] }>('POST', '/api/ai-generate-questions', input);
  return questions;
};
