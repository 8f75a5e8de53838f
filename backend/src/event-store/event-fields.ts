import type { Queryable } from '../db/db';
import type { PersonalFields } from './field-crypto';

/**
 * Fields of an event encrypted under OTHER streams' keys (a report's quotes under the quoted responses'
 * keys), so erasing one of those streams shreds them too. `map` gives each such value (whatever it holds
 * now: plaintext, encrypted, null) with the stream whose key it is under, and puts back what it returns.
 */
export type CrossStreamFields = {
  streams(data: object): string[];
  map<T extends object>(data: T, value: (streamId: string, value: unknown) => unknown): T;
};

/**
 * A rewrite of an old event that the one-off copy of the log (encrypt-events) applies: given an event,
 * its new data, or null to keep it. For shapes that held personal text where they no longer may
 * (proposals that copied report quotes), so none of it stays in the log.
 */
export type EventUpgrade = (
  tx: Queryable,
  event: { streamId: string; type: string; data: Record<string, unknown> },
) => Promise<Record<string, unknown> | null>;

/**
 * What the event store must know of one feature's events, declared by the feature beside them: which
 * fields are personal (encrypted under the stream's key), which events erase their stream, which hold
 * other streams' words, and how old shapes are rewritten.
 */
export type EventFields = {
  personal?: Readonly<Record<string, readonly string[]>>;
  erasures?: readonly string[];
  crossStream?: Readonly<Record<string, CrossStreamFields>>;
  upgrades?: Readonly<Record<string, EventUpgrade>>;
};

/** Every feature's EventFields in one: what the cipher, the rebuild and the log's copy read. */
export type EventCatalogue = {
  personal: PersonalFields;
  erasures: ReadonlySet<string>;
  crossStream: Readonly<Record<string, CrossStreamFields>>;
  upgrades: Readonly<Record<string, EventUpgrade>>;
};

/** Joins the features' declarations; an event type declared twice is a mistake, refused at start. */
export function eventCatalogue(declarations: readonly EventFields[]): EventCatalogue {
  const personal: Record<string, readonly string[]> = {};
  const crossStream: Record<string, CrossStreamFields> = {};
  const upgrades: Record<string, EventUpgrade> = {};
  const erasures = new Set<string>();
  const join = <T>(into: Record<string, T>, from: Readonly<Record<string, T>> | undefined, what: string) => {
    for (const [type, value] of Object.entries(from ?? {})) {
      if (type in into) throw new Error(`${type}: ${what} declared twice`);
      into[type] = value;
    }
  };
  for (const declared of declarations) {
    join(personal, declared.personal, 'personal fields');
    join(crossStream, declared.crossStream, 'cross-stream fields');
    join(upgrades, declared.upgrades, 'an upgrade');
    for (const type of declared.erasures ?? []) erasures.add(type);
  }
  return { personal, erasures, crossStream, upgrades };
}
