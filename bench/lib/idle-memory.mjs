// The API at rest: started on its own (the built backend/dist/app/main.js with the flags `npm start` uses),
// left idle, then its resident memory read 20 s after the start, with what it had loaded by package
// (bench/lib/idle-report.cjs, preloaded). Engines: the embedded default (its Postgres in a fresh DATA_DIR, no
// Redis: what `npm start` runs with no configuration), a warm restart on that DATA_DIR, and Postgres
// with Redis (a fresh schema and key prefix), as the bench's stack runs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { freePort, startService, stopService, waitForHttp } from './processes.mjs';
import { apiEnv, DATABASE_URL } from './stack.mjs';

/** Packages whose loading at start is a choice (issue 33): whether the API at rest has them, and how much. */
export const WATCHED_PACKAGES = [
  'openai',
  '@bull-board/api',
  '@bull-board/express',
  'wink-nlp',
  'wink-eng-lite-web-model',
  'bullmq',
  'ioredis',
  '@electric-sql/pglite',
];

/** Seconds after the start at which the API's memory is read: what `npm start` holds once settled. */
export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 20);

/** @param {number} pid @param {'VmRSS' | 'VmHWM'} field */
function statusMb(pid, field) {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

/**
 * Starts the API, waits IDLE_SECONDS from its start, reads VmRSS and VmHWM and the preload's report,
 * and stops it.
 * @param {{ root: string, env: Record<string, string | undefined>, tmpDir: string, label: string, snapshot?: string }} options
 */
async function idleOnce({ root, env, tmpDir, label, snapshot }) {
  const reportFile = path.join(tmpDir, `idle-${label}.json`);
  fs.rmSync(reportFile, { force: true });
  const port = Number(env.PORT);
  const started = Date.now();
  const api = startService({
    name: `api-${label}`,
    args: [
      ...API_NODE_FLAGS,
      '--require',
      path.join(root, 'bench/lib/idle-report.cjs'),
      path.join(root, 'backend/dist/app/main.js'),
    ],
    cwd: root,
    logDir: tmpDir,
    env: {
      ...env,
      SEEDLINE_IDLE_REPORT: reportFile,
      SEEDLINE_IDLE_REPORT_AT_MS: String(IDLE_SECONDS * 1000),
      ...(snapshot ? { SEEDLINE_IDLE_SNAPSHOT: snapshot } : {}),
    },
  });
  try {
    await waitForHttp(api, `http://127.0.0.1:${port}/api/auth/me`, 120_000);
    const readyMs = Date.now() - started;
    const deadline = started + IDLE_SECONDS * 1000 + 60_000;
    while (!fs.existsSync(reportFile)) {
      if (Date.now() > deadline) throw new Error(`${label}: no idle report after ${IDLE_SECONDS} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rssMb = statusMb(api.pid, 'VmRSS');
    const peakMb = statusMb(api.pid, 'VmHWM');
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    const packages = Object.entries(report.packages)
      .map(([name, p]) => ({ name, files: p.files, kb: Math.round(p.bytes / 1024) }))
      .sort((a, b) => b.kb - a.kb);
    return {
      label,
      readyMs,
      rssMb,
      peakMb,
      heapUsedMb: Math.round(report.memory.heapUsed / 1e6),
      externalMb: Math.round(report.memory.external / 1e6),
      files: packages.reduce((n, p) => n + p.files, 0),
      packages: packages.slice(0, 15),
      watched: Object.fromEntries(
        WATCHED_PACKAGES.map((name) => [name, packages.find((p) => p.name === name)?.kb ?? null]),
      ),
      snapshot: report.snapshot ?? null,
    };
  } finally {
    await stopService(api);
  }
}

/**
 * The three idle measurements (or only the one on Postgres). With `snapshotDir`, a heap snapshot of each
 * at the moment of reading.
 * @param {{ root: string, snapshotDir?: string | null, postgresOnly?: boolean }} options
 */
export async function measureIdleMemory({ root, snapshotDir = null, postgresOnly = false }) {
  const runId = randomBytes(5).toString('hex');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-idle-${runId}-`));
  // The embedded Postgres runs as its own user when the bench runs as root: it must reach DATA_DIR inside.
  fs.chmodSync(tmpDir, 0o755);
  const schema = `bench_idle_${runId}`;
  const prefix = `bench-idle-${runId}`;
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  const snap = (/** @type {string} */ label) =>
    snapshotDir ? path.join(snapshotDir, `idle-${label}.heapsnapshot`) : undefined;
  try {
    const base = apiEnv({ runId, schema, prefix, tmpDir }, 0);
    // The embedded default: no DATABASE_URL, no REDIS_URL (the offline provider, jobs in-process).
    const embedded = { ...base, DATA_DIR: path.join(tmpDir, 'embedded') };
    for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'QUEUE_PREFIX']) delete embedded[key];
    const results = [];
    for (const label of postgresOnly ? [] : ['embedded-first', 'embedded-warm']) {
      const port = await freePort();
      results.push(
        await idleOnce({ root, env: { ...embedded, PORT: String(port) }, tmpDir, label, snapshot: snap(label) }),
      );
    }
    const port = await freePort();
    results.push(
      await idleOnce({
        root,
        env: { ...base, PORT: String(port) },
        tmpDir,
        label: 'postgres',
        snapshot: snap('postgres'),
      }),
    );
    return results;
  } finally {
    await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.end().catch(() => undefined);
    if (!process.env.BENCH_KEEP_LOGS) fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}
