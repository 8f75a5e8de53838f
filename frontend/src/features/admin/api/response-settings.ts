import useSWR, { mutate } from 'swr';
import { getJson, requestJson } from '@/lib/api-client';
import type { ResponseSettings, ResponseSettingsInput } from '@/types/generated/api';

/** A survey's hidden fields and abandonment period. */
export const responseSettingsUrl = (surveyId: string) =>
  `/api/surveys/${encodeURIComponent(surveyId)}/response-settings`;

export const useResponseSettings = (surveyId: string, enabled = true) =>
  useSWR<ResponseSettings>(enabled ? responseSettingsUrl(surveyId) : null, (url: string) =>
    getJson<ResponseSettings>(url),
  );

/** Sets what the body names; the cached settings become the answer. */
export const saveResponseSettings = async (
  surveyId: string,
  body: ResponseSettingsInput,
): Promise<ResponseSettings> => {
  const result = await requestJson<ResponseSettings>('PUT', responseSettingsUrl(surveyId), body);
  await mutate(responseSettingsUrl(surveyId), result, { revalidate: false });
  return result;
};
