import type { Clock, IdSource } from '../core/tokens';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REDIS_URL, deleteKeys } from '@seedline/worker/testing';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { QUEUE_DASHBOARD_PATH } from '../ai/queue-dashboard';
import { createApp, type App } from '../app/app.factory';
import { loadConfig, type AppConfig } from '../config/config';
import { createPgDb } from '../db/pg-db';
import type { Logger } from '../ops/logger';

/**
 * Time a test that starts the embedded default may take: initdb, the Postgres server's start and the
 * migrations, a few seconds on an idle machine and several times that on a busy two-core one.
 */
export const EMBEDDED_START_TIMEOUT_MS = 120_000;

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };
export const TEST_SURVEYS_PASSWORD = 'open-sesame-123';

export type TestApp = App & {
  config: AppConfig;
  /** A cookie-keeping client for the app's HTTP server. */
  agent(): TestAgent;
  /** A client logged in as the admin. */
  adminAgent(): Promise<TestAgent>;
  /**
   * The API's own routes as `METHOD /path/:param`: not the HEAD twins of GET routes, the frontend's
   * catch-all or the queue dashboard's plugin (mounted apps, not routes of the API).
   */
  apiRoutes(): string[];
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** The embedded Postgres in a temporary DATA_DIR instead of a fresh schema on the real Postgres. */
  embedded?: boolean;
  env?: Record<string, string>;
  /** The app's structured log (silent when unset). */
  log?: Logger;
  /** A fixed clock and id source for the services (the system's when unset). */
  clock?: Clock;
  ids?: IdSource;
};

/**
 * The whole API on the real Postgres, in a schema of its own that is dropped on close (with its
 * queue keys on the shared Redis), so test runs never collide.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const id = randomBytes(6).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `seedline-test-${id}-`));
  const schema = `t_${id}`;
  const config = loadConfig(
    {
      ...(options.embedded ? {} : { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema }),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SESSION_SECRET: 'test-session-secret-0123456789',
      SURVEYS_ACCESS_PASSWORD: TEST_SURVEYS_PASSWORD,
      QUEUE_PREFIX: `seedline-test-${id}`,
      AI_JOB_TIMEOUT_MS: '5000',
      SEED_STARTER_SURVEY: 'false',
      // The quality keeper's timer would judge other specs' responses and move their counts: specs
      // about quality call its pass themselves.
      QUALITY_KEEPER: 'false',
      // Specs start many responses from one address; the limits' own specs set them low.
      LIMIT_STARTS_PER_ADDRESS: '100000',
      LIMIT_WRITES_PER_ADDRESS: '100000',
      LIMIT_FOLLOWUPS_PER_ADDRESS: '100000',
      ...options.env,
    },
    dataDir,
  );
  const built = await createApp({ config, logger: false, log: options.log, clock: options.clock, ids: options.ids });
  const server = built.app.getHttpServer();
  const agent = () => request.agent(server);
  return {
    ...built,
    config,
    agent,
    apiRoutes() {
      return built.routes.filter((route) => {
        const [method, url] = route.split(' ');
        return method !== 'HEAD' && url !== '/*' && !url.startsWith(QUEUE_DASHBOARD_PATH);
      });
    },
    async adminAgent() {
      const admin = agent();
      await admin.post('/api/auth/login').send(TEST_ADMIN).expect(200);
      return admin;
    },
    async close() {
      await built.close();
      // The queue's keys on the shared Redis go with the app (a throwaway Redis takes its own along).
      if (config.redisUrl === REDIS_URL) await deleteKeys(config.queuePrefix);
      if (!options.embedded) {
        const db = createPgDb({ connectionString: TEST_DATABASE_URL, max: 1 });
        await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => db.close());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
