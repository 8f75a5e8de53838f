import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import type { SurveySummary } from '@/types/generated/api';

/** The /surveys list: fetched only once unlocked (the server answers 401 before); respondents get SurveySummary. */
export const useSurveyList = (unlocked: boolean) =>
  useSWR(unlocked ? surveysKey : null, async () => (await answer(api.GET(surveysKey))) as SurveySummary[]);
