// What the database holds on disk, table by table (the heap with its TOAST, and each index), read from
// Postgres's own catalogue for the bench's schema: the capacity plan's per-response figures
// (docs/capacity.md) come from here.

/**
 * @typedef {{ table: string, rows: number, heapBytes: number, indexBytes: number,
 *   indexes: { name: string, bytes: number }[] }} TableSize
 */

/**
 * Every table of the pool's schema (its search_path) with at least `minBytes` on disk, largest first.
 * Row counts are the planner's (`reltuples`, fresh after ANALYZE), so this stays cheap at any size.
 * @param {import('pg').Pool} db
 * @param {{ minBytes?: number }} [options]
 * @returns {Promise<TableSize[]>}
 */
export async function storageSizes(db, { minBytes = 1024 * 1024 } = {}) {
  const { rows } = await db.query(
    `SELECT c.relname AS table,
            greatest(c.reltuples, 0)::bigint AS rows,
            pg_table_size(c.oid) AS heap_bytes,
            pg_indexes_size(c.oid) AS index_bytes,
            coalesce(
              (SELECT json_agg(json_build_object('name', i.relname, 'bytes', pg_relation_size(i.oid))
                               ORDER BY pg_relation_size(i.oid) DESC)
                 FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
                WHERE x.indrelid = c.oid),
              '[]'::json) AS indexes
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
        AND pg_total_relation_size(c.oid) >= $1
      ORDER BY pg_total_relation_size(c.oid) DESC`,
    [minBytes],
  );
  return rows.map((r) => ({
    table: r.table,
    rows: Number(r.rows),
    heapBytes: Number(r.heap_bytes),
    indexBytes: Number(r.index_bytes),
    indexes: r.indexes.map((/** @type {{ name: string, bytes: number | string }} */ i) => ({
      name: i.name,
      bytes: Number(i.bytes),
    })),
  }));
}

/** @param {number} bytes */
export const mb = (bytes) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
