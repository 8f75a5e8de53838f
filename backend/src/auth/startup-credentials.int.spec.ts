import request from 'supertest';
import { createApp, type App } from '../app/app.factory';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ADMIN_PASSWORD_SETTING, ensurePasswordHash, SURVEYS_PASSWORD_SETTING } from './startup-credentials';

/** Runs fn while capturing what is written to stdout (and not printing it). */
async function capturingStdout<T>(fn: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    return { result: await fn(), output: chunks.join('') };
  } finally {
    spy.mockRestore();
  }
}

describe('passwords generated at first start', () => {
  let t: TestApp;
  let banner: string;
  let adminPassword: string;
  let surveysPassword: string;

  beforeAll(async () => {
    // No ADMIN_PASSWORD and no SURVEYS_ACCESS_PASSWORD: both are generated.
    const started = await capturingStdout(() =>
      startTestApp({ env: { ADMIN_PASSWORD: '', SURVEYS_ACCESS_PASSWORD: '' } }),
    );
    t = started.result;
    banner = started.output;
    [adminPassword, surveysPassword] = [...banner.matchAll(/password: (\S+)/g)].map((m) => m[1]);
  });
  afterAll(() => t.close());

  it('prints both once, in one banner on stdout', () => {
    expect(banner.match(/shown ONCE/g)).toHaveLength(1);
    expect(banner).toMatch(/username: admin/);
    expect(adminPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(surveysPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(surveysPassword).not.toBe(adminPassword);
  });

  it('stores only argon2id hashes', async () => {
    const { rows } = await t.db.query<{ key: string; value: string }>(
      'SELECT key, value FROM app_settings ORDER BY key',
    );
    const settings = new Map(rows.map((r) => [r.key, r.value]));
    for (const key of [ADMIN_PASSWORD_SETTING, SURVEYS_PASSWORD_SETTING])
      expect(settings.get(key)).toMatch(/^\$argon2id\$/);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(adminPassword);
    expect(everything).not.toContain(surveysPassword);
  });

  it('the printed admin password logs in, and the printed gate password unlocks the list', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ username: 'admin', password: adminPassword }).expect(200);
    await agent.get('/api/auth/me').expect(200);
    const visitor = t.agent();
    await visitor.post('/api/surveys/unlock').send({ password: surveysPassword }).expect(200);
    await visitor.get('/api/surveys').expect(200);
    await t
      .agent()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.9.9.9')
      .send({ username: 'admin', password: surveysPassword })
      .expect(401);
  });

  it('a restart prints nothing and keeps the same passwords', async () => {
    let again: App | undefined;
    try {
      const restarted = await capturingStdout(() => createApp({ config: t.config, logger: false }));
      again = restarted.result;
      expect(restarted.output).not.toMatch(/password/i);
      const server = again.app.getHttpServer();
      await request(server).post('/api/auth/login').send({ username: 'admin', password: adminPassword }).expect(200);
      await request(server).post('/api/surveys/unlock').send({ password: surveysPassword }).expect(200);
    } finally {
      await again?.close();
    }
  });

  it('replicas starting together agree on one password: exactly one of them generates it', async () => {
    const setting = `concurrent_test_${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 5 }, () => ensurePasswordHash(t.db, setting, null)));
    expect(results.filter((r) => r.generatedPassword !== null)).toHaveLength(1);
    expect(new Set(results.map((r) => r.passwordHash)).size).toBe(1);
  });

  it('a configured password wins and is neither stored nor printed', async () => {
    const configured = await ensurePasswordHash(t.db, 'never_stored_test', 'from-the-environment');
    expect(configured.generatedPassword).toBeNull();
    expect(configured.passwordHash).toMatch(/^\$argon2id\$/);
    const { rowCount } = await t.db.query("SELECT 1 FROM app_settings WHERE key = 'never_stored_test'");
    expect(rowCount).toBe(0);
  });
});
