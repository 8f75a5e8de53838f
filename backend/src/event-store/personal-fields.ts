import { contactPersonalFields } from '../contact/contact.events';
import type { Queryable } from '../db/db';
import { proposalEventUpgrades } from '../proposals/proposal-legacy-quotes';
import { reportCrossStreamFields } from '../reports/report-quote-keys';
import { responsePersonalFields } from '../responses/response.events';
import type { PersonalFields } from './field-crypto';

/** Every event type's personal fields, as declared next to its events. Adding a stream type's list here is all encryption needs. */
export const ALL_PERSONAL_FIELDS: PersonalFields = {
  ...(responsePersonalFields as PersonalFields),
  ...(contactPersonalFields as PersonalFields),
};

/** Events that erase their stream: appending one deletes the stream's data key in the same transaction. */
export const ERASURE_EVENT_TYPES: ReadonlySet<string> = new Set(['ResponseErased', 'ContactMessageErased']);

/**
 * Fields of an event encrypted under OTHER streams' keys (a report's quotes under the quoted responses'
 * keys), so erasing one of those streams shreds them too. `map` gives each such value (whatever it holds
 * now: plaintext, encrypted, null) with the stream whose key it is under, and puts back what it returns.
 */
export type CrossStreamFields = {
  streams(data: object): string[];
  map<T extends object>(data: T, value: (streamId: string, value: unknown) => unknown): T;
};

/** Every event type with cross-stream fields, by type. */
export const ALL_CROSS_STREAM_FIELDS: Readonly<Record<string, CrossStreamFields>> = {
  ...reportCrossStreamFields,
};

/**
 * Rewrites of old events that the one-off copy of the log (encrypt-events) applies, by type: given an
 * event, its new data, or null to keep it. For shapes that held personal text where they no longer may
 * (proposals that copied report quotes), so none of it stays in the log.
 */
export type EventUpgrade = (
  tx: Queryable,
  event: { streamId: string; type: string; data: Record<string, unknown> },
) => Promise<Record<string, unknown> | null>;

export const ALL_EVENT_UPGRADES: Readonly<Record<string, EventUpgrade>> = {
  ...proposalEventUpgrades,
};
