import type { Queryable } from '../db/db';
import { bulkSql } from './bulk-writer';
import { applyRowChanges, JsonValue, PositionRef, type RowChange } from './row-change';

/** Rows per statement: well within a parameter's size for the rows of a read model. */
const ROWS_PER_STATEMENT = 1000;

type OneRow = Extract<RowChange, { op: 'upsert' | 'update' }>;

/** A change that goes alone: a delete, an update of many rows, or a row holding a position yet to be known. */
const goesAlone = (change: RowChange): boolean =>
  change.op === 'delete' ||
  (change.op === 'update' && change.many === true) ||
  Object.values({ ...change.key, ...change.values }).some((value) => value instanceof PositionRef);

/** What a run of changes shares to go as one statement: the operation and the columns, in order. */
const shapeOf = (change: OneRow): string =>
  `${change.op}|${Object.keys(change.key).join(',')}|${Object.keys(change.values).join(',')}`;

const rowIdOf = (change: OneRow): string =>
  JSON.stringify(Object.values(change.key).map((value) => (value instanceof JsonValue ? value.value : value)));

/**
 * Applies the row changes of many events (a command over many new streams) in few statements, with what
 * applying them one by one gives: per table, in order, a run of upserts (or of updates) of distinct rows
 * with the same columns goes as one statement (json_populate_recordset, as the rebuild's BulkWriter
 * writes); a delete, an update of many rows, or a change to a row the run already holds ends the run. Only
 * the order of changes to one table matters: read-model tables have no foreign keys.
 */
export async function applyRowChangesInBulk(tx: Queryable, changes: readonly RowChange[]): Promise<void> {
  const byTable = new Map<string, RowChange[]>();
  for (const change of changes) {
    const list = byTable.get(change.table);
    if (list) list.push(change);
    else byTable.set(change.table, [change]);
  }
  for (const tableChanges of byTable.values()) {
    let run: OneRow[] = [];
    const rows = new Set<string>();
    const flush = async () => {
      await applyRun(tx, run);
      run = [];
      rows.clear();
    };
    for (const change of tableChanges) {
      if (goesAlone(change)) {
        await flush();
        await applyRowChanges(tx, [change]);
        continue;
      }
      const one = change as OneRow;
      const id = rowIdOf(one);
      if (run.length > 0 && (shapeOf(run[0]!) !== shapeOf(one) || rows.has(id))) await flush();
      run.push(one);
      rows.add(id);
    }
    await flush();
  }
}

/** One run: alone as it is, or its rows as one JSON array per statement. */
async function applyRun(tx: Queryable, run: readonly OneRow[]): Promise<void> {
  if (run.length <= 1) return applyRowChanges(tx, [...run]);
  const first = run[0]!;
  const shape = { ...first.key, ...first.values };
  const sql = bulkSql(first.op, first.table, first.key, shape, '$1');
  for (let i = 0; i < run.length; i += ROWS_PER_STATEMENT) {
    const rows = run.slice(i, i + ROWS_PER_STATEMENT).map((change) => ({ ...change.key, ...change.values }));
    await tx.query(sql, [JSON.stringify(rows)]);
  }
}
