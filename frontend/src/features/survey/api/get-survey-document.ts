import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

/**
 * The survey and its questions in every language it offers, in one request. The server tags each
 * version (ETag, Cache-Control: no-cache): a reload revalidates the browser's copy and gets a 304.
 */
export const surveyDocumentKey = (idOrSlug: string) =>
  ['/api/surveys', encodeURIComponent(idOrSlug), 'document'] as const;

export const useSurveyDocument = (idOrSlug: string) =>
  useSWR(surveyDocumentKey(idOrSlug), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/document', { params: { path: { idOrSlug } } })),
  );
