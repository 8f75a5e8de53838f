import useSWR, { mutate } from 'swr';
import { getJson, requestJson } from '@/lib/api-client';
import type { MailNotifications, MailNotificationsInput } from '@/types/generated/api';

/** A survey's e-mail notifications: recipients, each response or a daily digest, language, answers. */
export const mailNotificationsUrl = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/notifications`;

export const useMailNotifications = (surveyId: string) =>
  useSWR<MailNotifications>(mailNotificationsUrl(surveyId), (url: string) => getJson<MailNotifications>(url));

/** Saves what the body names; the cached settings become the answer. */
export const saveMailNotifications = async (
  surveyId: string,
  body: MailNotificationsInput,
): Promise<MailNotifications> => {
  const result = await requestJson<MailNotifications>('PUT', mailNotificationsUrl(surveyId), body);
  await mutate(mailNotificationsUrl(surveyId), result, { revalidate: false });
  return result;
};
