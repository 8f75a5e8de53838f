import { apiRequest } from '@/lib/api-client';
import type { RecordAnswerInput } from '@/types/generated/api';

/** With `followUpId` it answers that AI follow-up of questionId. */
export const saveAnswer = async (input: RecordAnswerInput): Promise<void> => {
  await apiRequest('POST', '/api/answers', input);
};
