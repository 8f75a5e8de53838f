import useSWR from 'swr';
import type { Survey } from '@/types/generated/api';

export const surveysKey = '/api/surveys';

/** Every survey, newest first (an admin session gets Survey, not SurveySummary); asked only once the session is known (`enabled`). */
export const useSurveys = (enabled: boolean) => useSWR<Survey[]>(enabled ? surveysKey : null);
