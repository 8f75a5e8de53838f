import useSWR from 'swr';
import { answer, api } from '@/lib/api-client';
import type { paths } from '@/types/generated/api';

/** Messages sent from /contact, newest first. */
export const contactMessagesKey = '/api/contact-messages' satisfies keyof paths;

export const useContactMessages = (enabled: boolean) =>
  useSWR(enabled ? contactMessagesKey : null, () => answer(api.GET(contactMessagesKey)));
