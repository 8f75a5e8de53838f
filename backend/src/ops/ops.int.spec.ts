import { REDIS_URL, captureJsonLines, freePort } from '@seedline/worker/testing';
import request from 'supertest';
import { createApp, type App } from '../app/app.factory';
import { startTestApp, TEST_SURVEYS_PASSWORD, type TestApp } from '../testing/test-app';
import { createLogger } from './logger';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('healthz: the process is up', async () => {
    const res = await t.agent().get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readyz: 200 when the database answers (no Redis configured: not checked)', async () => {
    const res = await t.agent().get('/readyz').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('readyz checks Redis when REDIS_URL is set: ok on the real one, 503 naming it when unreachable', async () => {
    const port = await freePort();
    const apps: App[] = [];
    try {
      const up = await createApp({ config: { ...t.config, redisUrl: REDIS_URL }, db: t.db, logger: false });
      apps.push(up);
      await request(up.app.getHttpServer())
        .get('/readyz')
        .expect(200, { status: 'ok', checks: { database: 'ok', redis: 'ok' } });

      const down = await createApp({
        config: { ...t.config, redisUrl: `redis://127.0.0.1:${port}` },
        db: t.db,
        logger: false,
      });
      apps.push(down);
      const started = Date.now();
      const res = await request(down.app.getHttpServer()).get('/readyz').expect(503);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(res.body).toEqual({
        statusCode: 503,
        message: 'Not ready: redis is unreachable',
        status: 'unavailable',
        checks: { database: 'ok', redis: 'down' },
      });
      // The liveness probe does not depend on it.
      await request(down.app.getHttpServer()).get('/healthz').expect(200);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

describe('X-Request-Id', () => {
  it('is generated when missing and answered on every response, errors included', async () => {
    const ok = await t.agent().get('/healthz').expect(200);
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await t.agent().get('/api/surveys/nope').expect(404);
    expect(missing.headers['x-request-id']).toMatch(UUID);
    expect(missing.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    const malformed = await t
      .agent()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{"oops"')
      .expect(400);
    expect(malformed.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps the caller's (or proxy's) id, and replaces one that could forge a log line", async () => {
    const kept = await t.agent().get('/healthz').set('X-Request-Id', 'lb-1234.abc').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.agent().get('/healthz').set('X-Request-Id', 'a"b{}').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});

describe('structured request logs', () => {
  it('writes one JSON line per request with its id, route template, status and duration', async () => {
    const { destination, lines } = captureJsonLines();
    const logged = await createApp({ config: t.config, db: t.db, logger: false, log: createLogger({ destination }) });
    try {
      const server = logged.app.getHttpServer();
      await request(server)
        .get('/api/surveys/4a7a2cf8-0000-4000-8000-000000000000')
        .set('X-Request-Id', 'trace-me-1')
        .expect(404);
      await request(server).post('/api/auth/login').send({ username: 'admin', password: 'wrong-password' }).expect(401);
      await new Promise((resolve) => setImmediate(resolve));
      const line = lines.find((l) => l.requestId === 'trace-me-1');
      expect(line).toMatchObject({
        level: 30,
        name: 'seedline-api',
        msg: 'request',
        method: 'GET',
        route: '/api/surveys/:idOrSlug',
        path: '/api/surveys/:idOrSlug',
        status: 404,
      });
      expect(typeof line!.durationMs).toBe('number');
      // Nothing secret lands in the log.
      expect(JSON.stringify(lines)).not.toMatch(/wrong-password/);
    } finally {
      await logged.close();
    }
  });
});

describe('GET /metrics', () => {
  it('refuses anonymous, survey-gate and wrong-token callers with 401 JSON', async () => {
    const anonymous = await t.agent().get('/metrics').expect(401);
    expect(anonymous.body).toMatchObject({ statusCode: 401, message: 'Authentication required' });
    const gate = t.agent();
    await gate.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    await gate.get('/metrics').expect(401);
    await t.agent().get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
    await t.agent().get('/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    await t.agent().get('/metrics').set('Authorization', `Basic ${METRICS_TOKEN}`).expect(401);
  });

  it('serves Prometheus text to the admin and to the token holder', async () => {
    const admin = await t.adminAgent();
    const byAdmin = await admin.get('/metrics').expect(200);
    expect(byAdmin.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const byToken = await t.agent().get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(byToken.text).toMatch(/^# HELP seedline_http_requests_total/m);
    expect(byToken.text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('counts requests and latency by route template and status, never by raw path', async () => {
    const admin = await t.adminAgent();
    const survey = await admin.post('/api/surveys').send({ title: 'Metrics survey' }).expect(201);
    await t.agent().get(`/api/surveys/${survey.body.id}`).expect(200);
    await t.agent().get(`/api/surveys/${survey.body.id}`).expect(200);
    await t.agent().get('/api/surveys/no-such-survey').expect(404);
    await t.agent().get('/api/definitely/not/here').expect(404);
    const text = (await admin.get('/metrics').expect(200)).text;
    expect(text).toMatch(
      /^seedline_http_requests_total\{method="GET",route="\/api\/surveys\/:idOrSlug",status="200"\} [2-9]\d*$/m,
    );
    expect(text).toMatch(
      /^seedline_http_requests_total\{method="GET",route="\/api\/surveys\/:idOrSlug",status="404"\} [1-9]/m,
    );
    expect(text).toMatch(/^seedline_http_requests_total\{method="POST",route="\/api\/surveys",status="201"\} [1-9]/m);
    expect(text).toMatch(/^seedline_http_requests_total\{method="GET",route="unrouted",status="404"\} [1-9]/m);
    expect(text).toMatch(
      /^seedline_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/surveys\/:idOrSlug",status="200"\} \d+/m,
    );
    expect(text).not.toContain(survey.body.id);
    expect(text).not.toContain('no-such-survey');
    expect(text).not.toContain('/api/definitely');
  });

  it('counts the events in the log by type', async () => {
    const admin = await t.adminAgent();
    const survey = await admin.post('/api/surveys').send({ title: 'Counted' }).expect(201);
    await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: 'Why?' }).expect(201);
    const { rows } = await t.db.query<{ type: string; n: number }>(
      'SELECT type, count(*)::int AS n FROM events GROUP BY type',
    );
    const text = (await admin.get('/metrics').expect(200)).text;
    for (const row of rows) expect(text).toContain(`seedline_events_total{type="${row.type}"} ${row.n}\n`);
    expect(rows.map((r) => r.type)).toEqual(expect.arrayContaining(['SurveyCreated', 'QuestionAdded']));
  });

  it('declares the AI job and queue metrics', async () => {
    const text = (await (await t.adminAgent()).get('/metrics').expect(200)).text;
    expect(text).toMatch(/^# TYPE seedline_ai_job_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE seedline_ai_queue_jobs gauge$/m);
  });
});
