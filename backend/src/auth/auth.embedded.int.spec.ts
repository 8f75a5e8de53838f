import {
  EMBEDDED_START_TIMEOUT_MS,
  startTestApp,
  TEST_ADMIN,
  TEST_SURVEYS_PASSWORD,
  type TestApp,
} from '../testing/test-app';

// The same login, gate and logout on the embedded default (the embedded Postgres under DATA_DIR).
describe('auth on the embedded Postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ embedded: true });
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(() => t?.close());

  it('logs in with a regenerated session, answers me, and logs out', async () => {
    expect(t.db.embedded).toBe(true);
    const agent = t.agent();
    const gate = await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    const login = await agent
      .post('/api/auth/login')
      .send(TEST_ADMIN)
      .expect(200, { user: { username: TEST_ADMIN.username, role: 'owner' } });
    const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];
    expect(cookieOf(login)).not.toBe(cookieOf(gate));
    await agent.get('/api/auth/me').expect(200);
    await agent.post('/api/auth/logout').expect(200, { success: true });
    await agent.get('/api/auth/me').expect(401);
  });

  it('refuses wrong credentials and rate limits them', async () => {
    for (let i = 0; i < 10; i++) {
      await t
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.7.0.1')
        .send({ username: 'admin', password: `no${i}` })
        .expect(401);
    }
    await t.agent().post('/api/auth/login').set('X-Forwarded-For', '10.7.0.1').send(TEST_ADMIN).expect(429);
  });
});
