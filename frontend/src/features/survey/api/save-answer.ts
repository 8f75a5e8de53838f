import { apiRequest } from '@/lib/api-client';
import type { RecordAnswerInput } from '@/types/generated/api';
import type { AnswerValue } from '../logic/question-controls';

/**
 * With `followUpId` it answers that AI follow-up of questionId. Text questions send answerText;
 * typed questions send answerValue (the server derives the text an admin reads).
 */
export type SaveAnswerInput = Omit<RecordAnswerInput, 'answerText' | 'answerValue'> &
  ({ answerText: string; answerValue?: undefined } | { answerText?: undefined; answerValue: AnswerValue });

export const saveAnswer = async (input: SaveAnswerInput): Promise<void> => {
  await apiRequest('POST', '/api/answers', input);
};
