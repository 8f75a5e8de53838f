import useSWRMutation from 'swr/mutation';
import { answer, api } from '@/lib/api-client';
import type { ContactMessageInput, paths } from '@/types/generated/api';

// POST /api/contact: public, rate limited; 201 ContactReceipt, 400/429 Problem. The `website`
// field is a honeypot: people never see it, so anything in it marks a bot and the server drops the message.
export const contactMessagesUrl = '/api/contact' satisfies keyof paths;

/** The form's state: every field of the message as the text typed so far. */
export type ContactFormValues = { [K in keyof ContactMessageInput]-?: string };

/** Field limits the server enforces (backend/src/contact/contact.decider.ts). */
export const CONTACT_MAX_LENGTH = { name: 200, email: 254, company: 200, message: 5000 } as const;

export const sendContactMessage = (input: ContactMessageInput) => answer(api.POST(contactMessagesUrl, { body: input }));

/** Sending does not change anything a public page shows, so there is no key to revalidate. */
export const useSendContactMessage = () =>
  useSWRMutation(contactMessagesUrl, (_url: string, { arg }: { arg: ContactMessageInput }) => sendContactMessage(arg), {
    throwOnError: true,
  });
