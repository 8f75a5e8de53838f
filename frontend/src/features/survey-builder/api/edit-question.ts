import { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import { isKeyOfSurvey, refreshWhere } from '@/lib/refresh';
import type { RewordQuestionInput } from '@/types/generated/api';
import { surveyQuestionsKey } from './get-survey-questions';

// Changing a survey's questions: reword (always), remove and reorder (until the first response).
// Each refetches the survey's reads that show its questions: the list the edit screen reads, the
// summary and the drop-off (which name them).

const questionPath = (surveyId: string, questionId: string) => ({
  params: { path: { idOrSlug: surveyId, questionId } },
});

export const rewordQuestion = async (surveyId: string, questionId: string, questionText: string) =>
  editQuestion(surveyId, questionId, { questionText });

/** PATCH a question's wording and/or shape (type, options, labels, range): only what changed. */
export const editQuestion = async (surveyId: string, questionId: string, body: RewordQuestionInput) => {
  const question = await answer(
    api.PATCH('/api/surveys/{idOrSlug}/questions/{questionId}', { ...questionPath(surveyId, questionId), body }),
  );
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return question;
};

export const removeQuestion = async (surveyId: string, questionId: string): Promise<void> => {
  await answer(api.DELETE('/api/surveys/{idOrSlug}/questions/{questionId}', questionPath(surveyId, questionId)));
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
};

export const reorderQuestions = async (surveyId: string, questionIds: string[]) => {
  const questions = await answer(
    api.PUT('/api/surveys/{idOrSlug}/questions/order', {
      params: { path: { idOrSlug: surveyId } },
      body: { questionIds },
    }),
  );
  await mutate(surveyQuestionsKey(surveyId), questions, { revalidate: false });
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return questions;
};
