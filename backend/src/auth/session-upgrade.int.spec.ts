import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../app/app.factory';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_MS } from './session.setup';

// Sessions stored and cookies signed by the hand-written session layer that @fastify/session replaced
// (as express-session did before it): the row's shape and the cookie's format written here the way
// that code wrote them, so an upgrade is tested against what browsers and the `sessions` table hold.

/** The cookie as the old layer set it: `s:` + id + `.` + HMAC-SHA256 of the id (base64, no padding), URI-encoded. */
const oldCookie = (sid: string, secret: string) =>
  `${SESSION_COOKIE_NAME}=${encodeURIComponent(
    `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=/g, '')}`,
  )}`;

/** A logged-in session stored as the old layer stored it. */
async function storeOldSession(t: TestApp, fields: Record<string, unknown>): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS).toISOString();
  const sess = {
    ...fields,
    createdAt: Date.now() - 60_000,
    cookie: { originalMaxAge: SESSION_MAX_AGE_MS, expires, secure: false, httpOnly: true, path: '/', sameSite: 'lax' },
  };
  await t.db.query('INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2::jsonb, $3)', [
    sid,
    JSON.stringify(sess),
    expires,
  ]);
  return sid;
}

const sessionCookieOf = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))
    ?.split(';')[0];

const rowExists = async (t: TestApp, sid: string) =>
  (await t.db.query('SELECT 1 FROM sessions WHERE sid = $1', [sid])).rows.length === 1;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Another API on the same database with another SESSION_SECRET (a replica, or the API restarted). */
async function withSecret(secret: string, run: (server: Parameters<typeof request>[0]) => Promise<void>) {
  const app = await createApp({ config: { ...t.config, sessionSecret: secret }, db: t.db, logger: false });
  try {
    await run(app.app.getHttpServer());
  } finally {
    await app.close();
  }
}

describe('sessions made before @fastify/session', () => {
  it('with a SESSION_SECRET of 32 or more characters: the same cookie goes on working as it is', async () => {
    const secret = 'a-session-secret-of-forty-characters-0123';
    await withSecret(secret, async (server) => {
      const sid = await storeOldSession(t, { passport: { user: TEST_ADMIN.username } });
      const cookie = oldCookie(sid, secret);
      const me = await request(server).get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(me.body).toEqual({ user: { username: TEST_ADMIN.username, role: 'owner' } });
      // Rolled on under the same id and signature.
      expect(sessionCookieOf(me)).toBe(cookie);
      await request(server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    });
  });

  it('with a shorter one (16 to 31 characters): accepted once, then moved to a new id signed with the derived key', async () => {
    const secret = t.config.sessionSecret!;
    expect(secret.length).toBeLessThan(32);
    const server = t.app.getHttpServer();
    const sid = await storeOldSession(t, { passport: { user: TEST_ADMIN.username }, surveysUnlocked: true });
    const cookie = oldCookie(sid, secret);

    const me = await request(server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body).toEqual({ user: { username: TEST_ADMIN.username, role: 'owner' } });
    const moved = sessionCookieOf(me);
    expect(moved).toBeDefined();
    expect(moved).not.toBe(cookie);
    expect(moved).not.toContain(sid);
    // The old id is gone; the new one holds the login and the unlocked list, and its lifetime goes on.
    expect(await rowExists(t, sid)).toBe(false);
    await request(server).get('/api/auth/me').set('Cookie', moved!).expect(200);
    await request(server).get('/api/surveys').set('Cookie', moved!).expect(200);
    await request(server).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });

  it('a cookie signed with another secret is no session at all', async () => {
    const server = t.app.getHttpServer();
    const sid = await storeOldSession(t, { passport: { user: TEST_ADMIN.username } });
    await request(server).get('/api/auth/me').set('Cookie', oldCookie(sid, 'some-other-secret-0123')).expect(401);
    expect(await rowExists(t, sid)).toBe(true);
  });
});

it('a SESSION_SECRET of 16 characters, the least the configuration accepts, still starts the API and keeps logins', async () => {
  await withSecret('0123456789abcdef', async (server) => {
    const agent = request.agent(server);
    await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    await agent.get('/api/auth/me').expect(200, { user: { username: TEST_ADMIN.username, role: 'owner' } });
  });
});
