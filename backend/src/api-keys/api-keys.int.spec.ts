import { captureJsonLines } from '@seedline/worker/testing';
import request from 'supertest';
import { createApp, type App } from '../app/app.factory';
import { createLogger } from '../ops/logger';
import { startTestApp, type TestApp } from '../testing/test-app';
import { API_KEY_PREFIX } from '../http/api-key-header';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { INVALID_KEY_MESSAGE, KEY_IN_URL_MESSAGE } from './api-key-authentication.middleware';

// The API with keys, on the real Postgres. Every line either app logs is kept, and the last test
// checks that no key made here reached any of them.

const { destination, lines } = captureJsonLines();
let t: TestApp;
const secrets: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ log: createLogger({ destination, level: 'trace' }) });
});
afterAll(() => t.close());

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

async function makeKey(scopes: string[], label = `Script ${secrets.length + 1}`) {
  const admin = await t.adminAgent();
  const res = await admin.post('/api/api-keys').send({ label, scopes }).expect(201);
  secrets.push(res.body.secret as string);
  return res.body as { apiKey: { id: string; shownPart: string }; secret: string };
}

async function makeSurvey() {
  const admin = await t.adminAgent();
  const survey = (
    await admin
      .post('/api/surveys')
      .send({ title: `Keys ${Date.now()}`, isActive: false })
      .expect(201)
  ).body as { id: string };
  return { admin, survey };
}

describe('API keys', () => {
  it('are made by the admin, shown once, listed by their start with no secret or hash', async () => {
    const { apiKey, secret } = await makeKey(['surveys:read'], 'Nightly export');
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(apiKey.shownPart).toBe(secret.slice(0, 15));
    const list = await (await t.adminAgent()).get('/api/api-keys').expect(200);
    const listed = (list.body as Array<Record<string, unknown>>).find((k) => k.id === apiKey.id);
    expect(listed).toMatchObject({ label: 'Nightly export', scopes: ['surveys:read'], lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(15));
    expect(Object.keys(listed!).sort()).toEqual(['createdAt', 'id', 'label', 'lastUsedAt', 'scopes', 'shownPart']);
    const { rows } = await t.db.query<{ hash: string }>('SELECT hash FROM api_keys WHERE id = $1', [apiKey.id]);
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('open what their scopes name and are refused (403, naming the scope) elsewhere', async () => {
    const { survey } = await makeSurvey();
    const reader = (await makeKey(['surveys:read'])).secret;
    const server = t.app.getHttpServer();

    // surveys:read: the admin's view of every survey, inactive ones too
    const listed = await request(server).get('/api/surveys').set(bearer(reader)).expect(200);
    expect((listed.body as Array<{ id: string }>).some((s) => s.id === survey.id)).toBe(true);
    await request(server).get(`/api/surveys/${survey.id}`).set(bearer(reader)).expect(200);
    await request(server).get(`/api/surveys/${survey.id}/questions`).set(bearer(reader)).expect(200);

    const noResponses = await request(server).get(`/api/surveys/${survey.id}/responses`).set(bearer(reader));
    expect(noResponses.status).toBe(403);
    expect(noResponses.headers['content-type']).toContain('application/problem+json');
    expect(noResponses.body.detail).toBe('This API key lacks the scope responses:read');
    const noWrite = await request(server).post('/api/surveys').set(bearer(reader)).send({ title: 'No' });
    expect(noWrite.status).toBe(403);
    expect(noWrite.body.detail).toBe('This API key lacks the scope surveys:write');

    const responsesReader = (await makeKey(['responses:read'])).secret;
    await request(server).get(`/api/surveys/${survey.id}/responses`).set(bearer(responsesReader)).expect(200);
    await request(server).get(`/api/surveys/${survey.id}/summary`).set(bearer(responsesReader)).expect(200);
    const csv = await request(server).get(`/api/surveys/${survey.id}/responses.csv`).set(bearer(responsesReader));
    expect(csv.status).toBe(200);
    const noSurveys = await request(server).get('/api/surveys').set(bearer(responsesReader));
    expect(noSurveys.status).toBe(403);
    expect(noSurveys.body.detail).toBe('This API key lacks the scope surveys:read');
  });

  it('with surveys:write create and edit surveys, with no session and no same-origin check', async () => {
    const writer = (await makeKey(['surveys:write'])).secret;
    const server = t.app.getHttpServer();
    const created = await request(server)
      .post('/api/surveys')
      .set(bearer(writer))
      .set('Origin', 'https://scripts.example.org')
      .send({ title: 'Made by a script' })
      .expect(201);
    expect(created.headers['set-cookie']).toBeUndefined();
    await request(server)
      .patch(`/api/surveys/${created.body.id}`)
      .set(bearer(writer))
      .send({ title: 'Edited by a script' })
      .expect(200);
    await request(server)
      .post(`/api/surveys/${created.body.id}/questions`)
      .set(bearer(writer))
      .send({ questionText: 'Why?', questionType: 'textarea', order: 1, isRequired: true })
      .expect(201);
  });

  it('never reach what no scope grants: erasure, deleting surveys, managing keys', async () => {
    const { survey } = await makeSurvey();
    const all = (await makeKey(['responses:read', 'surveys:read', 'surveys:write'])).secret;
    const server = t.app.getHttpServer();
    const adminOnly = [
      request(server).delete('/api/responses/00000000-0000-4000-8000-000000000000'),
      request(server).post(`/api/surveys/${survey.id}/responses/erase`).send({}),
      request(server).delete(`/api/surveys/${survey.id}`),
      request(server).get('/api/api-keys'),
      request(server)
        .post('/api/api-keys')
        .send({ label: 'Escalate', scopes: ['surveys:read'] }),
    ];
    for (const call of adminOnly) {
      const res = await call.set(bearer(all));
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(
        'API keys cannot call this endpoint: it needs an admin session (no API key scope grants it)',
      );
    }
  });

  it('never lend a request the cookie session: a key request is judged by its key alone', async () => {
    const admin = await t.adminAgent();
    const reader = (await makeKey(['surveys:read'])).secret;
    // The admin's cookie rides along, from another origin: the key is all that counts (403, not a survey).
    const withCookie = await admin
      .post('/api/surveys')
      .set(bearer(reader))
      .set('Origin', 'https://evil.example')
      .send({ title: 'Ridden' });
    expect(withCookie.status).toBe(403);
    expect(withCookie.body.detail).toBe('This API key lacks the scope surveys:write');
    // A made-up key with the cookie: 401, never the admin.
    const madeUp = await admin.get('/api/api-keys').set(bearer(`${API_KEY_PREFIX}${'x'.repeat(43)}`));
    expect(madeUp.status).toBe(401);
    // Without a key, the cross-origin check still stops the cookie.
    await admin.post('/api/surveys').set('Origin', 'https://evil.example').send({ title: 'Ridden' }).expect(403);
  });

  it('refuse unknown keys (401, WWW-Authenticate) and keys in the query string (400)', async () => {
    const server = t.app.getHttpServer();
    const unknown = await request(server)
      .get('/api/surveys')
      .set(bearer(`${API_KEY_PREFIX}nope`));
    expect(unknown.status).toBe(401);
    expect(unknown.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(unknown.body.detail).toBe(INVALID_KEY_MESSAGE);

    const reader = (await makeKey(['surveys:read'])).secret;
    for (const query of [`?key=${reader}`, `?api_key=${reader}`, `?access_token=${reader}`, `?x=1&s=${reader}`]) {
      const res = await request(server).get(`/api/surveys${query}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body.detail).toBe(KEY_IN_URL_MESSAGE);
    }
  });

  it('note when they were last used, at most once a minute', async () => {
    const { apiKey, secret } = await makeKey(['surveys:read']);
    const server = t.app.getHttpServer();
    const lastUsed = async () => {
      const list = await (await t.adminAgent()).get('/api/api-keys').expect(200);
      return (list.body as Array<{ id: string; lastUsedAt: string | null }>).find((k) => k.id === apiKey.id)!
        .lastUsedAt;
    };
    expect(await lastUsed()).toBeNull();
    await request(server).get('/api/surveys').set(bearer(secret)).expect(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await request(server).get('/api/surveys').set(bearer(secret)).expect(200);
    expect(await lastUsed()).toBe(first);
  });

  it('are a read model the log rebuilds; their last use stays through a rebuild', async () => {
    const kept = await makeKey(['responses:read']);
    const gone = await makeKey(['surveys:read']);
    await request(t.app.getHttpServer()).get('/api/surveys').set(bearer(gone.secret)).expect(200);
    await request(t.app.getHttpServer()).get('/api/api-keys').set(bearer(kept.secret)).expect(403);
    await (await t.adminAgent()).delete(`/api/api-keys/${gone.apiKey.id}`).expect(204);
    const rows = () => t.db.query('SELECT * FROM api_keys ORDER BY id').then((r) => r.rows);
    const before = { keys: await rows(), list: (await (await t.adminAgent()).get('/api/api-keys')).body as unknown };
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await rows()).toEqual(before.keys);
    expect((await (await t.adminAgent()).get('/api/api-keys')).body).toEqual(before.list);
    await request(t.app.getHttpServer()).get('/api/surveys').set(bearer(gone.secret)).expect(401);
  });

  it('revoked on one replica are refused at once by another on the same database', async () => {
    // A second API on the same schema with its own connection pool, as a second replica would be.
    const replica: App = await createApp({ config: t.config, logger: false, log: createLogger({ destination }) });
    try {
      const { apiKey, secret } = await makeKey(['surveys:read']);
      const other = replica.app.getHttpServer();
      await request(other).get('/api/surveys').set(bearer(secret)).expect(200);
      await (await t.adminAgent()).delete(`/api/api-keys/${apiKey.id}`).expect(204);
      const refused = await request(other).get('/api/surveys').set(bearer(secret));
      expect(refused.status).toBe(401);
      expect(refused.body.detail).toBe(INVALID_KEY_MESSAGE);
      await request(t.app.getHttpServer()).get('/api/surveys').set(bearer(secret)).expect(401);
      const list = await (await t.adminAgent()).get('/api/api-keys').expect(200);
      expect((list.body as Array<{ id: string }>).some((k) => k.id === apiKey.id)).toBe(false);
      await (await t.adminAgent()).delete(`/api/api-keys/${apiKey.id}`).expect(409);
    } finally {
      await replica.close();
    }
  });

  it('reach no log line, whether used, misused or revoked, and the logger redacts an Authorization header', async () => {
    const { apiKey, secret } = await makeKey(['surveys:read', 'surveys:write']);
    const server = t.app.getHttpServer();
    const before = lines.length;
    await request(server).get('/api/surveys').set(bearer(secret)).expect(200);
    await request(server).post('/api/surveys').set(bearer(secret)).send({ title: '' }).expect(400);
    await request(server).get(`/api/surveys?api_key=${secret}`).expect(400);
    await request(server).get(`/api/unknown/${secret}`).set(bearer(secret)).expect(404);
    // A key with no digit early on is hidden in a path too (ids are recognised by their digits).
    const digitless = `${API_KEY_PREFIX}${'k'.repeat(43)}`;
    secrets.push(digitless);
    await request(server).get(`/api/unknown/${digitless}`).expect(404);
    await (await t.adminAgent()).delete(`/api/api-keys/${apiKey.id}`).expect(204);
    await request(server).get('/api/surveys').set(bearer(secret)).expect(401);
    expect(lines.slice(before).filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(7);

    const logged = JSON.stringify(lines);
    for (const made of secrets) expect(logged).not.toContain(made.slice(API_KEY_PREFIX.length));

    const { destination: probe, lines: probed } = captureJsonLines();
    const probeLog = createLogger({ destination: probe });
    probeLog.info({ req: { headers: { authorization: `Bearer ${secret}` } } }, 'a request logged whole');
    probeLog.info({ headers: { authorization: `Bearer ${secret}` } }, 'its headers logged');
    probeLog.info({ upstream: { headers: { authorization: `Bearer ${secret}` } } }, 'headers of another call');
    expect(JSON.stringify(probed)).not.toContain(secret.slice(API_KEY_PREFIX.length));
    expect(probed[0]).toMatchObject({ req: { headers: { authorization: '[redacted]' } } });
    expect(probed[1]).toMatchObject({ headers: { authorization: '[redacted]' } });
    expect(probed[2]).toMatchObject({ upstream: { headers: { authorization: '[redacted]' } } });
  });
});
