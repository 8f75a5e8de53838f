// The client form's state and what it sends: pure, so a spec can prove it without a browser.
import type { Client, CreateClientInput } from '@/types/generated/api';

export type ContactDraft = { key: string; name: string; email: string; phone: string; role: string };
export type ClientDraft = { name: string; description: string; contacts: ContactDraft[] };

export const emptyContact = (key: string): ContactDraft => ({ key, name: '', email: '', phone: '', role: '' });

export const emptyClientDraft = (): ClientDraft => ({ name: '', description: '', contacts: [] });

export const draftOf = (client: Client, newKey: () => string): ClientDraft => ({
  name: client.name,
  description: client.description ?? '',
  contacts: client.contacts.map((c) => ({
    key: newKey(),
    name: c.name,
    email: c.email ?? '',
    phone: c.phone ?? '',
    role: c.role ?? '',
  })),
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** What POST and PUT /api/clients take; a contact row left wholly empty is dropped. */
export const clientPayload = (draft: ClientDraft): CreateClientInput => ({
  name: draft.name.trim(),
  description: orNull(draft.description),
  contacts: draft.contacts
    .filter((c) => [c.name, c.email, c.phone, c.role].some((field) => field.trim() !== ''))
    .map((c) => ({ name: c.name.trim(), email: orNull(c.email), phone: orNull(c.phone), role: orNull(c.role) })),
});

/**
 * The client's company data as the AI Generate tab's text: the name, the description and the people.
 * The same shape the server drafts proposals from ("Company: …", "Contact: …").
 */
export const companyDataOf = (client: Pick<Client, 'name' | 'description' | 'contacts'>): string =>
  [
    `Company: ${client.name}`,
    ...(client.description ? [client.description] : []),
    ...client.contacts.map((c) => `Contact: ${c.role ? `${c.name} (${c.role})` : c.name}`),
  ].join('\n');
