// `node bench/tools/npm-start-memory.mjs <checkout>`: the README's `npm start` in a checkout (a fresh clone
// after `npm ci`), on its embedded defaults: the memory of every process it runs (npm, the start script,
// the API and its Postgres), 20 s after the start and at the peak while 1,000 respondents, 100 at a time,
// take a survey; and their throughput. The checkout's DATA_DIR (data/) is used as `npm start` uses it, so
// point it at a throwaway clone. The bench's limits and a known admin are passed in the environment, as
// an operator would configure a survey lab (docs/performance.md, "Method").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRunningEmbedded } from '../lib/embedded-engine.mjs';
import { freePort, startService, stopService, waitForHttp } from '../lib/processes.mjs';
import { apiEnv } from '../lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const checkout = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !fs.existsSync(path.join(checkout, 'package.json'))) {
  console.error('usage: node bench/tools/npm-start-memory.mjs <checkout after npm ci>');
  process.exit(2);
}
const npmCli = path.join(path.dirname(fs.realpathSync(process.execPath)), '../lib/node_modules/npm/bin/npm-cli.js');
const runId = randomBytes(5).toString('hex');
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-npm-start-${runId}-`));
const port = await freePort();
const env = apiEnv({ runId, schema: '', prefix: `npm-start-${runId}`, tmpDir }, port);
for (const key of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'QUEUE_PREFIX', 'DATA_DIR', 'NODE_ENV']) {
  delete env[key];
}
const started = Date.now();
const npm = startService({ name: 'npm-start', args: [npmCli, 'start'], cwd: checkout, logDir: tmpDir, env });
try {
  const apiUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(npm, `${apiUrl}/api/auth/me`, 600_000);
  const result = await measureRunningEmbedded({
    root,
    rootPid: npm.pid,
    clusterDir: path.join(checkout, 'data', 'postgres'),
    apiUrl,
    started,
    tmpDir,
    respondents: 1000,
    concurrency: 100,
  });
  console.log(JSON.stringify({ checkout, ...result }, null, 2));
} finally {
  await stopService(npm);
  fs.rmSync(tmpDir, { recursive: true, force: true });
}
