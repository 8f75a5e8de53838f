import { answer, api } from '@/lib/api-client';
import { isKeyOfSurvey, refreshWhere } from '@/lib/refresh';
import type { QuestionPayload } from '../lib/question-list';

export const addSurveyQuestion = async (surveyId: string, question: QuestionPayload) => {
  const created = await answer(
    api.POST('/api/surveys/{idOrSlug}/questions', { params: { path: { idOrSlug: surveyId } }, body: question }),
  );
  // Its questions, and every read that lists them (summary, drop-off).
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return created;
};
