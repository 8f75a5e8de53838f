import { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import { refresh } from '@/lib/refresh';
import type { EndScreen, Survey } from '@/types/generated/api';
import { surveyKey } from './get-survey';

const stored = async (id: string, survey: Survey) => {
  await Promise.all([mutate(surveyKey(id), survey, { revalidate: false }), refresh(surveysKey)]);
  return survey;
};

const surveyPath = (id: string) => ({ params: { path: { idOrSlug: id } } });

/** PUT the origins that may embed the survey (the whole list). */
export const setEmbedOrigins = async (id: string, origins: string[]): Promise<Survey> =>
  stored(id, await answer(api.PUT('/api/surveys/{idOrSlug}/embed-origins', { ...surveyPath(id), body: { origins } })));

/** PUT the survey's end screen (texts by language, redirect URL, host switch), whole. */
export const setEndScreen = async (id: string, endScreen: EndScreen): Promise<Survey> =>
  stored(id, await answer(api.PUT('/api/surveys/{idOrSlug}/end-screen', { ...surveyPath(id), body: endScreen })));

/** PUT whether the survey shows on the /surveys list (true) or only by its link (false). */
export const setSurveyListing = async (id: string, listed: boolean): Promise<Survey> =>
  stored(id, await answer(api.PUT('/api/surveys/{idOrSlug}/listing', { ...surveyPath(id), body: { listed } })));
