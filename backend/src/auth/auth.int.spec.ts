import { randomUUID } from 'node:crypto';
import request, { type Response } from 'supertest';
import { createApp, type App } from '../app/app.factory';
import type { Db } from '../db/db';
import { createPgDb } from '../db/pg-db';
import { startTestApp, TEST_ADMIN, TEST_DATABASE_URL, TEST_SURVEYS_PASSWORD, type TestApp } from '../testing/test-app';
import { SESSION_COOKIE_NAME } from './session.setup';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Rate limits count per client IP; each test speaks from its own addresses (loopback proxies are trusted).
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function sessionCookie(res: Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
}
const cookieValue = (setCookie: string) => setCookie.split(';')[0];

describe('POST /api/auth/login', () => {
  it('logs the admin in with a hardened session cookie and answers the user', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(res.body).toEqual({ user: { username: TEST_ADMIN.username, role: 'owner' } });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // plain HTTP here
    const expires = new Date(/Expires=([^;]+)/.exec(cookie as string)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(7.5 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(8 * 3600_000 + 5000);
    await agent.get('/api/auth/me').expect(200, { user: { username: TEST_ADMIN.username, role: 'owner' } });
  });

  it('marks the cookie Secure when the request came over TLS through the (loopback) proxy', async () => {
    const res = await t.agent().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
    expect(sessionCookie(res)).toMatch(/;\s*Secure/i);
  });

  it('answers 401 Invalid credentials to a wrong password or username, setting no session', async () => {
    for (const body of [
      { username: TEST_ADMIN.username, password: 'wrong-password' },
      { username: 'someone', password: TEST_ADMIN.password },
      { username: 'Admin', password: TEST_ADMIN.password },
    ]) {
      const res = await t.agent().post('/api/auth/login').set('X-Forwarded-For', nextIp()).send(body).expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: 'Invalid credentials' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('requires both fields and refuses unknown ones with a 400', async () => {
    const cases: [object, RegExp][] = [
      [{ username: 'admin' }, /Password is required/],
      [{ password: 'x' }, /Username is required/],
      [{ username: '', password: '' }, /Username is required/],
      [{ username: 'admin', password: 42 }, /Password is required/],
      [{ ...TEST_ADMIN, role: 'root' }, /Unknown field role/],
    ];
    for (const [body, message] of cases) {
      const res = await t.agent().post('/api/auth/login').set('X-Forwarded-For', nextIp()).send(body).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('regenerates the session id at login, so a session planted before it is worth nothing', async () => {
    const agent = t.agent();
    const unlocked = await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    const before = cookieValue(sessionCookie(unlocked)!);
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const after = cookieValue(sessionCookie(login)!);
    expect(after).not.toBe(before);
    // The pre-login id is gone from the store: neither logged in nor unlocked.
    await t.agent().get('/api/auth/me').set('Cookie', before).expect(401);
    await t.agent().get('/api/surveys').set('Cookie', before).expect(401);
    await t.agent().get('/api/auth/me').set('Cookie', after).expect(200);
  });

  it('counts failures per (address, user name): the 11th from that address is 429, even with the right password', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      await t
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ username: TEST_ADMIN.username, password: `nope${i}` })
        .expect(401);
    }
    const refused = await t.agent().post('/api/auth/login').set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many login attempts; try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another client is not affected.
    await t.agent().post('/api/auth/login').set('X-Forwarded-For', nextIp()).send(TEST_ADMIN).expect(200);
  });

  it('limits one address spraying many user names', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i++) {
      await t
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ username: `user${i}`, password: 'nope' })
        .expect(401);
    }
    await t
      .agent()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username: 'user50', password: 'x' })
      .expect(429);
  });

  it('cannot be used to lock the admin out: 200 wrong passwords from 50 addresses, then the right one from a new address', async () => {
    // Concurrent requests need a listening server (supertest would otherwise listen once per request).
    const server = t.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const flooders = Array.from({ length: 50 }, () => nextIp());
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        flooders.map((ip, i) =>
          t
            .agent()
            .post('/api/auth/login')
            .set('X-Forwarded-For', ip)
            .send({ username: TEST_ADMIN.username, password: `wrong-${round}-${i}` }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses).toHaveLength(200);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const login = await t.agent().post('/api/auth/login').set('X-Forwarded-For', nextIp()).send(TEST_ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ user: { username: TEST_ADMIN.username, role: 'owner' } });
  }, 120_000); // 201 Argon2 verifications on a two-core machine.

  it('does not count successful logins: the admin can log in again and again', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      await t.agent().post('/api/auth/login').set('X-Forwarded-For', ip).send(TEST_ADMIN).expect(200);
    }
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 JSON without a session', async () => {
    const res = await t.agent().get('/api/auth/me').expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Not logged in' });
  });

  it('logout destroys the session in the store and clears the cookie', async () => {
    const agent = t.agent();
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const sid = cookieValue(sessionCookie(login)!);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    const res = await agent.post('/api/auth/logout').expect(200);
    expect(res.body).toEqual({ success: true });
    expect(sessionCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`, 'i'));
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after.rows[0].n).toBe(before.rows[0].n - 1);
    await agent.get('/api/auth/me').expect(401);
    // Replaying the old cookie does not bring the session back.
    await t.agent().get('/api/auth/me').set('Cookie', sid).expect(401);
    await t.agent().post('/api/surveys').set('Cookie', sid).send({ title: 'x' }).expect(401);
  });

  it('logout without a session is harmless', async () => {
    await t.agent().post('/api/auth/logout').expect(200, { success: true });
  });
});

describe('the survey-list gate', () => {
  let activeId: string;
  let inactiveId: string;
  beforeAll(async () => {
    const admin = await t.adminAgent();
    activeId = (
      await admin
        .post('/api/surveys')
        .send({ title: 'Open survey', description: 'Tell us', slug: 'gate-open' })
        .expect(201)
    ).body.id;
    inactiveId = (await admin.post('/api/surveys').send({ title: 'Hidden survey', isActive: false }).expect(201)).body
      .id;
  });

  it('keeps the list closed to anyone who has not unlocked it', async () => {
    const res = await t.agent().get('/api/surveys').expect(401);
    expect(res.body.statusCode).toBe(401);
    expect(typeof res.body.message).toBe('string');
  });

  it('refuses a wrong password with the screen’s message and leaves the list closed', async () => {
    const agent = t.agent();
    const res = await agent
      .post('/api/surveys/unlock')
      .set('X-Forwarded-For', nextIp())
      .send({ password: 'guess' })
      .expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Incorrect password. Please try again.' });
    await agent.get('/api/surveys').expect(401);
    await agent.post('/api/surveys/unlock').send({}).expect(400);
  });

  it('opens the list to this browser session only, with active surveys and public fields only', async () => {
    const agent = t.agent();
    await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200, { unlocked: true });
    const list = await agent.get('/api/surveys').expect(200);
    const ids = list.body.map((s: { id: string }) => s.id);
    expect(ids).toContain(activeId);
    expect(ids).not.toContain(inactiveId);
    const open = list.body.find((s: { id: string }) => s.id === activeId);
    expect(Object.keys(open).sort()).toEqual(['createdAt', 'description', 'id', 'isActive', 'title']);
    expect(open).toMatchObject({ title: 'Open survey', description: 'Tell us', isActive: true });
    // Another browser is still locked out, and the gate grants nothing an admin has.
    await t.agent().get('/api/surveys').expect(401);
    await agent.post('/api/surveys').send({ title: 'Sneaky' }).expect(401);
    await agent.get('/api/auth/me').expect(401);
  });

  it('shows an admin every survey, inactive ones included, with all fields', async () => {
    const admin = await t.adminAgent();
    const list = await admin.get('/api/surveys').expect(200);
    const byId = new Map(list.body.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(inactiveId)).toMatchObject({ title: 'Hidden survey', isActive: false });
    expect(byId.get(activeId)).toMatchObject({ slug: 'gate-open' });
  });

  it('limits wrong passwords per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      await t
        .agent()
        .post('/api/surveys/unlock')
        .set('X-Forwarded-For', ip)
        .send({ password: `guess${i}` })
        .expect(401);
    }
    const refused = await t
      .agent()
      .post('/api/surveys/unlock')
      .set('X-Forwarded-For', ip)
      .send({ password: TEST_SURVEYS_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many attempts; try again later' });
    await t
      .agent()
      .post('/api/surveys/unlock')
      .set('X-Forwarded-For', nextIp())
      .send({ password: TEST_SURVEYS_PASSWORD })
      .expect(200);
  });
});

describe('admin-only routes', () => {
  const id = randomUUID();
  const adminRoutes: [string, string][] = [
    ['POST', '/api/surveys'],
    ['GET', '/api/surveys'],
    ['DELETE', '/api/surveys/:idOrSlug'],
    ['POST', '/api/surveys/:idOrSlug/questions'],
    ['GET', '/api/surveys/:idOrSlug/responses'],
    ['GET', '/api/responses/:id/answers'],
    ['POST', '/api/upload/logo'],
    ['GET', '/api/contact-messages'],
  ];

  const send = (agent: ReturnType<TestApp['agent']>, method: string, pattern: string) => {
    const path = pattern.replace(/:[A-Za-z]+/g, id);
    const call = agent[method.toLowerCase() as 'get' | 'post' | 'delete' | 'patch' | 'put'](path);
    return method === 'GET' || method === 'DELETE' ? call : call.send({});
  };

  it.each(adminRoutes)('%s %s answers 401 JSON to an anonymous request', async (method, pattern) => {
    const res = await send(t.agent(), method, pattern).expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, status: 401 });
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it.each(adminRoutes.filter(([m, p]) => !(m === 'GET' && p === '/api/surveys')))(
    '%s %s answers 401 to a session that only unlocked the survey list',
    async (method, pattern) => {
      const agent = t.agent();
      await agent.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
      await send(agent, method, pattern).expect(401);
    },
  );

  // Walks the router's own table, so a new route is refused by default until it is listed as public.
  const PUBLIC_ROUTES = new Set([
    'POST /api/auth/login',
    'GET /api/auth/me',
    'POST /api/auth/logout',
    'POST /api/surveys/unlock',
    'GET /api/surveys/:idOrSlug',
    'GET /api/surveys/:idOrSlug/questions',
    'GET /api/surveys/:idOrSlug/document',
    'POST /api/surveys/:idOrSlug/responses',
    'GET /api/responses/:id',
    'PATCH /api/responses/:id',
    'POST /api/answers',
    'POST /api/contact',
    // A read-only client link's page: the token is the key (client-links/).
    'GET /api/client/:token',
    // A person's own link (personal-links/): the token is the key, and names one response.
    'GET /api/personal-links/:token',
    'POST /api/personal-links/:token/response',
    'POST /api/users/password',
    'GET /api/mail/unsubscribe',
    'POST /api/mail/unsubscribe',
    // A person's unsubscribe from invitations and reminders (staff-mail/): the token proves the link was mailed.
    'GET /api/staff-mail/unsubscribe',
    'POST /api/staff-mail/unsubscribe',
    'GET /uploads/:name',
    'POST /api/ai-chat-followup',
    // Whether a model is configured (offline or model): the survey page's mode picker says what is true.
    'GET /api/ai/status',
    'GET /healthz',
    'GET /readyz',
  ]);
  // The API reference is public: the OpenAPI document and swagger-ui's page and scripts.
  const isApiReference = (route: string) => route === 'GET /api/openapi.json' || route.startsWith('GET /api/docs');

  it('every route not listed as public answers 401 to anonymous and gate-only requests', async () => {
    const routes = t.apiRoutes();
    expect(routes).toEqual(expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs']));
    const guarded = routes.filter((route) => !PUBLIC_ROUTES.has(route) && !isApiReference(route));
    expect(guarded).toEqual(expect.arrayContaining(adminRoutes.map(([m, p]) => `${m} ${p}`)));
    const gate = t.agent();
    await gate.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    for (const route of guarded) {
      const [method, pattern] = route.split(' ');
      const anonymous = await send(t.agent(), method, pattern);
      expect(`${route} -> ${anonymous.status}`).toBe(`${route} -> 401`);
      if (route === 'GET /api/surveys') continue;
      const gated = await send(gate, method, pattern);
      expect(`${route} (gate) -> ${gated.status}`).toBe(`${route} (gate) -> 401`);
    }
  });
});

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin with 403 JSON', async () => {
    const res = await t
      .agent()
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send(TEST_ADMIN)
      .expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, message: 'Cross-origin request refused' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses by Referer when there is no Origin', async () => {
    await t.agent().post('/api/contact').set('Referer', 'https://evil.example/form').send({}).expect(403);
  });

  it('keeps a logged-in session safe from a cross-origin logout or delete', async () => {
    const admin = await t.adminAgent();
    const survey = await admin.post('/api/surveys').send({ title: 'Keep me' }).expect(201);
    await admin.delete(`/api/surveys/${survey.body.id}`).set('Origin', 'http://attacker.test').expect(403);
    await admin.post('/api/auth/logout').set('Origin', 'http://attacker.test').expect(403);
    await admin.get('/api/auth/me').expect(200);
    await admin.get(`/api/surveys/${survey.body.id}`).expect(200);
  });

  it('refuses a page of the same host under another scheme', async () => {
    // The test server speaks plain http: an https page of its host is another origin.
    await t
      .agent()
      .post('/api/auth/login')
      .set('Host', 'seedline.test')
      .set('Origin', 'https://seedline.test')
      .send(TEST_ADMIN)
      .expect(403);
    // Behind a proxy that terminates TLS (trusted: TRUST_PROXY), an http page is the other origin.
    await t
      .agent()
      .post('/api/auth/login')
      .set('Host', 'seedline.test')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'http://seedline.test')
      .send(TEST_ADMIN)
      .expect(403);
  });

  it('lets same-origin requests and requests naming no origin through', async () => {
    // Behind a TLS-terminating proxy on loopback (TRUST_PROXY's default), as production runs.
    await t
      .agent()
      .post('/api/auth/login')
      .set('Host', 'seedline.test')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://seedline.test')
      .send(TEST_ADMIN)
      .expect(200);
    await t
      .agent()
      .post('/api/auth/login')
      .set('Host', 'seedline.test')
      .set('X-Forwarded-Proto', 'https')
      .set('Referer', 'https://seedline.test/admin/login')
      .send(TEST_ADMIN)
      .expect(200);
    await t
      .agent()
      .post('/api/auth/login')
      .set('Host', 'seedline.test')
      .set('Origin', 'http://seedline.test')
      .send(TEST_ADMIN)
      .expect(200);
    await t.agent().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    // Reads are never refused, whatever their origin.
    await t.agent().get('/api/auth/me').set('Origin', 'https://evil.example').expect(401);
  });
});

describe('sessions live in the database', () => {
  it('a second app instance on the same database (a restart, or another replica) knows the session', async () => {
    const agent = t.agent();
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = cookieValue(sessionCookie(login)!);
    const unlocked = t.agent();
    const gate = await unlocked.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    const gateCookie = cookieValue(sessionCookie(gate)!);
    let second: App | undefined;
    try {
      second = await createApp({ config: t.config, logger: false });
      const server = second.app.getHttpServer();
      await request(server)
        .get('/api/auth/me')
        .set('Cookie', cookie)
        .expect(200, { user: { username: TEST_ADMIN.username, role: 'owner' } });
      await request(server).get('/api/surveys').set('Cookie', gateCookie).expect(200);
      await request(server).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    } finally {
      await second?.close();
    }
    // Logged out on one instance means logged out on all.
    await agent.get('/api/auth/me').expect(401);
  });
});

describe('session lifetime and failures', () => {
  it('rolls: every answer to a logged-in browser moves the 8-hour expiry on', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const me = await agent.get('/api/auth/me').expect(200);
    const refreshed = sessionCookie(me);
    expect(refreshed).toBeDefined();
    const expires = new Date(/Expires=([^;]+)/.exec(refreshed!)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(7.9 * 3600_000);
  });

  it('answers 503 JSON, not a crash or an HTML page, when the session store is unreachable', async () => {
    const agent = t.agent();
    const login = await agent.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = cookieValue(sessionCookie(login)!);
    // A second instance whose database calls can be pointed at a port where nothing listens.
    const unreachable = createPgDb({
      connectionString: 'postgres://postgres@127.0.0.1:1/test',
      connectionTimeoutMs: 500,
    });
    const real = createPgDb({ connectionString: TEST_DATABASE_URL, schema: t.config.databaseSchema, max: 2 });
    let target: Db = real;
    const switchable: Db = {
      connectionString: TEST_DATABASE_URL,
      embedded: false,
      query: (sql, params) => target.query(sql, params),
      textRows: (sql, params) => target.textRows(sql, params),
      transaction: (fn) => target.transaction(fn),
      exec: (sql) => target.exec(sql),
      close: async () => undefined,
    };
    let second: App | undefined;
    try {
      second = await createApp({ config: t.config, db: switchable, logger: false });
      const server = second.app.getHttpServer();
      await request(server).get('/api/auth/me').set('Cookie', cookie).expect(200);
      target = unreachable;
      const res = await request(server).get('/api/auth/me').set('Cookie', cookie).expect(503);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/database is unavailable/i) });
      target = real;
      await request(server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    } finally {
      await second?.close();
      await Promise.all([unreachable.close(), real.close()]);
    }
  });
});
