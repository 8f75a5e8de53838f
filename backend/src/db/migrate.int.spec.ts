import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openScratchSchema } from '../testing/scratch-schema';
import { TEST_DATABASE_URL } from '../testing/test-app';
import type { Db } from './db';
import { checksumOf, loadMigrations, migrate } from './migrate';
import { createPgDb } from './pg-db';

// The runner against its own migrations folder, on the real Postgres (a schema per test).

const FIRST = 'CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL);';
const SECOND = "INSERT INTO notes (id, body) VALUES (1, 'hello');";
const THIRD = 'ALTER TABLE notes ADD COLUMN tag text;';

type Folder = { dir: string; write(file: string, sql: string): void };

function migrationsFolder(): Folder {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-migrations-'));
  return { dir, write: (file, sql) => fs.writeFileSync(path.join(dir, file), sql) };
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function folderWith(files: Record<string, string>): Folder {
  const folder = migrationsFolder();
  folders.push(folder.dir);
  for (const [file, sql] of Object.entries(files)) folder.write(file, sql);
  return folder;
}

async function appliedRows(db: Db) {
  const { rows } = await db.query<{ version: number; name: string; checksum: string }>(
    'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
  );
  return rows;
}

function suite(name: string, open: () => Promise<{ db: Db; drop(): Promise<void> }>) {
  describe(`migrate on ${name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    beforeEach(async () => {
      ({ db, drop } = await open());
    });
    afterEach(() => drop());

    it('applies pending migrations once, in order, recording each file checksum', async () => {
      const folder = folderWith({ '001_notes.sql': FIRST, '002_first_note.sql': SECOND });
      expect(await migrate(db, loadMigrations(folder.dir))).toEqual(['001_notes', '002_first_note']);
      expect(await appliedRows(db)).toEqual([
        { version: 1, name: '001_notes', checksum: checksumOf(FIRST) },
        { version: 2, name: '002_first_note', checksum: checksumOf(SECOND) },
      ]);
      folder.write('003_tags.sql', THIRD);
      expect(await migrate(db, loadMigrations(folder.dir))).toEqual(['003_tags']);
      expect(await migrate(db, loadMigrations(folder.dir))).toEqual([]);
      expect((await db.query('SELECT id FROM notes')).rows).toEqual([{ id: 1 }]);
    });

    it('refuses to run, naming the file, when an applied migration was edited', async () => {
      const folder = folderWith({ '001_notes.sql': FIRST, '002_first_note.sql': SECOND });
      await migrate(db, loadMigrations(folder.dir));
      folder.write('002_first_note.sql', "INSERT INTO notes (id, body) VALUES (1, 'changed');");
      folder.write('003_tags.sql', THIRD);
      await expect(migrate(db, loadMigrations(folder.dir))).rejects.toThrow(
        /^Migration 002_first_note\.sql was changed after it was applied/,
      );
      // Nothing after it ran either.
      expect((await appliedRows(db)).map((row) => row.version)).toEqual([1, 2]);
    });

    it("fails loudly on a migration's own unique violation, and leaves it unapplied", async () => {
      const folder = folderWith({
        '001_notes.sql': FIRST,
        '002_twice.sql': "INSERT INTO notes (id, body) VALUES (7, 'a'); INSERT INTO notes (id, body) VALUES (7, 'b');",
      });
      const failure = /^Migration 002_twice\.sql failed: duplicate key value violates unique constraint "notes_pkey"/;
      await expect(migrate(db, loadMigrations(folder.dir))).rejects.toThrow(failure);
      expect((await appliedRows(db)).map((row) => row.name)).toEqual(['001_notes']);
      expect((await db.query('SELECT id FROM notes')).rows).toEqual([]);
      // Not skipped on the next start either: it fails again until it is fixed.
      await expect(migrate(db, loadMigrations(folder.dir))).rejects.toThrow(failure);
      folder.write('002_twice.sql', "INSERT INTO notes (id, body) VALUES (7, 'a');");
      expect(await migrate(db, loadMigrations(folder.dir))).toEqual(['002_twice']);
    });

    it('upgrades a table from before checksums: records the files as they are, then guards them', async () => {
      await db.exec(`CREATE TABLE schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
        ${FIRST}
        INSERT INTO schema_migrations (version, name) VALUES (1, '001_notes');`);
      const folder = folderWith({ '001_notes.sql': FIRST, '002_first_note.sql': SECOND });
      expect(await migrate(db, loadMigrations(folder.dir))).toEqual(['002_first_note']);
      expect((await appliedRows(db))[0]).toEqual({ version: 1, name: '001_notes', checksum: checksumOf(FIRST) });
      folder.write('001_notes.sql', `${FIRST}\n-- edited`);
      await expect(migrate(db, loadMigrations(folder.dir))).rejects.toThrow(/^Migration 001_notes\.sql was changed/);
    });
  });
}

suite('Postgres', () => openScratchSchema('mig'));

describe('migrate with several API replicas starting at once (Postgres)', () => {
  const schema = `mig_${randomBytes(6).toString('hex')}`;
  const admin = createPgDb({ connectionString: TEST_DATABASE_URL, max: 1 });
  const replicas = [0, 1, 2].map(() => createPgDb({ connectionString: TEST_DATABASE_URL, schema, max: 2 }));
  beforeAll(() => admin.query(`CREATE SCHEMA ${schema}`));
  afterAll(async () => {
    await Promise.all(replicas.map((db) => db.close()));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.close());
  });

  // Each migration leaves a row per run in `runs`: exactly one means it was applied exactly once.
  const counted = (n: number) => `INSERT INTO runs (migration) VALUES (${n});`;

  it('applies each migration exactly once, whoever applies it', async () => {
    const folder = folderWith({
      '001_runs.sql': 'CREATE TABLE runs (migration integer NOT NULL);',
      '002_a.sql': counted(2),
      '003_b.sql': counted(3),
      '004_c.sql': counted(4),
    });
    const migrations = loadMigrations(folder.dir);
    const results = await Promise.all(replicas.map((db) => migrate(db, migrations)));
    expect(results.flat().sort()).toEqual(['001_runs', '002_a', '003_b', '004_c']);
    const { rows } = await admin.query<{ migration: number; n: number }>(
      `SELECT migration, count(*)::int AS n FROM ${schema}.runs GROUP BY migration ORDER BY migration`,
    );
    expect(rows).toEqual([2, 3, 4].map((migration) => ({ migration, n: 1 })));
  });

  it('skips a migration another runner is applying, once that runner commits it', async () => {
    const folder = folderWith({ '005_d.sql': counted(5), '006_e.sql': counted(6) });
    const migrations = loadMigrations(folder.dir);
    // Another replica, mid-way through 005: its version row is inserted, not yet committed.
    const other = new Client({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await other.connect();
    try {
      const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO schema_migrations (version, name, checksum) VALUES (5, '005_d', '${migrations[0].checksum}')`,
      );
      await other.query(counted(5));
      const running = migrate(replicas[0], migrations);
      await waitUntilBlockedBy(rows[0].pid);
      await other.query('COMMIT');
      expect(await running).toEqual(['006_e']);
    } finally {
      await other.end();
    }
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schema}.runs WHERE migration IN (5, 6)`,
    );
    expect(rows[0].n).toBe(2);
  });

  async function waitUntilBlockedBy(pid: number): Promise<void> {
    for (let i = 0; i < 500; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
        [pid],
      );
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('the runner never waited for the other replica');
  }
});
