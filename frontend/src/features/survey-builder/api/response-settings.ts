import useSWR, { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import type { ResponseSettingsInput } from '@/types/generated/api';

/** A survey's hidden fields and abandonment period. */
export const responseSettingsUrl = (surveyId: string) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/response-settings`;

const settingsPath = (surveyId: string) => ({ params: { path: { idOrSlug: surveyId } } });

export const useResponseSettings = (surveyId: string, enabled = true) =>
  useSWR(enabled ? responseSettingsUrl(surveyId) : null, () =>
    answer(api.GET('/api/surveys/{idOrSlug}/response-settings', settingsPath(surveyId))),
  );

/** Sets what the body names; the cached settings become the answer. */
export const saveResponseSettings = async (surveyId: string, body: ResponseSettingsInput) => {
  const result = await answer(
    api.PUT('/api/surveys/{idOrSlug}/response-settings', { ...settingsPath(surveyId), body }),
  );
  await mutate(responseSettingsUrl(surveyId), result, { revalidate: false });
  return result;
};
