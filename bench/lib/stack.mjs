// The system under test: the built API on the real Postgres (a fresh schema) and Redis (a fresh key
// prefix), plus one AI worker process; and the clean-up that removes every trace of the run.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { freePort, startService, stopService, waitForHttp, waitForLog } from './processes.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The public write limits for the bench's load (docs/performance.md, "Method"). */
export const BENCH_LIMITS = {
  LIMIT_STARTS_PER_ADDRESS: '1000000',
  LIMIT_STARTS_PER_SURVEY: '1000000',
  LIMIT_WRITES_PER_ADDRESS: '1000000',
  LIMIT_FOLLOWUPS_PER_ADDRESS: '1000000',
};
export const ADMIN = { username: 'admin', password: `bench-admin-${randomBytes(6).toString('hex')}` };
/** The API's pool size (backend/src/db/create-db.ts); the baselines use the same. */
export const API_POOL_SIZE = 10;

/**
 * @typedef {{ root: string, runId: string, schema: string, prefix: string, tmpDir: string, logDir: string,
 *   apiUrl: string, api: import('./processes.mjs').Service, worker: import('./processes.mjs').Service,
 *   db: pg.Pool, redis: Redis, close: () => Promise<void>, smtpUrl?: string,
 *   smtp?: Awaited<ReturnType<typeof startSmtpSink>> }} Stack
 */

/** What the API and the worker share: the queue, production mode, the offline provider always (an empty
 * key also outranks one in a developer's .env). @param {string} prefix */
function sharedEnv(prefix) {
  return { ...process.env, REDIS_URL, QUEUE_PREFIX: prefix, NODE_ENV: 'production', OPENAI_API_KEY: '' };
}

/**
 * The environment of an API process of this run on `port`: its schema, its DATA_DIR (so every API process
 * of the run has the same data encryption key), its admin and secrets, and the bench's limits.
 * @param {Pick<Stack, 'runId' | 'schema' | 'prefix' | 'tmpDir'>} stack @param {number} port
 */
export function apiEnv({ runId, schema, prefix, tmpDir, smtpUrl }, port) {
  return {
    ...sharedEnv(prefix),
    // E-mail on, to the bench's own SMTP sink (the staff-mail scenario sends to it).
    ...(smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: 'Seedline bench <bench@example.test>' } : {}),
    PORT: String(port),
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(tmpDir, 'data'),
    SEED_STARTER_SURVEY: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SURVEYS_ACCESS_PASSWORD: `bench-surveys-${runId}`,
    SESSION_SECRET: `bench-session-secret-${runId}-0123456789`,
    AI_JOB_TIMEOUT_MS: '10000',
    // The load comes from one address, as from a survey lab behind one NAT: an operator raises
    // the per-address and per-survey limits for it; the per-response ones stay at their defaults.
    ...BENCH_LIMITS,
  };
}

/**
 * @param {{ root: string, cpuProfileDir?: string | null, log: (line: string) => void }} options
 * @returns {Promise<Stack>}
 */
export async function startStack({ root, cpuProfileDir, log }) {
  const runId = randomBytes(5).toString('hex');
  const schema = `bench_${runId}`;
  const prefix = `bench-${runId}`;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-bench-${runId}-`));
  const logDir = path.join(tmpDir, 'logs');
  fs.mkdirSync(logDir);
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;

  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4, options: `-c search_path=${schema}` });
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();

  const smtp = await startSmtpSink();
  const shared = sharedEnv(prefix);
  const apiArgs = [
    ...API_NODE_FLAGS,
    // Extra V8 or Node flags for the API, for A/B runs of a flag (space-separated).
    ...(process.env.BENCH_API_FLAGS ?? '').split(' ').filter(Boolean),
    // A sampling heap profile of what reaches the old generation (bench/lib/heap-profile.cjs).
    ...(process.env.BENCH_HEAP_PROF ? ['--require', path.join(root, 'bench/lib/heap-profile.cjs')] : []),
    ...(cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, '--require', path.join(root, 'bench/lib/exit-on-signal.cjs')]
      : []),
    path.join(root, 'backend/dist/app/main.js'),
  ];
  /** @type {any} */
  const stack = { root, runId, schema, prefix, tmpDir, logDir, apiUrl, db, redis, smtp, smtpUrl: smtp.url };
  stack.close = () => closeStack(stack, log);
  try {
    stack.api = startService({
      name: 'api',
      args: apiArgs,
      cwd: root,
      logDir,
      env: apiEnv({ runId, schema, prefix, tmpDir, smtpUrl: smtp.url }, port),
    });
    stack.worker = startService({
      name: 'worker',
      args: [path.join(root, 'worker/dist/main.js')],
      cwd: root,
      logDir,
      env: shared,
    });
    await waitForHttp(stack.api, `${apiUrl}/api/auth/me`);
    await waitForLog(stack.worker, /ai worker connected/);
    log(
      `api ${apiUrl} (pid ${stack.api.pid}), worker pid ${stack.worker.pid}, schema ${schema}, redis prefix ${prefix}`,
    );
    return stack;
  } catch (error) {
    await stack.close();
    throw error;
  }
}

/** @param {Stack} stack @param {(line: string) => void} log */
async function closeStack(stack, log) {
  const problems = [];
  for (const service of [stack.api, stack.worker]) {
    if (!service) continue;
    // With --cpu-prof the API exits on SIGUSR2 through process.exit, which writes the profile.
    const signal = service.name === 'api' && service.child.spawnargs.includes('--cpu-prof') ? 'SIGUSR2' : 'SIGTERM';
    await stopService(service, signal).catch((error) => problems.push(`${service.name}: ${error}`));
  }
  // BENCH_KEEP_SCHEMA=1 leaves the run's schema (its log and read models) for a look afterwards.
  if (!process.env.BENCH_KEEP_SCHEMA) {
    await stack.db
      .query(`DROP SCHEMA IF EXISTS ${stack.schema} CASCADE`)
      .catch((error) => problems.push(`schema: ${error}`));
  }
  await stack.db.end().catch(() => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await stack.redis.scan(cursor, 'MATCH', `${stack.prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await stack.redis.del(...keys);
    } while (cursor !== '0');
  } catch (error) {
    problems.push(`redis: ${error}`);
  }
  stack.redis.disconnect();
  await stack.smtp?.close().catch(() => undefined);
  if (!process.env.BENCH_KEEP_LOGS) fs.rmSync(stack.tmpDir, { recursive: true, force: true });
  if (problems.length > 0) log(`clean-up problems: ${problems.join('; ')}`);
}
