import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';

/** While a mail is still pending, the log is read again every few seconds to show how it went. */
const PENDING_REFRESH_MS = 3000;

/** A survey's last mails, newest first. */
export const useMailLog = (surveyId: string) =>
  useSWR(
    `/api/surveys/${encodeURIComponent(surveyId)}/notifications/log`,
    () => answer(api.GET('/api/surveys/{idOrSlug}/notifications/log', { params: { path: { idOrSlug: surveyId } } })),
    { refreshInterval: (data) => (data?.some((m) => m.status === 'pending') ? PENDING_REFRESH_MS : 0) },
  );
