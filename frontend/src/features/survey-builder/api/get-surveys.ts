import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import type { Survey } from '@/types/generated/api';

/** Every survey, newest first (an admin session gets Survey, not SurveySummary); asked only once the session is known (`enabled`). */
export const useSurveys = (enabled: boolean) =>
  useSWR(enabled ? surveysKey : null, async () => (await answer(api.GET(surveysKey))) as Survey[]);
