import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

export const surveyKey = (id: string) => ['/api/surveys', encodeURIComponent(id)] as const;

export const useSurvey = (id: string, enabled = true) =>
  useSWR(enabled ? surveyKey(id) : null, () =>
    answer(api.GET('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug: id } } })),
  );
