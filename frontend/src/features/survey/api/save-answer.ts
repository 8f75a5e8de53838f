import { answer, api } from '@/lib/api-client';
import type { SaveAnswerInput } from '../logic/response-recorder';

export type { SaveAnswerInput };

export const saveAnswer = async (input: SaveAnswerInput): Promise<void> => {
  await answer(api.POST('/api/answers', { body: input }));
};
