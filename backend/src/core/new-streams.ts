import { ConcurrencyError } from '../common/errors';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION, type Db, type Queryable } from '../db/db';
import type { EventCipher, StreamCipher } from '../event-store/event-cipher';
import {
  EVENT_COLUMNS,
  isStreamVersionConflict,
  toRecordedEvent,
  type DomainEvent,
  type EventMetadata,
  type EventRow,
  type RecordedEvent,
} from '../event-store/event-store';
import { applyRowChangesInBulk } from '../projections/bulk-apply';
import { projectAll, type Projection } from '../projections/projection';
import { currentActor } from './actor';
import type { Decider } from './command-handler';

export type NewStreamCommand<Command> = { streamId: string; command: Command };

type Sealed = {
  streamId: string;
  stored: DomainEvent[];
  plain: DomainEvent[];
  newKey: Buffer | null;
  cipher?: StreamCipher;
};

/**
 * Runs a command on each of many streams the caller has just named (fresh ids: no events and no key yet)
 * and writes them all in one transaction of a few statements, for an import of many at once (a roster
 * CSV): 1. decide each from the initial state, 2. seal each stream's events under a new key of its own,
 * 3. store the keys and append every event at version 1 onwards (a stream that exists after all fails
 * the unique stream version: ConcurrencyError), 4. project them, in bulk. All or nothing: a command
 * refused, or a row change the read models refuse, fails the whole batch.
 */
export async function handleNewStreams<State, Command, Event extends DomainEvent>(
  db: Db,
  projections: readonly Projection[],
  decider: Decider<State, Command, Event>,
  items: readonly NewStreamCommand<Command>[],
  options: { cipher?: EventCipher; metadata?: EventMetadata } = {},
): Promise<RecordedEvent<Event>[]> {
  const decided = items.map(({ streamId, command }) => ({
    streamId,
    events: decider.decide(command, decider.initialState()),
  }));
  const metadata = { actor: currentActor(), ...options.metadata };
  return db.transaction(async (tx) => {
    const sealed = await Promise.all(decided.map(({ streamId, events }) => seal(tx, options.cipher, streamId, events)));
    await storeKeys(tx, sealed);
    const recorded = await appendAll(tx, sealed, metadata);
    for (const { cipher, plain } of sealed) await cipher?.afterAppend(plain);
    await applyRowChangesInBulk(tx, projectAll(projections, recorded));
    return recorded as RecordedEvent<Event>[];
  });
}

/** A new stream's events sealed under a key made here; one that needs the database (cross-stream) seals there. */
async function seal(
  tx: Queryable,
  cipher: EventCipher | undefined,
  streamId: string,
  events: DomainEvent[],
): Promise<Sealed> {
  if (!cipher) return { streamId, stored: events, plain: events, newKey: null };
  const streamCipher = cipher.forStream(tx, streamId);
  streamCipher.know(null);
  const here = streamCipher.sealHere(events);
  if (here) return { streamId, ...here, cipher: streamCipher };
  return { streamId, ...(await streamCipher.seal(events)), newKey: null, cipher: streamCipher };
}

async function storeKeys(tx: Queryable, sealed: readonly Sealed[]): Promise<void> {
  const keys = sealed.flatMap(({ streamId, newKey }) => (newKey ? [{ s: streamId, k: newKey.toString('hex') }] : []));
  if (keys.length === 0) return;
  try {
    await tx.query(
      `INSERT INTO data_keys (stream_id, wrapped_key)
       SELECT k.s, decode(k.k, 'hex') FROM json_to_recordset($1::json) AS k(s text, k text)`,
      [JSON.stringify(keys)],
    );
  } catch (error) {
    // A key for a stream taken to be new: it is not.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'data_keys_pkey') {
      throw new ConcurrencyError(keys[0]!.s, 0);
    }
    throw error;
  }
}

/** Every event of every stream in one INSERT, in the order given; the plaintext comes back with its position. */
async function appendAll(tx: Queryable, sealed: readonly Sealed[], metadata: EventMetadata): Promise<RecordedEvent[]> {
  const rows = sealed.flatMap(({ streamId, stored }) =>
    stored.map((event, index) => ({
      s: streamId,
      v: index + 1,
      t: event.type,
      sv: event.schemaVersion,
      d: event.data,
      m: metadata,
    })),
  );
  if (rows.length === 0) return [];
  const plain = new Map(sealed.flatMap(({ streamId, plain }) => plain.map((e, i) => [`${streamId}/${i + 1}`, e.data])));
  try {
    const { rows: appended } = await tx.query<EventRow>(
      `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
       SELECT e.s, e.v, e.t, e.sv, e.d, e.m
       FROM ROWS FROM (json_to_recordset($1::json) AS (s text, v integer, t text, sv integer, d jsonb, m jsonb))
         WITH ORDINALITY AS e(s, v, t, sv, d, m, n)
       ORDER BY e.n
       RETURNING ${EVENT_COLUMNS}`,
      [JSON.stringify(rows)],
    );
    return appended
      .map(toRecordedEvent)
      .sort((a, b) => a.globalPosition - b.globalPosition)
      .map((event) => ({ ...event, data: plain.get(`${event.streamId}/${event.streamVersion}`)! }));
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && isStreamVersionConflict(error)) {
      throw new ConcurrencyError(rows[0]!.s, 0);
    }
    throw error;
  }
}
