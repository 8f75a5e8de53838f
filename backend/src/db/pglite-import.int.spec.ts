import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appendToStream, type DomainEvent } from '../event-store/event-store';
import { openPgliteDb } from '../testing/pglite-db';
import { EMBEDDED_START_TIMEOUT_MS } from '../testing/test-app';
import { createEmbeddedDb } from './create-db';
import type { Db } from './db';
import { migrate } from './migrate';
import { PGLITE_DIR, PGLITE_IMPORT_MARKER } from './pglite-import';

// An embedded DATA_DIR from before the native Postgres (its data in DATA_DIR/pglite) is imported on the
// first start: every event and row, the log's position carried on, the old directory kept as a backup.

jest.setTimeout(2 * EMBEDDED_START_TIMEOUT_MS);

const AT = '2026-02-01T10:00:00.000Z';

function surveyEvents(surveyId: string, title: string): DomainEvent[] {
  return [
    {
      type: 'SurveyCreated',
      schemaVersion: 1,
      data: {
        surveyId,
        title,
        description: 'Imported',
        slug: `s-${surveyId.slice(0, 8)}`,
        logo: null,
        isActive: true,
        createdAt: AT,
      },
    },
    {
      type: 'QuestionAdded',
      schemaVersion: 1,
      data: {
        surveyId,
        questionId: randomUUID(),
        questionText: 'Ça va? 🙂',
        questionType: 'textarea',
        order: 1,
        isRequired: true,
        addedAt: AT,
      },
    },
  ];
}

/** A DATA_DIR whose PGlite database is migrated and holds two surveys' events, a data key and a session. */
async function pgliteDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-pglite-import-'));
  const old = await openPgliteDb(path.join(dataDir, PGLITE_DIR));
  try {
    await migrate(old);
    for (const title of ['First', 'Second'])
      await appendToStream(old, `survey-${randomUUID()}`, 0, surveyEvents(randomUUID(), title));
    await old.query(`INSERT INTO data_keys (stream_id, wrapped_key) VALUES ('response-x', '\\x00ff10'::bytea)`);
  } finally {
    await old.close();
  }
  return dataDir;
}

const everything = async (db: Db) => ({
  events: (
    await db.query(
      'SELECT global_position::text AS global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events ORDER BY global_position',
    )
  ).rows,
  keys: (await db.query(`SELECT stream_id, encode(wrapped_key, 'hex') AS key FROM data_keys ORDER BY stream_id`)).rows,
  migrations: (await db.query('SELECT version, name, checksum FROM schema_migrations ORDER BY version')).rows,
});

let dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

it('imports every event and row, carries the log position on, and keeps the PGlite directory beside it', async () => {
  const dataDir = await pgliteDataDir();
  dataDirs.push(dataDir);
  const old = await openPgliteDb(path.join(dataDir, PGLITE_DIR));
  const before = await everything(old).finally(() => old.close());
  expect(before.events).toHaveLength(4);

  const db = await createEmbeddedDb(dataDir);
  try {
    expect(await everything(db)).toEqual(before);
    // The next append follows the imported log.
    const [appended] = await appendToStream(db, `survey-${randomUUID()}`, 0, surveyEvents(randomUUID(), 'Third'));
    expect(appended!.globalPosition).toBe(Number(before.events[3]!.global_position) + 1);
    expect(fs.existsSync(path.join(dataDir, PGLITE_DIR))).toBe(false);
    const backups = fs.readdirSync(dataDir).filter((name) => name.startsWith(`${PGLITE_DIR}.imported-`));
    expect(backups).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, backups[0]!, 'PG_VERSION'))).toBe(true);
  } finally {
    await db.close();
  }

  // A restart does not import again.
  const again = await createEmbeddedDb(dataDir);
  try {
    expect((await everything(again)).events).toHaveLength(6);
  } finally {
    await again.close();
  }
});

it('starts an import cut short over again', async () => {
  const dataDir = await pgliteDataDir();
  dataDirs.push(dataDir);
  const old = await openPgliteDb(path.join(dataDir, PGLITE_DIR));
  const before = await everything(old).finally(() => old.close());
  // What a first start stopped mid-copy leaves: the marker and some of the tables.
  fs.renameSync(path.join(dataDir, PGLITE_DIR), path.join(dataDir, 'pglite-aside'));
  const cut = await createEmbeddedDb(dataDir);
  await cut.exec(`CREATE TABLE ${PGLITE_IMPORT_MARKER} (started_at timestamptz); CREATE TABLE events (half text)`);
  await cut.close();
  fs.renameSync(path.join(dataDir, 'pglite-aside'), path.join(dataDir, PGLITE_DIR));

  const db = await createEmbeddedDb(dataDir);
  try {
    expect(await everything(db)).toEqual(before);
    const { rows } = await db.query(`SELECT to_regclass('${PGLITE_IMPORT_MARKER}') AS marker`);
    expect(rows).toEqual([{ marker: null }]);
  } finally {
    await db.close();
  }
});

it('refuses to import over a Postgres database that has data of its own, and leaves both as they are', async () => {
  const dataDir = await pgliteDataDir();
  dataDirs.push(dataDir);
  fs.renameSync(path.join(dataDir, PGLITE_DIR), path.join(dataDir, 'pglite-aside'));
  const db = await createEmbeddedDb(dataDir);
  await migrate(db);
  await db.close();
  fs.renameSync(path.join(dataDir, 'pglite-aside'), path.join(dataDir, PGLITE_DIR));

  await expect(createEmbeddedDb(dataDir)).rejects.toThrow(/not importing over it/);
  expect(fs.existsSync(path.join(dataDir, PGLITE_DIR, 'PG_VERSION'))).toBe(true);
});
