import { api } from '@/lib/api-client';

/** The unsubscribe link's query (survey, address, token), as the mail gave it. */
export type UnsubscribeLink = { survey: string; address: string; token: string };

/** POSTs the link (RFC 8058's one click): the address gets no more e-mails about the survey. */
export const unsubscribe = async (link: UnsubscribeLink): Promise<void> => {
  await api.POST('/api/mail/unsubscribe', { params: { query: link }, parseAs: 'text' });
};

/** A person's link from an invitation or reminder (personal links): link and token. */
export type StaffUnsubscribeLink = { link: string; token: string };

/** POSTs a person's unsubscribe from a survey's invitations and reminders (RFC 8058's one click). */
export const unsubscribeStaff = async (link: StaffUnsubscribeLink): Promise<void> => {
  await api.POST('/api/staff-mail/unsubscribe', { params: { query: link }, parseAs: 'text' });
};
