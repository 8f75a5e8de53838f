import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { Question } from '@/types/generated/api';

export const surveyQuestionsKey = (idOrSlug: string) =>
  ['/api/surveys', encodeURIComponent(idOrSlug), 'questions'] as const;

export const useSurveyQuestions = (idOrSlug: string) =>
  useSWR(surveyQuestionsKey(idOrSlug), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/questions', { params: { path: { idOrSlug } } })),
  );

/** The server orders by `order`; sorting again keeps the flow independent of that. */
export const sortQuestions = (questions: readonly Question[]): Question[] =>
  [...questions].sort((a, b) => a.order - b.order);

/** A question without `isRequired` counts as required (spec section 3). */
export const isRequired = (question: { isRequired?: boolean | null }): boolean => question.isRequired !== false;
