// Where a text stands in the app's schema, as pg_dump would write it: every column of every row of every
// table, read as text. Test code: the erasure and anonymity specs assert on what it finds.

import type { TestApp } from './test-app';

/** Each row of the app's tables whose text holds `text`, as `table: row as JSON`, tables in name order. */
export async function rowsHolding(t: Pick<TestApp, 'db'>, text: string): Promise<string[]> {
  const { rows: tables } = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await t.db.query<{ row: string }>(
      `SELECT row_to_json(r)::text AS row FROM "${table}" AS r WHERE strpos(row_to_json(r)::text, $1) > 0`,
      [text],
    );
    found.push(...rows.map(({ row }) => `${table}: ${row}`));
  }
  return found;
}

/** The tables of the app's schema holding the text anywhere in a row, in name order. */
export async function tablesHolding(t: Pick<TestApp, 'db'>, text: string): Promise<string[]> {
  return [...new Set((await rowsHolding(t, text)).map((row) => row.slice(0, row.indexOf(':'))))];
}
