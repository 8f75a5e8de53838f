import fs from 'node:fs';
import path from 'node:path';
import type { Db, Transaction } from './db';
import { loadMigrations, migrate, type Migration } from './migrate';

/**
 * The embedded default ran on PGlite (WebAssembly Postgres in $DATA_DIR/pglite) before it ran on a native
 * Postgres. On the first start after that change, the PGlite database is copied into the new one: the new
 * schema is brought to the migrations the old one had, every table's rows and every sequence are copied
 * (triggers off, so the log's notifications and projection triggers stay quiet), and the old directory
 * is renamed beside itself as a backup. The usual migrations then take the database on from there.
 *
 * A copy cut short (the process stopped) is started over on the next start: a marker table says the
 * data in the new database came from an import that did not finish. The old directory is renamed only
 * once the copy has committed, and the marker dropped after that.
 */
export const PGLITE_DIR = 'pglite';
/** Present while an import's rows are in the new database but the PGlite directory is not yet set aside. */
export const PGLITE_IMPORT_MARKER = 'seedline_pglite_import';
const MARKER = PGLITE_IMPORT_MARKER;
const BATCH_ROWS = 500;

type Source = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: { query<R>(sql: string): Promise<{ rows: R[] }> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type PgliteImport = { imported: boolean; backup?: string; tables?: number; rows?: number };

/** Imports dataDir/pglite into db when there is one to import; a no-op otherwise. */
export async function importPgliteDataDir(
  dataDir: string,
  db: Db,
  info: (message: string) => void = () => undefined,
  migrations: Migration[] = loadMigrations(),
): Promise<PgliteImport> {
  const sourceDir = path.join(dataDir, PGLITE_DIR);
  if (!fs.existsSync(path.join(sourceDir, 'PG_VERSION'))) return { imported: false };
  await prepareTarget(db, sourceDir);
  info(`embedded database: importing the PGlite database in ${sourceDir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const source = (await PGlite.create(sourceDir)) as unknown as Source;
  let copied: { tables: number; rows: number };
  try {
    const applied = await appliedVersions(source);
    await migrate(
      db,
      migrations.filter((m) => applied.has(m.version)),
    );
    copied = await db.transaction((tx) => copyAll(source, tx));
  } finally {
    await source.close();
  }
  // The database's clock names the backup: the db layer sits below the app's injected clock.
  const { rows } = await db.query<{ now: Date }>('SELECT now() AS now');
  const backup = `${sourceDir}.imported-${new Date(rows[0]!.now).toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(sourceDir, backup);
  await db.query(`DROP TABLE IF EXISTS ${MARKER}`);
  info(
    `embedded database: imported ${copied.rows} rows of ${copied.tables} tables; the PGlite directory is kept as ${backup}`,
  );
  return { imported: true, backup, ...copied };
}

/** The new database must be empty, or hold an import that did not finish (which is then started over). */
async function prepareTarget(db: Db, sourceDir: string): Promise<void> {
  const { rows } = await db.query<{ tables: number; marker: boolean }>(
    `SELECT count(*)::int AS tables, to_regclass('public.${MARKER}') IS NOT NULL AS marker
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
  );
  const { tables, marker } = rows[0]!;
  if (tables > 0 && !marker) {
    throw new Error(
      `Both an old PGlite database (${sourceDir}) and a Postgres database with data: not importing over it. ` +
        `Move ${sourceDir} away to start on the Postgres one, or remove the Postgres one to import again.`,
    );
  }
  await db.exec(
    `DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE TABLE ${MARKER} (started_at timestamptz DEFAULT now())`,
  );
}

async function appliedVersions(source: Source): Promise<Set<number>> {
  const { rows } = await source.query<{ present: boolean }>(
    `SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return new Set();
  const versions = await source.query<{ version: number }>('SELECT version FROM schema_migrations');
  return new Set(versions.rows.map((row) => Number(row.version)));
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function copyAll(source: Source, tx: Transaction): Promise<{ tables: number; rows: number }> {
  // Triggers (foreign keys included) off for this transaction: rows arrive table by table, as they were.
  await tx.query(`SET LOCAL session_replication_role = replica`);
  const { rows: tables } = await tx.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '${MARKER}'
     GROUP BY c.relname ORDER BY c.relname`,
  );
  if (tables.length > 0) await tx.query(`TRUNCATE ${tables.map((t) => quote(t.name)).join(', ')}`);
  let total = 0;
  for (const table of tables) total += await copyTable(source, tx, table.name, table.columns);
  const { rows: sequences } = await source.query<{ name: string }>(
    `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name } of sequences) {
    const { rows } = await source.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${quote(name)}`,
    );
    await tx.query(`SELECT setval($1, $2::bigint, $3)`, [quote(name), rows[0]!.last_value, rows[0]!.is_called]);
  }
  return { tables: tables.length, rows: total };
}

/** One table through a cursor on the source, a batch of rows (as JSON) at a time. */
async function copyTable(source: Source, tx: Transaction, table: string, columns: string[]): Promise<number> {
  const list = columns.map(quote).join(', ');
  const insert = `INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE
                  SELECT ${list} FROM json_populate_recordset(null::${quote(table)}, $1::json)`;
  return source.transaction(async (read) => {
    await read.query(
      `DECLARE pglite_import NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quote(table)} t`,
    );
    let count = 0;
    for (;;) {
      const { rows } = await read.query<{ r: string }>(`FETCH FORWARD ${BATCH_ROWS} FROM pglite_import`);
      if (rows.length === 0) return count;
      await tx.query(insert, [`[${rows.map((row) => row.r).join(',')}]`]);
      count += rows.length;
    }
  });
}
