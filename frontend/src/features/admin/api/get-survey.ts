import useSWR from 'swr';
import type { Survey } from '@/types/generated/api';

export const surveyKey = (id: string) => ['/api/surveys', encodeURIComponent(id)] as const;

export const useSurvey = (id: string, enabled = true) => useSWR<Survey>(enabled ? surveyKey(id) : null);
