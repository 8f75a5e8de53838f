import { apiRequest } from '@/lib/api-client';

export type SaveAnswerInput = {
  responseId: string;
  questionId: string;
  answerText: string;
  /** Set when this answers an AI follow-up of questionId. */
  followUpId?: string;
};

export const saveAnswer = async (input: SaveAnswerInput): Promise<void> => {
  await apiRequest('POST', '/api/answers', input);
};
