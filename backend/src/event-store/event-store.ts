import { ConcurrencyError } from '../common/errors';
import type { StreamCipher } from './event-cipher';
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
 * Reads a whole stream in order; version 0 means the stream does not exist yet. With the stream's
 * cipher, personal fields come back decrypted (REDACTED once the stream was erased).
 */
export async function readStream(
  db: Queryable,
  streamId: string,
  cipher?: StreamCipher,
): Promise<{ version: number; events: RecordedEvent[] }> {
  // With a cipher, the stream's data key comes in the same round trip (null: the stream has none).
  const { rows } = await db.query<EventRow & { wrapped_key?: Buffer | Uint8Array | null }>(
    cipher
      ? `SELECT ${EVENT_COLUMNS}, (SELECT wrapped_key FROM data_keys WHERE stream_id = $1) AS wrapped_key
         FROM events WHERE stream_id = $1 ORDER BY stream_version`
      : `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  );
  cipher?.know(rows[0]?.wrapped_key ?? null);
  const stored = rows.map(toRecordedEvent);
  const events = cipher ? await cipher.open(stored) : stored;
  return { version: events.length === 0 ? 0 : events[events.length - 1]!.streamVersion, events };
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
  cipher?: StreamCipher,
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
  // PGlite does not always report the constraint name; the message names it.
  return (
    constraint === 'events_stream_version_key' || String((error as Error).message).includes('events_stream_version_key')
  );
}
