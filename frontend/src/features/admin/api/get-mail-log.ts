import useSWR from 'swr';
import { getJson } from '@/lib/api-client';
import type { MailLogEntry } from '@/types/generated/api';

/** While a mail is still pending, the log is read again every few seconds to show how it went. */
const PENDING_REFRESH_MS = 3000;

/** A survey's last mails, newest first. */
export const useMailLog = (surveyId: string) =>
  useSWR<MailLogEntry[]>(
    `/api/surveys/${encodeURIComponent(surveyId)}/notifications/log`,
    (url: string) => getJson<MailLogEntry[]>(url),
    { refreshInterval: (data) => (data?.some((m) => m.status === 'pending') ? PENDING_REFRESH_MS : 0) },
  );
