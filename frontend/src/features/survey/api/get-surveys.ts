import useSWR from 'swr';
import type { Survey } from './types';

export const surveysKey = '/api/surveys';

/** Only fetched once the list is unlocked (the server answers 401 before). */
export const useSurveys = (unlocked: boolean) => useSWR<Survey[]>(unlocked ? surveysKey : null);
