import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

export const surveyQuestionsKey = (id: string) => ['/api/surveys', encodeURIComponent(id), 'questions'] as const;

export const useSurveyQuestions = (id: string, enabled = true) =>
  useSWR(enabled ? surveyQuestionsKey(id) : null, () =>
    answer(api.GET('/api/surveys/{idOrSlug}/questions', { params: { path: { idOrSlug: id } } })),
  );
