import useSWR from 'swr';
import type { SurveyResponse } from '@/types/generated/api';

/** Oldest first, so 'Response #n' keeps its number as new responses arrive. */
export const surveyResponsesKey = (id: string) => ['/api/surveys', encodeURIComponent(id), 'responses'] as const;

export const useSurveyResponses = (id: string, enabled = true) =>
  useSWR<SurveyResponse[]>(enabled ? surveyResponsesKey(id) : null);
