import useSWR from 'swr';
import type { Survey } from '@/types/generated/api';

export const surveyKey = (idOrSlug: string) => ['/api/surveys', encodeURIComponent(idOrSlug)] as const;

export const useSurvey = (idOrSlug: string) => useSWR<Survey>(surveyKey(idOrSlug));
