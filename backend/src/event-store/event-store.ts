import { ConcurrencyError } from '../common/errors';
import { isoOrNull, pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION, type Queryable } from '../db/db';

/** What a decider emits: a past-tense fact with its schema version. */
export type DomainEvent = { type: string; schemaVersion: number; data: object };

export type EventMetadata = Record<string, unknown>;

/** An event as stored in the log. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  metadata: EventMetadata;
  recordedAt: string;
};

/**
 * What the log's reads and appends ask of a stream's cipher (event-cipher's StreamCipher): personal
 * fields sealed on append and opened on read, the stream's key taken from the same read.
 */
export type StreamSealer = {
  know(wrapped: Buffer | Uint8Array | null): void;
  open(events: RecordedEvent[]): Promise<RecordedEvent[]>;
  seal<E extends DomainEvent>(events: E[]): Promise<{ stored: E[]; plain: E[] }>;
  afterAppend(events: readonly DomainEvent[]): Promise<void>;
};

export type EventRow = {
  global_position: string | number;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: object;
  metadata: EventMetadata;
  recorded_at: Date | string;
};

export const EVENT_COLUMNS =
  'global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return toRecordedEventAt(row, isoOrNull(row.recorded_at) as string);
}

/** toRecordedEvent for a row whose recorded_at the query already made ISO text (the bulk rebuild). */
export function toRecordedEventAt(row: EventRow, recordedAt: string): RecordedEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    type: row.type,
    schemaVersion: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata ?? {},
    recordedAt,
  };
}

/**
 * A query whose one value a command reads together with its stream, in the same round trip (what the
 * command checks besides the stream: a response's survey, say). `sql` is a SELECT of one column and at
 * most one row, its parameters bound through `bind`; `map` turns its value (null when no row) into A.
 */
export type ReadAlong<A> = { sql: (bind: (value: unknown) => string) => string; map(value: unknown): A };

type StreamRow = EventRow & { wrapped_key?: Buffer | Uint8Array | null; along?: unknown };

/**
 * Reads a whole stream in order; version 0 means the stream does not exist yet. With the stream's
 * cipher, personal fields come back decrypted (REDACTED once the stream was erased) and the stream's
 * data key is read in the same round trip; with `along`, that query's value too.
 */
export async function readStream<A = undefined>(
  db: Queryable,
  streamId: string,
  cipher?: StreamSealer,
  along?: ReadAlong<A>,
): Promise<{ version: number; events: RecordedEvent[]; along: A }> {
  const params: unknown[] = [streamId];
  const extra: string[] = [];
  if (cipher) extra.push('(SELECT wrapped_key FROM data_keys WHERE stream_id = $1) AS wrapped_key');
  if (along) extra.push(`(${along.sql((value) => `$${params.push(value)}`)}) AS along`);
  // With something read along, one row comes back even for a stream without events (its columns null).
  const { rows } = await db.query<StreamRow>(
    extra.length === 0
      ? `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`
      : `SELECT ${EVENT_COLUMNS}, ${extra.join(', ')}
         FROM (SELECT 1) AS one LEFT JOIN events ON stream_id = $1 ORDER BY stream_version`,
    params,
  );
  cipher?.know(rows[0]?.wrapped_key ?? null);
  const alongValue = along?.map(rows[0]?.along ?? null) as A;
  const stored = rows.filter((row) => row.stream_id !== null).map(toRecordedEvent);
  const events = cipher ? await cipher.open(stored) : stored;
  return { version: events.length === 0 ? 0 : events[events.length - 1]!.streamVersion, events, along: alongValue };
}

/**
 * Appends events after expectedVersion. Another writer that got there first makes the
 * unique (stream_id, stream_version) key fail: that is a ConcurrencyError, never an overwrite.
 * With the stream's cipher, personal fields are stored encrypted; the events returned keep them in
 * plaintext for the projections.
 */
export async function appendToStream(
  tx: Queryable,
  streamId: string,
  expectedVersion: number,
  events: DomainEvent[],
  metadata: EventMetadata = {},
  cipher?: StreamSealer,
): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const { stored, plain } = cipher ? await cipher.seal(events) : { stored: events, plain: events };
  const values: unknown[] = [];
  const tuples = stored.map((event, index) => {
    const base = index * 6;
    values.push(
      streamId,
      expectedVersion + index + 1,
      event.type,
      event.schemaVersion,
      JSON.stringify(event.data),
      JSON.stringify(metadata),
    );
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}::jsonb, $${base + 6}::jsonb)`;
  });
  try {
    const { rows } = await tx.query<EventRow>(
      `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
       VALUES ${tuples.join(', ')}
       RETURNING ${EVENT_COLUMNS}`,
      values,
    );
    // An erasure event deletes the stream's data key in the same transaction.
    if (cipher) await cipher.afterAppend(events);
    return rows
      .map(toRecordedEvent)
      .sort((a, b) => a.streamVersion - b.streamVersion)
      .map((recorded, index) => ({ ...recorded, data: plain[index]!.data }));
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && isStreamVersionConflict(error)) {
      throw new ConcurrencyError(streamId, expectedVersion);
    }
    throw error;
  }
}

export function isStreamVersionConflict(error: unknown): boolean {
  const constraint = pgConstraint(error);
  // Should a driver not report the constraint name, the message names it.
  return (
    constraint === 'events_stream_version_key' || String((error as Error).message).includes('events_stream_version_key')
  );
}
