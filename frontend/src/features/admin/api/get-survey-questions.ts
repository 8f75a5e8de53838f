import useSWR from 'swr';
import type { Question } from '@/types/generated/api';

export const surveyQuestionsKey = (id: string) => ['/api/surveys', encodeURIComponent(id), 'questions'] as const;

export const useSurveyQuestions = (id: string, enabled = true) =>
  useSWR<Question[]>(enabled ? surveyQuestionsKey(id) : null);
