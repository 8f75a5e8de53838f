// Facts of a roster-person stream (`roster-person-<id>`): one person on one client's staff roster, added by
// hand or by a CSV import, edited, removed, and erased. One stream per person, so erasing one reaches
// exactly that person's key. The personal fields (name, e-mail, the extra columns) are sealed under the
// stream's key (rosterPersonEventFields below); the team and the language are kept in the clear, as the groups a
// survey reports by.
import type { EventFields } from '../event-store/event-fields';

export const ROSTER_LANGUAGES = ['en', 'ur'] as const;
export type RosterLanguage = (typeof ROSTER_LANGUAGES)[number];

export type RosterPersonAdded = {
  type: 'RosterPersonAdded';
  schemaVersion: 1;
  data: {
    personId: string;
    clientId: string;
    name: string;
    /** As typed (trimmed); matched ignoring case. */
    email: string;
    team: string | null;
    language: RosterLanguage | null;
    /**
     * The extra columns of the import (`{"Grade":"B2"}`) as JSON text: a sealed field is one text, so the
     * whole object is sealed as one.
     */
    attributes: string;
    addedAt: string;
  };
};

/** Only the fields that changed are listed; the attributes are replaced whole. */
export type RosterPersonUpdated = {
  type: 'RosterPersonUpdated';
  schemaVersion: 1;
  data: {
    personId: string;
    name?: string;
    email?: string;
    team?: string | null;
    language?: RosterLanguage | null;
    attributes?: string;
    changedAt: string;
  };
};

/** Off the roster: no survey reaches them any more; the row stays (removed) until they are erased. */
export type RosterPersonRemoved = {
  type: 'RosterPersonRemoved';
  schemaVersion: 1;
  data: { personId: string; removedAt: string };
};

/** The person was erased by an owner: the stream's key is gone and their row with it. */
export type RosterPersonErased = {
  type: 'RosterPersonErased';
  schemaVersion: 1;
  data: { personId: string; erasedAt: string };
};

export type RosterPersonEvent = RosterPersonAdded | RosterPersonUpdated | RosterPersonRemoved | RosterPersonErased;
export type RosterPersonEventType = RosterPersonEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<RosterPersonEventType, true> = {
  RosterPersonAdded: true,
  RosterPersonUpdated: true,
  RosterPersonRemoved: true,
  RosterPersonErased: true,
};
export const rosterPersonEventTypes = Object.keys(listed) as RosterPersonEventType[];

/** The fields sealed under the stream's key (crypto-shredding); absent ones stay absent. */
export const rosterPersonalFields: Partial<Record<RosterPersonEventType, readonly string[]>> = {
  RosterPersonAdded: ['name', 'email', 'attributes'],
  RosterPersonUpdated: ['name', 'email', 'attributes'],
};

/** What the event store knows of these events: their personal fields, and the event that erases a person. */
export const rosterPersonEventFields: EventFields = {
  personal: rosterPersonalFields,
  erasures: ['RosterPersonErased' satisfies RosterPersonEventType],
};
