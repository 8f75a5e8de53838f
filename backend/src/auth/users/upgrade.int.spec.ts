import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type App } from '../../app/app.factory';
import { loadConfig } from '../../config/config';
import { loadMigrations, migrate } from '../../db/migrate';
import { openScratchSchema, type ScratchSchema } from '../../testing/scratch-schema';
import { TEST_DATABASE_URL } from '../../testing/test-app';
import { hashPassword } from '../password-hash';
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_MS } from '../session.setup';
import { ADMIN_PASSWORD_SETTING } from '../startup-credentials';

// An install from before users existed: its schema up to the last migration before the team's, the admin's
// generated password hash in app_settings and a logged-in session. The first start after the upgrade
// makes that admin the owner: the same password logs in and the session stays logged in.

const SECRET = 'an-existing-session-secret-of-32-chars+';
const OLD_PASSWORD = 'the password printed at first start';
const cookieFor = (sid: string) =>
  `${SESSION_COOKIE_NAME}=${encodeURIComponent(
    `s:${sid}.${createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=/g, '')}`,
  )}`;

let scratch: ScratchSchema;
let app: App | undefined;
let dataDir: string;
let sid: string;

beforeAll(async () => {
  scratch = await openScratchSchema('upgrade');
  await migrate(
    scratch.db,
    loadMigrations().filter((m) => m.version < 53),
  );
  await scratch.db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [
    ADMIN_PASSWORD_SETTING,
    await hashPassword(OLD_PASSWORD),
  ]);
  sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS).toISOString();
  const sess = { passport: { user: 'admin' }, createdAt: Date.now() - 60_000, cookie: { expires, path: '/' } };
  await scratch.db.query('INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2::jsonb, $3)', [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-upgrade-'));
  const config = loadConfig(
    {
      DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_SCHEMA: scratch.schema,
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      SESSION_SECRET: SECRET,
      SURVEYS_ACCESS_PASSWORD: 'open-sesame-123',
      QUEUE_PREFIX: `seedline-upgrade-${sid.slice(0, 8)}`,
      SEED_STARTER_SURVEY: 'false',
    },
    dataDir,
  );
  app = await createApp({ config, logger: false });
});

afterAll(async () => {
  await app?.close();
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('upgrading an install with one admin', () => {
  it('keeps its session logged in, now as the owner', async () => {
    const server = app!.app.getHttpServer();
    await request(server)
      .get('/api/auth/me')
      .set('Cookie', cookieFor(sid))
      .expect(200, {
        user: { username: 'admin', role: 'owner' },
      });
  });

  it('keeps its password, and makes it the only owner', async () => {
    const server = app!.app.getHttpServer();
    await request(server).post('/api/auth/login').send({ username: 'admin', password: OLD_PASSWORD }).expect(200);
    const { rows } = await scratch.db.query<{ username: string; role: string; status: string }>(
      'SELECT username, role, status FROM users',
    );
    expect(rows).toEqual([{ username: 'admin', role: 'owner', status: 'active' }]);
  });
});
