import fs from 'node:fs';
import path from 'node:path';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

export type Migration = { version: number; name: string; sql: string };

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[a-z0-9_]+\.sql$/.test(file))
    .map((file) => ({
      version: Number(file.split('_')[0]),
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies pending migrations in order, each in its own transaction. The version row is
 * inserted first, so replicas starting together serialize on it and only one applies it.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => Number(row.version)));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    try {
      await db.exec(
        `BEGIN;
         INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, '${migration.name}');
         ${migration.sql};
         COMMIT;`,
      );
      done.push(migration.name);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) continue; // another replica applied it
      throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
    }
  }
  return done;
}
