// The embedded engine, measured as a whole (issue 33): everything the embedded default runs, that is the
// API process plus its Postgres (the watchdog shell, the postmaster and its backends and workers), read
// from /proc as the sum of RSS and the sum of PSS (PSS shares Postgres's shared memory out between the
// processes that map it, so it does not count shared_buffers once per backend as the RSS sum does).
// Idle: IDLE_SECONDS after a first start on a fresh DATA_DIR. Peak: the highest sums sampled every
// 100 ms while 1,000 simulated respondents (100 at a time) complete the 10-question survey, whose
// throughput is the row's third figure.
//
// The previous engine, PGlite 0.5.16, is no longer in the app (only the import of an old DATA_DIR loads
// it): its row is the engine alone, a node process that opens PGlite on a fresh directory and applies
// the migrations, read the same way. With the API's own idle RSS on top it is the old embedded default.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_NODE_FLAGS } from '../../infra/scripts/node-flags.mjs';
import { createSurvey } from './fixtures.mjs';
import { IDLE_SECONDS } from './idle-memory.mjs';
import { freePort, runJsonChild, startService, stopService, waitForHttp } from './processes.mjs';
import { apiEnv } from './stack.mjs';

/** @param {number} pid @returns {{ rssKb: number, pssKb: number }} */
function memoryOf(pid) {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (/** @type {string} */ name) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return { rssKb: field('Rss'), pssKb: field('Pss') };
  } catch {
    return { rssKb: 0, pssKb: 0 };
  }
}

/** Every process below root (root included). */
function processTree(/** @type {number} */ root) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const all = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.shift());
    all.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return all;
}

/** The postmaster's pid from its lock file, and its parent (the watchdog shell, started by the API). */
function postgresRoot(/** @type {string} */ clusterDir) {
  const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Sums over the API and its database's processes, in MB. */
function sample(/** @type {number} */ apiPid, /** @type {string} */ clusterDir) {
  const pids = [...processTree(apiPid), ...processTree(postgresRoot(clusterDir))];
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of new Set(pids)) {
    const m = memoryOf(pid);
    rssKb += m.rssKb;
    pssKb += m.pssKb;
  }
  return { rssMb: Math.round(rssKb / 1024), pssMb: Math.round(pssKb / 1024), processes: new Set(pids).size };
}

/**
 * Memory of a running embedded default (every process below rootPid, and its Postgres): IDLE_SECONDS after
 * `started`, then the highest sums sampled every 100 ms while respondents take a new survey; with their
 * throughput. The caller has started it and waited for its HTTP.
 * @param {{ root: string, rootPid: number, clusterDir: string, apiUrl: string, started: number, tmpDir: string,
 *   respondents: number, concurrency: number }} options
 */
export async function measureRunningEmbedded({
  root,
  rootPid,
  clusterDir,
  apiUrl,
  started,
  tmpDir,
  respondents,
  concurrency,
}) {
  const readyMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + IDLE_SECONDS * 1000 - Date.now())));
  const idle = sample(rootPid, clusterDir);

  const survey = await createSurvey(apiUrl, { title: 'Embedded engine' });
  let peak = { rssMb: 0, pssMb: 0, processes: 0 };
  const sampler = setInterval(() => {
    const now = sample(rootPid, clusterDir);
    peak = {
      rssMb: Math.max(peak.rssMb, now.rssMb),
      pssMb: Math.max(peak.pssMb, now.pssMb),
      processes: Math.max(peak.processes, now.processes),
    };
  }, 100);
  let run;
  try {
    run = await runJsonChild(
      path.join(root, 'bench/load/respondents.mjs'),
      { baseUrl: apiUrl, surveyId: survey.surveyId, respondents, concurrency, maxSeconds: 300 },
      { cwd: root, tmpDir, timeoutMs: 360_000 },
    );
  } finally {
    clearInterval(sampler);
  }
  return {
    readyMs,
    idle,
    peak,
    respondents: {
      respondents,
      concurrency,
      completed: run.completed,
      skipped: run.skipped,
      errors: run.errors,
      errorSamples: run.errorSamples,
      seconds: run.seconds,
      answers: run.answers,
      answersPerSecond: Math.round(run.answers / run.seconds),
      answerP50: run.answerP50,
      answerP99: run.answerP99,
    },
  };
}

/**
 * The embedded default (native Postgres): idle and peak memory of all its processes, and respondents' throughput.
 * @param {{ root: string, respondents?: number, concurrency?: number }} options
 */
export async function measureEmbeddedPostgres({ root, respondents = 1000, concurrency = 100 }) {
  const runId = randomBytes(5).toString('hex');
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-embedded-${runId}-`));
  // The embedded Postgres runs as its own user when the bench runs as root: it must reach DATA_DIR inside.
  fs.chmodSync(tmpDir, 0o755);
  const dataDir = path.join(tmpDir, 'data');
  const port = await freePort();
  const env = { ...apiEnv({ runId, schema: '', prefix: `bench-emb-${runId}`, tmpDir }, port), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'QUEUE_PREFIX']) delete env[key];
  const started = Date.now();
  const api = startService({
    name: 'api-embedded-postgres',
    args: [...API_NODE_FLAGS, path.join(root, 'backend/dist/app/main.js')],
    cwd: root,
    logDir: tmpDir,
    env,
  });
  const clusterDir = path.join(dataDir, 'postgres');
  try {
    const apiUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(api, `${apiUrl}/api/auth/me`, 120_000);
    return {
      engine: 'embedded-postgres',
      ...(await measureRunningEmbedded({
        root,
        rootPid: api.pid,
        clusterDir,
        apiUrl,
        started,
        tmpDir,
        respondents,
        concurrency,
      })),
    };
  } finally {
    await stopService(api);
    if (!process.env.BENCH_KEEP_LOGS) fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

const PGLITE_ALONE = `
const fs = require('node:fs');
const path = require('node:path');
(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const [dir, migrations, idleMs] = process.argv.slice(1);
  const started = Date.now();
  const pg = await PGlite.create(dir);
  for (const file of fs.readdirSync(migrations).filter((f) => /^\\d+_.*\\.sql$/.test(f)).sort()) {
    await pg.exec(fs.readFileSync(path.join(migrations, file), 'utf8'));
  }
  const readyMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + Number(idleMs) - Date.now())));
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = (name) => Number(new RegExp('^' + name + ':\\\\s+(\\\\d+)', 'm').exec(status)[1]);
  const rollup = fs.readFileSync('/proc/self/smaps_rollup', 'utf8');
  const pss = Number(/^Pss:\\s+(\\d+)/m.exec(rollup)[1]);
  console.log(JSON.stringify({ readyMs, rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024), pssMb: Math.round(pss / 1024) }));
  await pg.close();
})();
`;

/** PGlite alone (the previous embedded engine): a fresh directory, the migrations, IDLE_SECONDS after its start. */
export async function measurePgliteAlone({ root }) {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-pglite-alone-'));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '-e',
          PGLITE_ALONE,
          path.join(tmpDir, 'pglite'),
          path.join(root, 'backend/migrations'),
          String(IDLE_SECONDS * 1000),
        ],
        { cwd: path.join(root, 'backend'), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let stdout = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`PGlite alone exited ${code}`))));
    });
    return { engine: 'pglite', ...JSON.parse(String(output).trim().split('\n').pop() ?? '{}') };
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}
