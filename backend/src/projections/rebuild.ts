import type { Db, Queryable, TextRows } from '../db/db';
import type { EventCipher, KeyCache } from '../event-store/event-cipher';
import { toRecordedEventAt, type EventMetadata, type RecordedEvent } from '../event-store/event-store';
import type { FieldOpener } from '../event-store/field-opener';
import { isEncryptedField } from '../event-store/field-crypto';
import { BulkWriter } from './bulk-writer';
import type { Projection } from './projection';
import type { ReadModelPlan } from './read-model';
import type { RowChange } from './row-change';

/** Events read per round trip (and merged per write). */
export const REBUILD_BATCH_SIZE = 5000;

/**
 * The event columns a rebuild reads, as text, in this order: what payloadOnly projections read (PayloadEvent),
 * then the rest, with recorded_at already the ISO text toRecordedEvent makes of it (UTC, milliseconds
 * truncated as the driver's Date truncates them), so no Date is parsed per event.
 */
const PAYLOAD_COLUMNS = 'global_position, stream_id, stream_version, type, data';
const OTHER_COLUMNS = `schema_version, metadata, to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type TextRow = (string | null)[];

/** One column of JSON text of every row, parsed with one JSON.parse for the batch (not one per row). */
function jsonColumn(rows: readonly TextRow[], column: number): unknown[] {
  return JSON.parse(`[${rows.map((row) => row[column] ?? 'null').join(',')}]`) as unknown[];
}

function readEvents(rows: readonly TextRow[], payloadOnly: boolean): RecordedEvent[] {
  const data = jsonColumn(rows, 4) as Record<string, unknown>[];
  if (payloadOnly) {
    return rows.map(
      (row, i) =>
        new PayloadEvent(Number(row[0]), row[1]!, Number(row[2]), row[3]!, data[i]!) as unknown as RecordedEvent,
    );
  }
  const metadata = jsonColumn(rows, 6) as EventMetadata[];
  return rows.map((row, i) =>
    toRecordedEventAt(
      {
        global_position: row[0]!,
        stream_id: row[1]!,
        stream_version: Number(row[2]),
        type: row[3]!,
        data: data[i]!,
        schema_version: Number(row[5]),
        metadata: metadata[i]!,
        recorded_at: row[7]!,
      },
      row[7]!,
    ),
  );
}

/**
 * An event as a rebuild of payloadOnly projections reads it: neither its metadata, nor its recorded
 * time, nor its schema version were read, and asking for them is a mistake in the projection's
 * declaration, thrown as one.
 */
class PayloadEvent {
  constructor(
    readonly globalPosition: number,
    readonly streamId: string,
    readonly streamVersion: number,
    readonly type: string,
    readonly data: Record<string, unknown>,
  ) {}
  get metadata(): never {
    return notRead('metadata');
  }
  get recordedAt(): never {
    return notRead('recordedAt');
  }
  get schemaVersion(): never {
    return notRead('schemaVersion');
  }
}

function notRead(field: string): never {
  throw new Error(`A payloadOnly projection read the event's ${field}, which a rebuild does not read for it`);
}

/**
 * Rebuilds every read model from the event log, in one transaction: the API keeps serving
 * the old rows until the new ones commit.
 *
 * The result is what applying every row change one by one in log order gives, but written in bulk
 * (BulkWriter): per batch of events, the changes to one row are merged into one, and the rows of a
 * table are written with one statement per shape.
 */
export async function rebuildReadModels(
  db: Db,
  plan: ReadModelPlan,
  options: { batchSize?: number; cipher?: EventCipher; opener?: FieldOpener } = {},
): Promise<{ events: number }> {
  const { cipher, opener } = options;
  const { projections, tables } = plan;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const payloadOnly = projections.every((projection) => projection.payloadOnly === true);
  const project = projector(projections);
  const columns = payloadOnly ? PAYLOAD_COLUMNS : `${PAYLOAD_COLUMNS}, ${OTHER_COLUMNS}`;
  return db.transaction(async (tx) => {
    const keys: KeyCache = new Map();
    // A batch's rows come as text and their JSON is parsed in one go (the server makes plain rows in half the
    // time it spends on one json_agg of them; the driver parses nothing).
    const readBatch = async (source: Queryable & TextRows, after: number): Promise<RecordedEvent[]> => {
      const rows = await source.textRows(
        `SELECT ${columns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${batchSize}`,
        [after],
      );
      if (rows.length === 0) return [];
      const events = readEvents(rows, payloadOnly);
      // The data keys its personal fields need come with the batch, looked up on the same connection right
      // after it: they are then read while the batch before is still being worked on, not waited for. This
      // transaction writes no keys, and no erasure (which deletes a key and writes the read models) commits
      // while TRUNCATE's lock is held.
      if (cipher) await cipher.cacheKeys(source, events, keys);
      return events;
    };
    // On Postgres the events are read on a second connection of the pool, so the server reads while it
    // writes. That sees what the transaction would (committed events; the log is append-only). Should
    // the pool have no second connection to give, reading falls back to the transaction's.
    let reader: Queryable & TextRows = db;
    const read = (after: number): Promise<RecordedEvent[]> =>
      settled(
        readBatch(reader, after).catch((error: unknown) => {
          if (reader === tx) throw error;
          reader = tx;
          return readBatch(tx, after);
        }),
      );
    await tx.query(`TRUNCATE ${[...tables, ...plan.computedTables].join(', ')}`);
    // Response caps were enforced when the responses started; replaying them checks nothing (migration 008),
    // and the counter and document triggers wait for the plan's recomputes (migration 012).
    await tx.query(`SELECT set_config('seedline.rebuilding', 'on', true)`);
    // Not even fired: a statement-level trigger with transition tables makes Postgres keep a copy of every
    // row a statement writes, whether or not the trigger then returns at once (on a rebuild of 100,000
    // events that copied every answers and responses row twice). Disabled within this transaction only:
    // TRUNCATE's lock already keeps everyone else off these tables until it commits, with them enabled.
    // (Only the tables that have such triggers: each ALTER TABLE is a catalog change of its own.)
    const triggered = await tablesWithUserTriggers(tx, tables);
    for (const table of triggered) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    const writer = new BulkWriter(tx, await tablesWithSecondaryUniqueIndexes(tx, tables));
    // The next batch is read while this one is projected, and a batch is projected while the previous
    // one is written. Writes stay in log order, one batch after another. (The first read waits for
    // TRUNCATE's lock: a command that committed before it is then seen.)
    let reading = read(0);
    let writing: Promise<void> = Promise.resolve();
    let total = 0;
    for (;;) {
      const stored = await reading;
      if (stored.length === 0) break;
      // Personal fields decrypted (REDACTED for erased streams), with the keys read along with the batch. A key
      // not in the cache by now (it starts again past its size) is looked up on the reading connection, not
      // behind the last batch's writes (or on the transaction's, as for reading).
      const opening = cipher
        ? settled(
            cipher.openEvents(reader, stored, keys, opener).catch((error: unknown) => {
              if (reader === tx) throw error;
              return cipher.openEvents(tx, stored, keys, opener);
            }),
          )
        : null;
      reading = read(stored[stored.length - 1]!.globalPosition);
      const events = opening ? await opening : refuseEncrypted(stored);
      // The batch's statements are made (merged rows, COPY text, JSON) while the last batch is still being
      // written, and sent as scripts: Node's share of a batch is then off the writing connection's path.
      const statements = writer.plan(project(events));
      await writing;
      writing = settled(writer.run(statements));
      total += events.length;
    }
    await writing;
    for (const table of triggered) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    // The SQL-kept read models (counters, documents) the triggers did not keep while rebuilding, each
    // recomputed in one pass.
    for (const sql of plan.recomputes) await tx.query(sql);
    // Then what the read models computed from those rows (response quality) need to compute them again.
    for (const model of plan.computed) await model.rebuild(tx);
    return { events: total };
  });
}

/** projectAll with each event type's projections looked up once, not each projection asked per event. */
function projector(projections: readonly Projection[]): (events: readonly RecordedEvent[]) => RowChange[] {
  const byType = new Map<string, Projection[]>();
  const none: Projection[] = [];
  const of = (type: string): Projection[] => {
    let list = byType.get(type);
    if (!list) byType.set(type, (list = projections.filter((projection) => projection.handles.includes(type))));
    return list.length > 0 ? list : none;
  };
  return (events) => {
    const changes: RowChange[] = [];
    for (const event of events) {
      for (const projection of of(event.type)) {
        for (const change of projection.project(event)) changes.push(change);
      }
    }
    return changes;
  };
}

/** Without the cipher, encrypted fields would be projected as they are stored: refused. */
function refuseEncrypted(events: RecordedEvent[]): RecordedEvent[] {
  const sealed = events.find((event) => Object.values(event.data).some(isEncryptedField));
  if (sealed)
    throw new Error(`Event ${sealed.globalPosition} holds encrypted fields: the rebuild needs the EventCipher`);
  return events;
}

/** The promise, marked as handled: it is awaited later, and may reject before that. */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Tables with a unique index besides the primary key (a survey slug): see BulkWriter's inLogOrder.
 */
async function tablesWithSecondaryUniqueIndexes(tx: Queryable, tables: readonly string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ relname: string }>(
    `SELECT DISTINCT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     WHERE i.indisunique AND NOT i.indisprimary AND pg_table_is_visible(c.oid) AND c.relname = ANY($1)`,
    [[...tables]],
  );
  return new Set(rows.map((row) => row.relname));
}

/** The tables (of these) with triggers of their own, not a constraint's. */
async function tablesWithUserTriggers(tx: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows } = await tx.query<{ relname: string }>(
    `SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND pg_table_is_visible(c.oid) AND c.relname = ANY($1)`,
    [[...tables]],
  );
  const found = new Set(rows.map((row) => row.relname));
  return tables.filter((table) => found.has(table));
}
