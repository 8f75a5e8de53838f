import { mutate } from 'swr';
import { requestJson } from '@/lib/api-client';
import type { EndScreen, Survey } from '@/types/generated/api';
import { surveyKey } from './get-survey';
import { surveysKey } from './get-surveys';
import { refresh } from './refresh';

const stored = async (id: string, survey: Survey) => {
  await Promise.all([mutate(surveyKey(id), survey, { revalidate: false }), refresh(surveysKey)]);
  return survey;
};

/** PUT the origins that may embed the survey (the whole list). */
export const setEmbedOrigins = async (id: string, origins: string[]): Promise<Survey> =>
  stored(id, await requestJson<Survey>('PUT', `/api/surveys/${encodeURIComponent(id)}/embed-origins`, { origins }));

/** PUT the survey's end screen (texts by language, redirect URL, host switch), whole. */
export const setEndScreen = async (id: string, endScreen: EndScreen): Promise<Survey> =>
  stored(id, await requestJson<Survey>('PUT', `/api/surveys/${encodeURIComponent(id)}/end-screen`, endScreen));
