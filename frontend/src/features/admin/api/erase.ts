import { apiRequest } from '@/lib/api-client';
import { contactMessagesKey } from './get-contact-messages';
import { surveysKey } from './get-surveys';
import { forgetWhere, isKeyOfSurvey, isReportKey, refresh, refreshWhere } from './refresh';

/**
 * Erases a response for good (its personal data can never be read again), then refetches what it
 * touched: the survey's counts, summary and drop-off, the survey list, and the reports (which may
 * have quoted it). Its history goes from the cache; the response list is the caller's to refresh.
 */
export const eraseResponse = async (id: string, surveyId: string): Promise<void> => {
  await apiRequest('DELETE', `/api/responses/${encodeURIComponent(id)}`);
  await Promise.all([
    refreshWhere((key) => isKeyOfSurvey(key, surveyId) || isReportKey(key)),
    refresh(surveysKey),
    forgetWhere((key) => Array.isArray(key) && key[0] === '/api/responses' && key[1] === encodeURIComponent(id)),
  ]);
};

/** Erases a contact message for good, then refetches the list. */
export const eraseContactMessage = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/contact-messages/${encodeURIComponent(id)}`);
  await refresh(contactMessagesKey);
};
