import useSWRMutation from 'swr/mutation';
import { requestJson } from '@/lib/api-client';

// POST /api/contact: public, rate limited; 201 {id, receivedAt}, 400/429 {statusCode, message}.
export const contactMessagesUrl = '/api/contact';

export type ContactMessageInput = {
  name: string;
  email: string;
  company: string;
  message: string;
  /** Honeypot: people never see it, so anything in it marks a bot and the server drops the message. */
  website: string;
};

export type ContactMessageReceipt = { id: string; receivedAt: string };

/** Field limits the server enforces (backend/src/contact/contact.decider.ts). */
export const CONTACT_MAX_LENGTH = { name: 200, email: 254, company: 200, message: 5000 } as const;

export const sendContactMessage = (input: ContactMessageInput) =>
  requestJson<ContactMessageReceipt>('POST', contactMessagesUrl, input);

/** Sending does not change anything a public page shows, so there is no key to revalidate. */
export const useSendContactMessage = () =>
  useSWRMutation(contactMessagesUrl, (_url: string, { arg }: { arg: ContactMessageInput }) => sendContactMessage(arg), {
    throwOnError: true,
  });
