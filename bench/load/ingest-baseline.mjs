// Baseline of the answer-ingest scenario (its own process): a bare node-postgres script doing the work
// behind POST /api/answers the textbook way, in one transaction: read the stream with its data key,
// decrypt its answers, encrypt the new answer under the stream's key (a key made and stored with the
// stream's first answer), append the event at the expected version, upsert the answers read model with
// the event's position. The API's pool size, 50 at a time, no HTTP and no framework. The crypto is the
// backend's own pure field-crypto (backend/dist), so both sides pay the same for it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { msSince, percentile } from '../lib/stats.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const crypto = require(path.join(root, 'backend/dist/event-store/field-crypto.js'));
const { resolveDataEncryptionKey } = require(path.join(root, 'backend/dist/event-store/data-encryption-key.js'));

/**
 * @typedef {{ responseIds: string[], questionIds: string[] }} Pool
 * @typedef {{ databaseUrl: string, schema: string, poolSize: number, concurrency: number, seconds: number,
 *   maxRequests: number, pools: { warmup: Pool, measured: Pool }, warmupSeconds: number, dataDir: string }} IngestInput
 */

/** @type {IngestInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pool = new pg.Pool({
  connectionString: input.databaseUrl,
  max: input.poolSize,
  statement_timeout: 10000,
  options: `-c search_path=${input.schema}`,
});
// The API's key-encryption key (from its DATA_DIR): the streams written here are the API's to read, and
// a later rebuild in the same run opens their keys as it opens the API's own.
const kek = resolveDataEncryptionKey({ dataEncryptionKey: null, dataDir: input.dataDir, databaseUrl: null });

const READ_STREAM = `SELECT global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at,
    (SELECT wrapped_key FROM data_keys WHERE stream_id = $1) AS wrapped_key
  FROM events WHERE stream_id = $1 ORDER BY stream_version`;
const STORE_KEY = 'INSERT INTO data_keys (stream_id, wrapped_key) VALUES ($1, $2)';
const APPEND = `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
  VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
  RETURNING global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at`;
const UPSERT = `INSERT INTO answers ("response_id", "question_id", "answer_text", "answer_value", "answered_at", "answered_position")
  VALUES ($1, $2, $3, $4, $5, $6)
  ON CONFLICT ("response_id", "question_id") DO UPDATE SET "answer_text" = EXCLUDED."answer_text",
    "answer_value" = EXCLUDED."answer_value", "answered_at" = EXCLUDED."answered_at", "answered_position" = EXCLUDED."answered_position"`;

/** @param {string} responseId @param {string} questionId @param {string} text */
async function recordAnswer(responseId, questionId, text) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const streamId = `response-${responseId}`;
    const { rows } = await client.query(READ_STREAM, [streamId]);
    const version = rows.length === 0 ? 0 : rows[rows.length - 1].stream_version;
    let key = rows[0]?.wrapped_key ? crypto.unwrapKey(kek, rows[0].wrapped_key, streamId) : null;
    // The answers so far, as the decider folds them (the revision limit counts them).
    const answers = new Map();
    for (const row of rows) {
      if (row.type !== 'AnswerRecorded') continue;
      const stored = row.data.answerText;
      answers.set(
        row.data.questionId,
        crypto.isEncryptedField(stored) ? crypto.decryptField(key, streamId, stored) : stored,
      );
    }
    if (!key) {
      key = crypto.generateDataKey();
      await client.query(STORE_KEY, [streamId, crypto.wrapKey(kek, key, streamId)]);
    }
    const now = new Date().toISOString();
    const data = { responseId, questionId, answerText: crypto.encryptField(key, streamId, text), recordedAt: now };
    const appended = await client.query(APPEND, [
      streamId,
      version + 1,
      'AnswerRecorded',
      1,
      JSON.stringify(data),
      '{}',
    ]);
    await client.query(UPSERT, [responseId, questionId, text, null, now, appended.rows[0].global_position]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Same mapping as the autocannon mix. @param {Pool} target @param {number} seconds @param {number} maxRequests */
async function run(target, seconds, maxRequests) {
  const { responseIds, questionIds } = target;
  const latencies = [];
  let next = 0;
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const loop = async () => {
    while (Date.now() < deadline && next < maxRequests) {
      const n = next++;
      const t = process.hrtime.bigint();
      try {
        await recordAnswer(
          responseIds[n % responseIds.length],
          questionIds[Math.floor(n / responseIds.length) % questionIds.length],
          `Answer ${n}: we run a team of twelve and spend most of the week reconciling spreadsheets by hand.`,
        );
        latencies.push(msSince(t));
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: input.concurrency }, loop));
  const elapsed = msSince(started) / 1000;
  return {
    requests: latencies.length + errors,
    ok: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

await run(input.pools.warmup, input.warmupSeconds, 1_000_000);
const result = await run(input.pools.measured, input.seconds, input.maxRequests);
await pool.end();
process.stdout.write(`${JSON.stringify(result)}\n`);
