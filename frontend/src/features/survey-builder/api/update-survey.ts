import { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import { surveysKey } from '@/lib/cache-keys';
import { refresh } from '@/lib/refresh';
import type { UpdateSurveyInput } from '@/types/generated/api';
import { surveyKey } from './get-survey';

/** PATCH any of a survey's details or settings; the survey and the dashboard list are refetched. */
export const updateSurvey = async (id: string, input: UpdateSurveyInput) => {
  const survey = await answer(
    api.PATCH('/api/surveys/{idOrSlug}', { params: { path: { idOrSlug: id } }, body: input }),
  );
  await Promise.all([mutate(surveyKey(id), survey, { revalidate: false }), refresh(surveysKey)]);
  return survey;
};
