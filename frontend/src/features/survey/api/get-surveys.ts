import useSWR from 'swr';
import type { SurveySummary } from '@/types/generated/api';

export const surveysKey = '/api/surveys';

/** Only fetched once the list is unlocked (the server answers 401 before); respondents get SurveySummary. */
export const useSurveys = (unlocked: boolean) => useSWR<SurveySummary[]>(unlocked ? surveysKey : null);
