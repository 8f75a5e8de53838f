import useSWR from 'swr';
import type { LifecycleSurvey as Survey } from './lifecycle-types';

export const surveyKey = (id: string) => ['/api/surveys', encodeURIComponent(id)] as const;

export const useSurvey = (id: string, enabled = true) => useSWR<Survey>(enabled ? surveyKey(id) : null);
