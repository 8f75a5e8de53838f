import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { PublicSurvey, Question } from '@/types/generated/api';

export const surveyPreviewKey = (id: string) => ['survey-preview', id] as const;

/**
 * What an admin's preview walks: the survey and its questions as the admin reads them (a draft or a
 * switched-off survey too, which the public document shows without questions). Reading records nothing.
 */
export const useSurveyPreview = (id: string) =>
  useSWR(surveyPreviewKey(id), async (): Promise<{ survey: PublicSurvey; questions: Question[] }> => {
    const [survey, questions] = await Promise.all([
      answer(api.GET('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug: id } } })),
      answer(api.GET('/api/surveys/{idOrSlug}/questions', { params: { path: { idOrSlug: id } } })),
    ]);
    return { survey, questions };
  });
