import useSWR from 'swr';
import type { Question } from './types';

export const surveyQuestionsKey = (idOrSlug: string) => ['/api/surveys', encodeURIComponent(idOrSlug), 'questions'] as const;

export const useSurveyQuestions = (idOrSlug: string) => useSWR<Question[]>(surveyQuestionsKey(idOrSlug));

/** The server orders by `order`; sorting again keeps the flow independent of that. */
export const sortQuestions = (questions: readonly Question[]): Question[] =>
  [...questions].sort((a, b) => a.order - b.order);
