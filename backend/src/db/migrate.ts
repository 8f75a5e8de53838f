import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode, type Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

export type Migration = {
  version: number;
  name: string;
  /** The file name, as messages name it. */
  file: string;
  sql: string;
  /** sha256 of the file: an applied migration must never change. */
  checksum: string;
};

/** The key whose conflict means "another runner applied this version first". */
const VERSION_KEY = 'schema_migrations_pkey';

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d+_[a-z0-9_]+\.sql$/.test(file))
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        version: Number(file.split('_')[0]),
        name: file.replace(/\.sql$/, ''),
        file,
        sql,
        checksum: checksumOf(sql),
      };
    })
    .sort((a, b) => a.version - b.version);
}

/** An applied migration whose file changed since: start-up stops rather than run on a schema nobody described. */
export class ChangedMigrationError extends Error {
  constructor(readonly file: string) {
    super(
      `Migration ${file} was changed after it was applied (its checksum differs from the one recorded in ` +
        'schema_migrations): restore the file and put the change in a new migration',
    );
    this.name = 'ChangedMigrationError';
  }
}

/**
 * Applies pending migrations in order, each in its own transaction with its version row, which is
 * inserted first: runners starting together serialize on that row's key, and the one that loses
 * skips the migration the other applied. Any other error fails the migration, which stays unapplied.
 * Before anything runs, every applied migration must still have the checksum it was applied with.
 */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  // The advisory lock keeps two runners from creating the table at the same time (Postgres would
  // refuse the second CREATE). The checksum column upgrades tables made before it existed.
  await db.exec(`BEGIN;
    SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.schema_migrations'));
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text;
    COMMIT;`);
  const applied = await verifyApplied(db, migrations);
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    try {
      await db.exec(
        `BEGIN;
         INSERT INTO schema_migrations (version, name, checksum)
           VALUES (${migration.version}, '${migration.name}', '${migration.checksum}');
         ${migration.sql};
         COMMIT;`,
      );
      done.push(migration.name);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === VERSION_KEY) continue;
      throw new Error(`Migration ${migration.file} failed: ${(error as Error).message}`);
    }
  }
  return done;
}

/** The applied versions, after checking each one's file is unchanged (rows from before checksums take the file's). */
async function verifyApplied(db: Db, migrations: Migration[]): Promise<Set<number>> {
  const { rows } = await db.query<{ version: number; checksum: string | null }>(
    'SELECT version, checksum FROM schema_migrations',
  );
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  for (const row of rows) {
    const migration = byVersion.get(Number(row.version));
    if (!migration) continue;
    if (row.checksum === null) {
      await db.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2 AND checksum IS NULL', [
        migration.checksum,
        migration.version,
      ]);
    } else if (row.checksum !== migration.checksum) {
      throw new ChangedMigrationError(migration.file);
    }
  }
  return new Set(rows.map((row) => Number(row.version)));
}
