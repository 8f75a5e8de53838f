import type { Queryable } from '../db/db';
import { READ_MODEL_TABLES } from '../projections/row-change';

/** Every read-model row, table by table in a stable order: what a rebuild must reproduce. */
export async function readModelSnapshot(db: Queryable): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of READ_MODEL_TABLES) {
    out[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1, 2, ${table}::text`)).rows;
  }
  return out;
}
