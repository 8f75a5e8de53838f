import type { Response } from 'supertest';
import { startTestApp, TEST_ADMIN, TEST_SURVEYS_PASSWORD, type TestApp } from '../testing/test-app';
import { SESSION_COOKIE_NAME } from './session.setup';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function sessionCookie(res: Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0];
}

describe('unlocking the survey list', () => {
  it('gives the session a new id; the old one is dead and an admin logged in before stays logged in', async () => {
    const agent = t.agent();
    const before = sessionCookie(await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200));
    const after = sessionCookie(
      await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200),
    );
    expect(after).not.toBe(before);
    await t.agent().get('/api/auth/me').set('Cookie', before).expect(401);
    await t.agent().get('/api/auth/me').set('Cookie', after).expect(200);
    await t.agent().get('/api/surveys').set('Cookie', after).expect(200);
  });

  it('renews the id on every unlock of an anonymous session too', async () => {
    const agent = t.agent();
    const first = sessionCookie(
      await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200),
    );
    const second = sessionCookie(
      await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200),
    );
    expect(second).not.toBe(first);
    await t.agent().get('/api/surveys').set('Cookie', first).expect(401);
    await t.agent().get('/api/surveys').set('Cookie', second).expect(200);
    await t.agent().get('/api/auth/me').set('Cookie', second).expect(401);
  });
});

describe('the absolute session lifetime', () => {
  it('ends a logged-in session SESSION_ABSOLUTE_TTL_MS after it began, however active', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    await agent.get('/api/auth/me').expect(200);
    const { rows } = await t.db.query<{ sid: string; created: string }>(
      `SELECT sid, sess->>'createdAt' AS created FROM sessions WHERE sess->'passport' IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(Number(row.created)).toBeGreaterThan(Date.now() - 60_000);
    // Eight days ago, as if the admin had kept it rolling all week.
    const longAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await t.db.query(`UPDATE sessions SET sess = jsonb_set(sess, '{createdAt}', to_jsonb($1::bigint))`, [longAgo]);
    await agent.get('/api/auth/me').expect(401);
  });
});
