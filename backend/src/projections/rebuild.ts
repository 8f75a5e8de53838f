import type { Db, Queryable } from '../db/db';
import type { EventCipher } from '../event-store/event-cipher';
import { EVENT_COLUMNS, toRecordedEventAt, type RecordedEvent, type toRecordedEvent } from '../event-store/event-store';
import { isEncryptedField } from '../event-store/field-crypto';
import { projectAll } from './projection';
import type { ReadModelPlan } from './read-model';
import { applyRowChanges, column, type ReadModelTable, type RowChange } from './row-change';

/** Events read per round trip (and merged per write). */
export const REBUILD_BATCH_SIZE = 5000;
/** Rows written per statement. */
const ROWS_PER_STATEMENT = 5000;
/** Keys of written rows remembered to insert new rows without ON CONFLICT; beyond this, every write is an upsert. */
const MAX_REMEMBERED_KEYS = 2_000_000;

type EventRow = Parameters<typeof toRecordedEvent>[0];

/**
 * The event columns, with recorded_at already as the ISO text toRecordedEvent makes of it (UTC,
 * milliseconds truncated as the driver's Date truncates them), so no Date is parsed per event.
 */
const BATCH_COLUMNS = EVENT_COLUMNS.replace(
  'recorded_at',
  `to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`,
);

/**
 * Rebuilds every read model from the event log, in one transaction: the API keeps serving
 * the old rows until the new ones commit.
 *
 * The result is what applying every row change one by one in log order gives, but written in bulk:
 * per batch of events, the changes to one row are merged into one, and the rows of a table are
 * written with one statement per shape (insert, upsert or update, same columns).
 */
export async function rebuildReadModels(
  db: Db,
  plan: ReadModelPlan,
  options: { batchSize?: number; cipher?: EventCipher } = {},
): Promise<{ events: number }> {
  const { cipher } = options;
  const { projections, tables } = plan;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  return db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${tables.join(', ')}`);
    // Response caps were enforced when the responses started; replaying them checks nothing (migration 008),
    // and the counter and document triggers wait for the plan's recomputes (migration 012).
    await tx.query(`SELECT set_config('seedline.rebuilding', 'on', true)`);
    // Not even fired: a statement-level trigger with transition tables makes Postgres keep a copy of every
    // row a statement writes, whether or not the trigger then returns at once (on a rebuild of 100,000
    // events that copied every answers and responses row twice). Disabled within this transaction only:
    // TRUNCATE's lock already keeps everyone else off these tables until it commits, with them enabled.
    for (const table of tables) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    const writer: Writer = { tx, inLogOrder: await tablesWithSecondaryUniqueIndexes(tx, tables), written: new Set() };
    // A batch comes back as one JSON text: one JSON.parse instead of a driver parse per row and field.
    const readBatch = async (source: Queryable, after: number): Promise<EventRow[]> => {
      const { rows } = await source.query<{ batch: string | null }>(
        `SELECT json_agg(e ORDER BY e.global_position)::text AS batch
         FROM (SELECT ${BATCH_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${batchSize}) e`,
        [after],
      );
      return rows[0]?.batch ? (JSON.parse(rows[0].batch) as EventRow[]) : [];
    };
    // On Postgres the events are read on a second connection of the pool, so the server reads while it
    // writes. That sees what the transaction would (committed events; the log is append-only). Should
    // the pool have no second connection to give, reading falls back to the transaction's.
    let reader: Queryable = db;
    const read = (after: number): Promise<EventRow[]> =>
      settled(
        readBatch(reader, after).catch((error: unknown) => {
          if (reader === tx) throw error;
          reader = tx;
          return readBatch(tx, after);
        }),
      );
    // The next batch is read while this one is projected, and a batch is projected while the previous
    // one is written. Writes stay in log order, one batch after another.
    let reading = read(0);
    let writing: Promise<void> = Promise.resolve();
    let total = 0;
    for (;;) {
      const rows = await reading;
      if (rows.length === 0) break;
      const stored = rows.map((row) => toRecordedEventAt(row, row.recorded_at as string));
      reading = read(stored[stored.length - 1]!.globalPosition);
      // Personal fields decrypted (REDACTED for erased streams), with the keys as this transaction sees them.
      const events = cipher ? await cipher.openEvents(tx, stored) : refuseEncrypted(stored);
      const changes = projectAll(projections, events);
      await writing;
      writing = settled(applyInBulk(writer, changes));
      total += events.length;
    }
    await writing;
    for (const table of tables) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
    // The SQL-kept read models (counters, documents) the triggers did not keep while rebuilding, each
    // recomputed in one pass.
    for (const sql of plan.recomputes) await tx.query(sql);
    return { events: total };
  });
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

type Writer = {
  tx: Queryable;
  /** Tables whose changes are applied one by one, in log order. */
  inLogOrder: Set<string>;
  /**
   * Rows upserted so far (the tables were emptied, and TRUNCATE's lock keeps everyone else out
   * until commit): a row not in here does not exist yet. Null once too many to remember.
   */
  written: Set<string> | null;
};

/**
 * Tables with a unique index besides the primary key (a survey slug): writing their rows out of log
 * order could break it midway (a slug taken again before its first survey's deletion is written),
 * so their changes are applied one by one, in log order, as the live projection does.
 */
async function tablesWithSecondaryUniqueIndexes(tx: Queryable, tables: readonly string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ relname: string }>(
    `SELECT DISTINCT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     WHERE i.indisunique AND NOT i.indisprimary AND pg_table_is_visible(c.oid) AND c.relname = ANY($1)`,
    [[...tables]],
  );
  return new Set(rows.map((row) => row.relname));
}

/** A row's merged change: `row` holds its key and value columns together, as written. */
type Pending = {
  id: string;
  op: Exclude<RowChange['op'], 'delete'>;
  table: ReadModelTable;
  key: RowChange['key'];
  row: Extract<RowChange, { op: 'upsert' }>['values'];
};

/**
 * One row's identity: its table and key values (as the key's text columns compare them), whatever
 * order the key's columns were listed in.
 */
function rowId(change: RowChange): string {
  const names = Object.keys(change.key);
  if (names.length > 1) names.sort();
  return `${change.table}\u0000${names.join(',')}\u0000${names.map((name) => String(change.key[name])).join('\u0000')}`;
}

/**
 * Merging is exact because read-model tables have no foreign keys, so rows are independent:
 * - upsert then upsert or update of one row: one upsert with the values merged (later wins);
 * - update then update: one update with the values merged;
 * - update then upsert: depends on whether the row existed, so what is pending is written first.
 */
async function applyInBulk(writer: Writer, changes: RowChange[]): Promise<void> {
  const pending = new Map<string, Pending>();
  const ordered: RowChange[] = [];
  for (const change of changes) {
    if (change.op === 'delete' || (change.op === 'update' && change.many === true)) {
      // A delete (an erasure), or an update of every row matching some columns (all questions of a
      // survey), is not a change of one row by its key: what came before it is written first.
      await applyRowChanges(writer.tx, ordered.splice(0));
      await writeRows(writer, [...pending.values()]);
      pending.clear();
      await applyRowChanges(writer.tx, [change]);
      continue;
    }
    if (writer.inLogOrder.has(change.table)) {
      ordered.push(change);
      continue;
    }
    const id = rowId(change);
    const earlier = pending.get(id);
    const pend = () =>
      pending.set(id, {
        id,
        op: change.op,
        table: change.table,
        key: change.key,
        row: { ...change.key, ...change.values },
      });
    if (!earlier) {
      pend();
    } else if (change.op === 'update' || earlier.op === 'upsert') {
      Object.assign(earlier.row, change.values);
    } else {
      await writeRows(writer, [...pending.values()]);
      pending.clear();
      pend();
    }
  }
  await applyRowChanges(writer.tx, ordered);
  await writeRows(writer, [...pending.values()]);
}

type Mode = 'insert' | 'upsert' | 'update';

/**
 * One statement per table, mode and column set (rows of distinct keys, so no row is hit twice). An
 * upsert of a row that does not exist yet is a plain insert, which the database does cheaper.
 */
async function writeRows(writer: Writer, rows: Pending[]): Promise<void> {
  const groups = new Map<string, { mode: Mode; rows: Pending[] }>();
  for (const row of rows) {
    let mode: Mode = row.op;
    if (row.op === 'upsert' && writer.written && !writer.written.has(row.id)) {
      mode = 'insert';
      writer.written.add(row.id);
      if (writer.written.size > MAX_REMEMBERED_KEYS) writer.written = null;
    }
    // Same table, mode and columns in the same order: one statement (column order only splits groups).
    const shape = `${row.table} ${mode} ${Object.keys(row.row).join(',')}`;
    const group = groups.get(shape);
    if (group) group.rows.push(row);
    else groups.set(shape, { mode, rows: [row] });
  }
  for (const { mode, rows: group } of groups.values()) {
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const chunk = group.slice(i, i + ROWS_PER_STATEMENT);
      await writer.tx.query(bulkSql(mode, chunk[0]!), [JSON.stringify(chunk.map((pending) => pending.row))]);
    }
  }
}

/**
 * The rows travel as one JSON array; json_populate_recordset types each field as the table's
 * column, just as the one-row statements' parameters are typed by their target columns.
 */
function bulkSql(mode: Mode, shape: Pending): string {
  const keys = Object.keys(shape.key);
  const values = Object.keys(shape.row).filter((name) => !Object.hasOwn(shape.key, name));
  const source = `json_populate_recordset(NULL::${shape.table}, $1::json)`;
  if (mode === 'update') {
    const sets = values.map((name) => `${column(name)} = v.${column(name)}`);
    const where = keys.map((name) => `${shape.table}.${column(name)} = v.${column(name)}`);
    return `UPDATE ${shape.table} SET ${sets.join(', ')} FROM ${source} AS v WHERE ${where.join(' AND ')}`;
  }
  const names = [...keys, ...values].map(column).join(', ');
  const insert = `INSERT INTO ${shape.table} (${names}) SELECT ${names} FROM ${source}`;
  if (mode === 'insert') return insert;
  const updates = values.map((name) => `${column(name)} = EXCLUDED.${column(name)}`);
  const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  return `${insert} ON CONFLICT (${keys.map(column).join(', ')}) ${conflict}`;
}
