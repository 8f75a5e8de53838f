import type { EventFields } from '../event-store/event-fields';

// Facts of a client stream (`client-<id>`): the company a consultancy works for, recorded once (its
// name, what it does, the people to talk to) and edited in place. Surveys name their client by id
// (SurveyClientSet); reports and proposals belong to their survey's client. A client whose engagement is
// over is archived (and may be restored): out of the lists, its surveys untouched.

/** A person at the client: name required, the rest optional (null when not given). */
export type ClientContact = { name: string; email: string | null; phone: string | null; role: string | null };

export type ClientCreated = {
  type: 'ClientCreated';
  schemaVersion: 1;
  data: { clientId: string; name: string; description: string | null; contacts: ClientContact[]; createdAt: string };
};

/** Only the fields that changed are listed; contacts are replaced whole. */
export type ClientDetailsChanged = {
  type: 'ClientDetailsChanged';
  schemaVersion: 1;
  data: {
    clientId: string;
    name?: string;
    description?: string | null;
    contacts?: ClientContact[];
    changedAt: string;
  };
};

/** The engagement is over: the client leaves the lists and pickers; its surveys, reports and links keep working. */
export type ClientArchived = {
  type: 'ClientArchived';
  schemaVersion: 1;
  data: { clientId: string; archivedAt: string };
};

/** An archived client back in the lists and pickers. */
export type ClientRestored = {
  type: 'ClientRestored';
  schemaVersion: 1;
  data: { clientId: string; restoredAt: string };
};

export type ClientEvent = ClientCreated | ClientDetailsChanged | ClientArchived | ClientRestored;
export type ClientEventType = ClientEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ClientEventType, true> = {
  ClientCreated: true,
  ClientDetailsChanged: true,
  ClientArchived: true,
  ClientRestored: true,
};
export const clientEventTypes = Object.keys(listed) as ClientEventType[];

/**
 * A client's contacts are the company's business contacts, kept in the clear like the survey's texts
 * (the sealing of personal fields covers text fields, and these are the firm's own records, not
 * respondents' answers).
 */
export const clientEventFields: EventFields = {};
