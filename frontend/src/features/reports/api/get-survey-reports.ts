import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

/** A survey's reports, newest first. */
export const surveyReportsKey = (surveyId: string) =>
  ['/api/surveys', encodeURIComponent(surveyId), 'reports'] as const;

export const useSurveyReports = (surveyId: string) =>
  useSWR(surveyReportsKey(surveyId), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/reports', { params: { path: { idOrSlug: surveyId } } })),
  );
