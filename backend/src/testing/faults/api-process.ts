import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@seedline/worker/testing';
import { createPgDb } from '../../db/pg-db';
import { TEST_ADMIN, TEST_DATABASE_URL, TEST_SURVEYS_PASSWORD } from '../test-app';
import { exitOf, stopChild, waitFor } from './child-process';

export type ApiProcess = {
  readonly baseUrl: string;
  readonly port: number;
  readonly schema: string;
  /** The running child (null while stopped). */
  readonly child: ChildProcess | null;
  /** Every JSON log line the API has written so far, across restarts. */
  readonly logs: Record<string, unknown>[];
  /** Starts (again) on the same port, schema and data folder; resolves once /readyz is 200. */
  start(): Promise<void>;
  /** Sends the signal; resolves with the exit code (or the signal's name). */
  stop(signal?: NodeJS.Signals): Promise<number | string>;
  /** Kills it if running and drops its schema and data folder. */
  destroy(): Promise<void>;
};

export type ApiProcessOptions = {
  /** Extra environment (e.g. REDIS_URL); DATABASE_URL defaults to the shared test Postgres. */
  env?: Record<string, string>;
  /** Drop this schema on destroy (default: when DATABASE_URL is the shared test database). */
  dropSchema?: boolean;
};

/**
 * The real API as a child process (from source, like jest runs it) on a free port, against a
 * fresh schema: what fault tests stop, kill and start again.
 */
export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const id = randomBytes(5).toString('hex');
  const port = await freePort();
  const schema = `fault_${id}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-fault-${id}-`));
  const databaseUrl = options.env?.DATABASE_URL ?? TEST_DATABASE_URL;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    REDIS_URL: '',
    OPENAI_API_KEY: '',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SURVEYS_ACCESS_PASSWORD: TEST_SURVEYS_PASSWORD,
    SESSION_SECRET: 'fault-session-secret-0123456789',
    SEED_STARTER_SURVEY: 'false',
    QUEUE_PREFIX: `seedline-fault-${id}`,
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const logs: Record<string, unknown>[] = [];
  let child: ChildProcess | null = null;
  let stderr = '';
  const baseUrl = `http://127.0.0.1:${port}`;

  const api: ApiProcess = {
    baseUrl,
    port,
    schema,
    get child() {
      return child;
    },
    logs,
    async start() {
      if (child) throw new Error('the API is already running');
      const started = spawn(process.execPath, [path.join(__dirname, 'run-api.js')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let buffer = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          try {
            logs.push(JSON.parse(line) as Record<string, unknown>);
          } catch {
            // not a JSON line (none expected outside a terminal)
          }
        }
      });
      started.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      started.once('exit', () => {
        if (child === started) child = null;
      });
      await waitFor(
        `the API on port ${port} to be ready`,
        async () => {
          if (child !== started) throw new Error(`the API exited during start-up:\n${stderr}`);
          // This process has bound the port (it says so once it listens): the port was only free when it was
          // picked, and another test's server that took it meanwhile would answer /readyz too.
          if (!logs.some((line) => line.pid === started.pid && String(line.msg).startsWith('Seedline is running'))) {
            return false;
          }
          const res = await fetch(`${baseUrl}/readyz`);
          return res.status === 200;
        },
        30_000,
        100,
      );
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const running = child;
      if (!running) return 'not running';
      const code = await stopChild(running, signal);
      child = null;
      return code;
    },
    async destroy() {
      if (child) {
        const running = child;
        running.kill('SIGKILL');
        await exitOf(running);
      }
      if (options.dropSchema ?? databaseUrl === TEST_DATABASE_URL) {
        const db = createPgDb({ connectionString: databaseUrl, max: 1 });
        await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => db.close());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}
