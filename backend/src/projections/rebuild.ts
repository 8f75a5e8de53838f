import type { Db, Queryable } from '../db/db';
import { EVENT_COLUMNS, toRecordedEvent } from '../event-store/event-store';
import type { Projection } from './projection';
import { projectAll } from './projection';
import { applyRowChanges, READ_MODEL_TABLES, type ReadModelTable, type RowChange } from './row-change';

/** Events read per round trip (and merged per write). */
export const REBUILD_BATCH_SIZE = 5000;
/** Rows written per statement. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Rebuilds every read model from the event log, in one transaction: the API keeps serving
 * the old rows until the new ones commit.
 *
 * The result is what applying every row change one by one in log order gives, but written in bulk:
 * per batch of events, the changes to one row are merged into one, and the rows of a table are
 * written with one statement per shape (upsert or update, same columns).
 */
export async function rebuildReadModels(
  db: Db,
  projections: readonly Projection[],
  options: { batchSize?: number } = {},
): Promise<{ events: number }> {
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  return db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    const inLogOrder = await tablesWithSecondaryUniqueIndexes(tx);
    let after = 0;
    let total = 0;
    for (;;) {
      const { rows } = await tx.query<Parameters<typeof toRecordedEvent>[0]>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT ${batchSize}`,
        [after],
      );
      if (rows.length === 0) break;
      const events = rows.map(toRecordedEvent);
      await applyInBulk(tx, projectAll(projections, events), inLogOrder);
      after = events[events.length - 1]!.globalPosition;
      total += events.length;
    }
    return { events: total };
  });
}

/**
 * Tables with a unique index besides the primary key (a survey slug): writing their rows out of log
 * order could break it midway (a slug taken again before its first survey's deletion is written),
 * so their changes are applied one by one, in log order, as the live projection does.
 */
async function tablesWithSecondaryUniqueIndexes(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ relname: string }>(
    `SELECT DISTINCT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     WHERE i.indisunique AND NOT i.indisprimary AND pg_table_is_visible(c.oid) AND c.relname = ANY($1)`,
    [[...READ_MODEL_TABLES]],
  );
  return new Set(rows.map((row) => row.relname));
}

type Pending = { op: RowChange['op']; table: ReadModelTable; key: RowChange['key']; values: RowChange['values'] };

/**
 * Merging is exact because read-model tables have no foreign keys, so rows are independent:
 * - upsert then upsert or update of one row: one upsert with the values merged (later wins);
 * - update then update: one update with the values merged;
 * - update then upsert: depends on whether the row existed, so what is pending is written first.
 */
async function applyInBulk(tx: Queryable, changes: RowChange[], inLogOrder: Set<string>): Promise<void> {
  const pending = new Map<string, Pending>();
  const ordered: RowChange[] = [];
  for (const change of changes) {
    if (inLogOrder.has(change.table)) {
      ordered.push(change);
      continue;
    }
    const id = `${change.table}\u0000${JSON.stringify(Object.keys(change.key).sort().map((name) => [name, change.key[name]]))}`;
    const earlier = pending.get(id);
    if (!earlier) {
      pending.set(id, { op: change.op, table: change.table, key: change.key, values: { ...change.values } });
    } else if (change.op === 'update' || earlier.op === 'upsert') {
      Object.assign(earlier.values, change.values);
    } else {
      await writeRows(tx, [...pending.values()]);
      pending.clear();
      pending.set(id, { op: change.op, table: change.table, key: change.key, values: { ...change.values } });
    }
  }
  await applyRowChanges(tx, ordered);
  await writeRows(tx, [...pending.values()]);
}

/** One statement per table, operation and column set (rows of distinct keys, so no row is hit twice). */
async function writeRows(tx: Queryable, rows: Pending[]): Promise<void> {
  const groups = new Map<string, Pending[]>();
  for (const row of rows) {
    const shape = `${row.table} ${row.op} ${Object.keys(row.key).sort().join(',')} ${Object.keys(row.values).sort().join(',')}`;
    const group = groups.get(shape);
    if (group) group.push(row);
    else groups.set(shape, [row]);
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const chunk = group.slice(i, i + ROWS_PER_STATEMENT);
      await tx.query(bulkSql(chunk[0]!), [JSON.stringify(chunk.map((row) => ({ ...row.key, ...row.values })))]);
    }
  }
}

const IDENTIFIER = /^[a-z_]+$/;
function column(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid column name ${name}`);
  return `"${name}"`;
}

/**
 * The rows travel as one JSON array; json_populate_recordset types each field as the table's
 * column, just as the one-row statements' parameters are typed by their target columns.
 */
function bulkSql(shape: Pending): string {
  const keys = Object.keys(shape.key);
  const values = Object.keys(shape.values);
  const source = `json_populate_recordset(NULL::${shape.table}, $1::json)`;
  if (shape.op === 'upsert') {
    const names = [...keys, ...values].map(column).join(', ');
    const updates = values.map((name) => `${column(name)} = EXCLUDED.${column(name)}`);
    const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
    return `INSERT INTO ${shape.table} (${names}) SELECT ${names} FROM ${source}
            ON CONFLICT (${keys.map(column).join(', ')}) ${conflict}`;
  }
  const sets = values.map((name) => `${column(name)} = v.${column(name)}`);
  const where = keys.map((name) => `${shape.table}.${column(name)} = v.${column(name)}`);
  return `UPDATE ${shape.table} SET ${sets.join(', ')} FROM ${source} AS v WHERE ${where.join(' AND ')}`;
}
