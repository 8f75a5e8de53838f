import useSWR, { mutate } from 'swr';
import { answer, api } from '@/lib/api-client';
import type { MailNotificationsInput } from '@/types/generated/api';

/** A survey's e-mail notifications: recipients, each response or a daily digest, language, answers. */
export const mailNotificationsUrl = (surveyId: string) => `/api/surveys/${encodeURIComponent(surveyId)}/notifications`;

const surveyPath = (surveyId: string) => ({ params: { path: { idOrSlug: surveyId } } });

export const useMailNotifications = (surveyId: string) =>
  useSWR(mailNotificationsUrl(surveyId), () =>
    answer(api.GET('/api/surveys/{idOrSlug}/notifications', surveyPath(surveyId))),
  );

/** Saves what the body names; the cached settings become the answer. */
export const saveMailNotifications = async (surveyId: string, body: MailNotificationsInput) => {
  const result = await answer(api.PUT('/api/surveys/{idOrSlug}/notifications', { ...surveyPath(surveyId), body }));
  await mutate(mailNotificationsUrl(surveyId), result, { revalidate: false });
  return result;
};
