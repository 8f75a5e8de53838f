import { mutate } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { contactMessagesKey } from './get-contact-messages';
import { refresh } from './refresh';

/** Erases a response for good (its personal data can never be read again), then refetches the response lists. */
export const eraseResponse = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/responses/${encodeURIComponent(id)}`);
  await mutate((key) => Array.isArray(key) && key[0] === '/api/surveys' && key[2] === 'responses');
};

/** Erases a contact message for good, then refetches the list. */
export const eraseContactMessage = async (id: string): Promise<void> => {
  await apiRequest('DELETE', `/api/contact-messages/${encodeURIComponent(id)}`);
  await refresh(contactMessagesKey);
};
