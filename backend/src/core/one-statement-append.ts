import { JsonValue, PositionRef, rowChangeToSql, type PositionSql, type RowChange } from '../projections/row-change';
import { projectAll, type Projection } from '../projections/projection';
import { pgConstraint, pgErrorCode, PG_UNIQUE_VIOLATION, type Queryable } from '../db/db';
import { ConcurrencyError } from '../common/errors';
import type { StreamCipher } from '../event-store/event-cipher';
import {
  EVENT_COLUMNS,
  isStreamVersionConflict,
  toRecordedEvent,
  type DomainEvent,
  type EventMetadata,
  type EventRow,
  type RecordedEvent,
} from '../event-store/event-store';

// A command's write in one round trip: the events appended at the expected version, the stream's new
// data key if it needs one, and the projections' row changes, as one statement (data-modifying CTEs).
// One statement is atomic on its own: a version conflict, a key stored meanwhile or a trigger's refusal
// fails all of it. The rows it projects are committed when it answers (read-your-writes). A row that
// records an event's log position reads it from the appended rows (PositionRef).

/** Two changes of one statement must not touch the same row: its parts run on one snapshot, unordered. */
export function changesAreIndependent(changes: readonly RowChange[]): boolean {
  const keyColumns = new Map<string, string>();
  const rows = new Set<string>();
  for (const change of changes) {
    if (change.op === 'delete' || (change.op === 'update' && change.many)) return false;
    const names = Object.keys(change.key).sort();
    const columns = names.join(',');
    // Different key columns on one table might name the same row.
    if ((keyColumns.get(change.table) ?? columns) !== columns) return false;
    keyColumns.set(change.table, columns);
    const row = `${change.table}|${JSON.stringify(names.map((name) => keyPart(change.key[name])))}`;
    if (rows.has(row)) return false;
    rows.add(row);
  }
  return true;
}

/** A key value as text; an event position by its stream version (one statement appends one stream). */
function keyPart(value: unknown): unknown {
  return value instanceof PositionRef
    ? { appendedAt: value.streamVersion }
    : value instanceof JsonValue
      ? value.value
      : value;
}

const KEY_CONFLICT = 'data_keys_pkey';

/** The stream already had a data key that the read did not see: seal again in a transaction. */
export class KeyStoredMeanwhile extends Error {}

/**
 * Appends `events` after `expectedVersion` and projects them in one statement, or returns null when the
 * write needs more than one (sealing reads other keys or deletes this one, or two row changes touch one
 * row): then the caller appends in a transaction. Throws ConcurrencyError on a version conflict, and
 * KeyStoredMeanwhile when a key for the stream was stored since the read.
 */
export async function appendAndProjectInOneStatement(
  db: Queryable,
  projections: readonly Projection[],
  streamId: string,
  expectedVersion: number,
  events: DomainEvent[],
  metadata: EventMetadata,
  cipher: StreamCipher | undefined,
  /** Until the statement stamps them, the events' time as the projections see it. */
  now: Date,
): Promise<RecordedEvent[] | null> {
  const sealed = cipher ? cipher.sealHere(events) : { stored: events, plain: events, newKey: null };
  if (!sealed) return null;
  const metadataJson = JSON.stringify(metadata);
  // The events as the projections see them: plaintext, their position filled in by the statement.
  const pending: RecordedEvent[] = sealed.plain.map((event, index) => ({
    ...event,
    globalPosition: Number.NaN,
    streamId,
    streamVersion: expectedVersion + index + 1,
    metadata,
    recordedAt: now.toISOString(),
  }));
  const changes = projectAll(projections, pending);
  if (!changesAreIndependent(changes)) return null;

  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tuples = sealed.stored.map(
    (event, index) =>
      `(${bind(streamId)}, ${bind(expectedVersion + index + 1)}, ${bind(event.type)}, ${bind(event.schemaVersion)}, ` +
      `${bind(JSON.stringify(event.data))}::jsonb, ${bind(metadataJson)}::jsonb)`,
  );
  const parts = [
    `appended AS (INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
       VALUES ${tuples.join(', ')} RETURNING ${EVENT_COLUMNS})`,
  ];
  if (sealed.newKey) {
    parts.push(
      `new_key AS (INSERT INTO data_keys (stream_id, wrapped_key) VALUES (${bind(streamId)}, ${bind(sealed.newKey)}))`,
    );
  }
  const positionSql: PositionSql = (ref, bindValue) =>
    `(SELECT global_position FROM appended WHERE stream_version = ${bindValue(ref.streamVersion)})`;
  changes.forEach((change, index) => {
    parts.push(`change_${index} AS (${rowChangeToSql(change, params, positionSql).sql})`);
  });
  try {
    const { rows } = await db.query<EventRow>(
      `WITH ${parts.join(',\n')}\nSELECT ${EVENT_COLUMNS} FROM appended ORDER BY stream_version`,
      params,
    );
    return rows.map((row, index) => ({ ...toRecordedEvent(row), data: sealed.plain[index]!.data }));
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      if (isStreamVersionConflict(error)) throw new ConcurrencyError(streamId, expectedVersion);
      if (isKeyConflict(error)) throw new KeyStoredMeanwhile(`A data key of ${streamId} was stored meanwhile`);
    }
    throw error;
  }
}

function isKeyConflict(error: unknown): boolean {
  return pgConstraint(error) === KEY_CONFLICT || String((error as Error).message).includes(KEY_CONFLICT);
}
