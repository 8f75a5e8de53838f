// The projection rebuild's rounds (their own process, started with the V8 flags of
// `npm run rebuild-read-models`): the app's rebuild (backend/dist/projections/rebuild.js) and the baseline,
// an INSERT ... SELECT copy of the event rows, in alternating rounds after a CHECKPOINT each (and a round of
// each before them, not counted).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REBUILD_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { msSince } from '../lib/stats.mjs';
import { openRebuild } from '../lib/read-models.mjs';

/** @typedef {{ root: string, databaseUrl: string, schema: string, tmpDir: string, rounds: number }} RebuildInput */

/** @type {RebuildInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const require = createRequire(import.meta.url);
const pg = require(require.resolve('pg', { paths: [path.join(input.root, 'backend')] }));

// Measured as the command runs: its script must carry the flags this process was started with.
const command = JSON.parse(fs.readFileSync(path.join(input.root, 'package.json'), 'utf8')).scripts[
  'rebuild-read-models'
];
const missing = REBUILD_NODE_FLAGS.filter((flag) => !command.split(/\s+/).includes(flag));
if (missing.length > 0) throw new Error(`npm run rebuild-read-models ("${command}") lacks ${missing.join(' ')}`);

const pool = new pg.Pool({ connectionString: input.databaseUrl, max: 1, options: `-c search_path=${input.schema}` });
const app = openRebuild(input.root, { schema: input.schema, tmpDir: input.tmpDir });
const rebuilds = [];
const copies = [];
/**
 * A rebuild leaves every survey pending for the API's quality keeper, whose pass holds a read transaction
 * on the read models for seconds; the next rebuild's lock would wait for it inside the timed round (the
 * first counted round took 9.7 to 11.6 s in most runs of 2026-11-30). So a round starts once the keeper has
 * no survey pending, at most two minutes later.
 */
const keeperSettled = async () => {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    const { rows } = await pool.query('SELECT EXISTS (SELECT 1 FROM response_quality_pending) AS pending');
    if (!rows[0].pending) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** One round of each side; neither pays for flushing the other's writes (a checkpoint before each). */
const round = async () => {
  await keeperSettled();
  await pool.query('CHECKPOINT');
  return { rebuild: await app.rebuild(), copy: await copyEvents(pool) };
};
let warmup;
try {
  // One round first, not counted, as the load rows warm up before they count: the first rebuild of a process
  // compiles its code and fills its connections' caches (18 to 44 % slower than the next in the runs of
  // 2026-11-27), the first copy warms less (0 to 35 %), so a cold round would weigh on one side.
  warmup = await round();
  for (let n = 0; n < input.rounds; n++) {
    const { rebuild, copy } = await round();
    rebuilds.push(rebuild);
    copies.push(copy);
  }
} finally {
  await app.close();
  await pool.end();
}
process.stdout.write(`${JSON.stringify({ rebuilds, copies, warmup })}\n`);

/**
 * Baseline: the database copying the same event rows, with no application in the way, into a fresh table
 * with the same keys and indexes, in one transaction.
 * @param {import('pg').Pool} db
 */
async function copyEvents(db) {
  await db.query('DROP TABLE IF EXISTS bench_events_copy');
  await db.query('CREATE TABLE bench_events_copy (LIKE events INCLUDING ALL)');
  await db.query('CHECKPOINT');
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const t = process.hrtime.bigint();
    const rows = (await client.query('INSERT INTO bench_events_copy SELECT * FROM events')).rowCount ?? 0;
    await client.query('COMMIT');
    return { rows, ms: msSince(t) };
  } finally {
    client.release();
    await db.query('DROP TABLE IF EXISTS bench_events_copy');
  }
}
