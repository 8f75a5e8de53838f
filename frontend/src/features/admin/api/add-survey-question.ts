import { requestJson } from '@/lib/api-client';
import type { Question } from '@/types/generated/api';
import type { QuestionPayload } from '../lib/question-list';
import { isKeyOfSurvey, refreshWhere } from './refresh';

export const addSurveyQuestion = async (surveyId: string, question: QuestionPayload): Promise<Question> => {
  const created = await requestJson<Question>(
    'POST',
    `/api/surveys/${encodeURIComponent(surveyId)}/questions`,
    question,
  );
  // Its questions, and every read that lists them (summary, drop-off).
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return created;
};
