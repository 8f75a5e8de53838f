import useSWR from 'swr';
import type { ContactMessage } from '@/types/generated/api';

/** Messages sent from /contact, newest first. */
export const contactMessagesKey = '/api/contact-messages';

export const useContactMessages = (enabled: boolean) => useSWR<ContactMessage[]>(enabled ? contactMessagesKey : null);
