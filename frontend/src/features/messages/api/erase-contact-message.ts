import { answer, api } from '@/lib/api-client';
import { refresh } from '@/lib/refresh';
import { contactMessagesKey } from './get-contact-messages';

/** Erases a contact message for good, then refetches the list. */
export const eraseContactMessage = async (id: string): Promise<void> => {
  await answer(api.DELETE('/api/contact-messages/{id}', { params: { path: { id } } }));
  await refresh(contactMessagesKey);
};
