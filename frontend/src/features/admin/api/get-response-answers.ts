import useSWR, { mutate } from 'swr';
import { getJson, keyToUrl } from '@/lib/api-client';
import type { Answer } from '@/types/generated/api';

export const responseAnswersKey = (responseId: string) =>
  ['/api/responses', encodeURIComponent(responseId), 'answers'] as const;

export const useResponseAnswers = (responseId: string) => useSWR<Answer[]>(responseAnswersKey(responseId));

/** Fetches fresh answers (for the export) and puts them in the cache the cards read. */
export const loadResponseAnswers = async (responseId: string): Promise<Answer[]> => {
  const key = responseAnswersKey(responseId);
  const answers = await getJson<Answer[]>(keyToUrl(key));
  await mutate(key, answers, { revalidate: false });
  return answers;
};
