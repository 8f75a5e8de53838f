import { mutate } from 'swr';
import { apiRequest, requestJson } from '@/lib/api-client';
import type { Question, ReorderQuestionsInput, RewordQuestionInput } from '@/types/generated/api';
import { surveyQuestionsKey } from './get-survey-questions';
import { isKeyOfSurvey, refreshWhere } from './refresh';

// Changing a survey's questions: reword (always), remove and reorder (until the first response).
// Each refetches the survey's reads that show its questions: the list the edit screen reads, the
// summary and the drop-off (which name them).

const questionsUrl = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/questions`;

export const rewordQuestion = async (surveyId: string, questionId: string, questionText: string): Promise<Question> => {
  const body: RewordQuestionInput = { questionText };
  const question = await requestJson<Question>(
    'PATCH',
    `${questionsUrl(surveyId)}/${encodeURIComponent(questionId)}`,
    body,
  );
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return question;
};

/** PATCH a question's wording and/or shape (type, options, labels, range): only what changed. */
export const editQuestion = async (
  surveyId: string,
  questionId: string,
  body: RewordQuestionInput,
): Promise<Question> => {
  const question = await requestJson<Question>(
    'PATCH',
    `${questionsUrl(surveyId)}/${encodeURIComponent(questionId)}`,
    body,
  );
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return question;
};

export const removeQuestion = async (surveyId: string, questionId: string): Promise<void> => {
  await apiRequest('DELETE', `${questionsUrl(surveyId)}/${encodeURIComponent(questionId)}`);
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
};

export const reorderQuestions = async (surveyId: string, questionIds: string[]): Promise<Question[]> => {
  const body: ReorderQuestionsInput = { questionIds };
  const questions = await requestJson<Question[]>('PUT', `${questionsUrl(surveyId)}/order`, body);
  await mutate(surveyQuestionsKey(surveyId), questions, { revalidate: false });
  await refreshWhere((key) => isKeyOfSurvey(key, surveyId));
  return questions;
};
