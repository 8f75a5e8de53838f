import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { Question } from '@/types/generated/api';
import type { QuestionPayload } from '../lib/question-list';
import { surveyQuestionsKey } from './get-survey-questions';

export const addSurveyQuestion = async (surveyId: string, question: QuestionPayload): Promise<Question> => {
  const created = await requestJson<Question>(
    'POST',
    `/api/surveys/${encodeURIComponent(surveyId)}/questions`,
    question,
  );
  await mutate(surveyQuestionsKey(surveyId));
  return created;
};
