// The app's own projection path in bulk: backend/dist/projections/rebuild.js (what
// `npm run rebuild-read-models` runs) with every read model (READ_MODEL_PLAN) and the API's event cipher, on a pool of
// its own against the bench's schema.
import { createRequire } from 'node:module';
import path from 'node:path';
import { msSince } from './stats.mjs';
import { DATABASE_URL } from './stack.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {string} root
 * @param {Pick<import('./stack.mjs').Stack, 'schema' | 'tmpDir'>} stack
 * @returns {{ rebuild: () => Promise<{ replayed: number, ms: number }>, close: () => Promise<void> }}
 */
export function openRebuild(root, stack) {
  const { createPgDb } = require(path.join(root, 'backend/dist/db/pg-db.js'));
  const { rebuildReadModels } = require(path.join(root, 'backend/dist/projections/rebuild.js'));
  const { READ_MODEL_PLAN } = require(path.join(root, 'backend/dist/app/read-models.js'));
  // The API's data key (generated under its DATA_DIR): personal fields of the events it wrote are encrypted.
  const { createEventCipher } = require(path.join(root, 'backend/dist/event-store/data-encryption-key.js'));
  const { EVENT_CATALOGUE } = require(path.join(root, 'backend/dist/app/event-catalogue.js'));
  const cipher = createEventCipher(
    { dataEncryptionKey: null, dataDir: path.join(stack.tmpDir, 'data'), databaseUrl: null },
    EVENT_CATALOGUE,
  );
  // As the command decrypts: on a thread of its own (backend/src/cli/rebuild.ts).
  const { FieldOpenerThread } = require(path.join(root, 'backend/dist/event-store/field-opener.js'));
  const opener = new FieldOpenerThread();
  const db = createPgDb({ connectionString: DATABASE_URL, schema: stack.schema, max: 2, statementTimeoutMs: 300_000 });
  return {
    async rebuild() {
      const t = process.hrtime.bigint();
      const replayed = (await rebuildReadModels(db, READ_MODEL_PLAN, { cipher, opener: opener.open })).events;
      return { replayed, ms: msSince(t) };
    },
    close: async () => {
      await opener.close();
      await db.close();
    },
  };
}

/**
 * Fresh planner statistics for the log and every read model (autovacuum would get there on its own
 * a little later), so the first queries after a bulk load plan as they will in steady state.
 * @param {string} root
 * @param {import('pg').Pool} pool
 */
export async function analyzeReadModels(root, pool) {
  const { READ_MODEL_TABLES } = require(path.join(root, 'backend/dist/projections/row-change.js'));
  await pool.query(`VACUUM ANALYZE events, data_keys, ${READ_MODEL_TABLES.join(', ')}`);
}
