// Starts the built app for the browser tests: the real API on the real Postgres, in a schema
// of its own (dropped on exit), serving the built frontend. AI jobs run in-process (offline provider).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `e2e_${randomBytes(5).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-e2e-'));

const child = spawn(process.execPath, [path.join(root, 'backend/dist/app/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    REDIS_URL: '',
    OPENAI_API_KEY: '',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password',
    SURVEYS_ACCESS_PASSWORD: 'e2e-surveys-password',
    SESSION_SECRET: 'e2e-session-secret-0123456789',
    SEED_STARTER_SURVEY: 'false',
    // Every browser test starts responses from 127.0.0.1: the per-address limits are raised as an
    // operator would for a test lab behind one address (the limits have their own API specs).
    LIMIT_STARTS_PER_ADDRESS: '100000',
    LIMIT_WRITES_PER_ADDRESS: '100000',
    LIMIT_FOLLOWUPS_PER_ADDRESS: '100000',
    // The webhooks test's receiver listens on 127.0.0.1.
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    setTimeout(resolve, 5000);
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } catch {
    // best effort: a leftover schema is harmless
  } finally {
    await client.end().catch(() => undefined);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

child.on('exit', (code) => {
  if (!stopping) stop(code ?? 1);
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(0));
