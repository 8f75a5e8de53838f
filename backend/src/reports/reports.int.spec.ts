import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAiWorker, createOfflineProvider } from '@seedline/worker';
import { REDIS_URL, deleteKeys } from '@seedline/worker/testing';
import { Queue, type Worker } from 'bullmq';
import pino from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../app/app.factory';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { waitFor } from '../testing/faults/child-process';
import { ANALYSED_ANSWERS, seedAnalysedSurvey, untilReportEnded as untilEnded } from '../testing/analysed-survey';
import { EMBEDDED_START_TIMEOUT_MS, TEST_ADMIN, startTestApp, type TestApp } from '../testing/test-app';
import { NO_RESPONSES_MESSAGE } from './report.decider';

/** The analysed survey, plus one response left without answers (the analysis must leave it out). */
async function seedSurvey(app: TestApp, admin: TestAgent, answers = ANALYSED_ANSWERS) {
  const seeded = await seedAnalysedSurvey(app, admin, { answers });
  await app.agent().post(`/api/surveys/${seeded.surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201);
  return seeded;
}

async function expectHappyPath(app: TestApp) {
  const admin = await app.adminAgent();
  const { surveyId, responseIds } = await seedSurvey(app, admin);
  const queued = await admin.post(`/api/surveys/${surveyId}/reports`).expect(202);
  expect(queued.body).toEqual({ id: expect.any(String), status: 'queued' });

  const report = await untilEnded(admin, queued.body.id);
  expect(report).toEqual(
    expect.objectContaining({
      id: queued.body.id,
      surveyId,
      status: 'completed',
      progress: 100,
      provider: 'offline',
      error: null,
      durationMs: expect.any(Number),
      completedAt: expect.any(String),
      coverage: { responses: 6, from: expect.any(String), to: expect.any(String) },
    }),
  );
  expect(report.report.themes.length).toBeGreaterThan(0);
  const invoices = report.report.themes.find((t: { name: string }) => /invoice/i.test(t.name));
  expect(invoices).toBeDefined();
  // Every quote is verbatim from the response it cites, numbered as the responses screen numbers it.
  for (const quote of invoices.quotes) {
    expect(responseIds.indexOf(quote.responseId) + 1).toBe(quote.responseNumber);
    expect(ANALYSED_ANSWERS[quote.responseNumber - 1]!.join(' ')).toContain(quote.text);
  }
  const list = (await admin.get(`/api/surveys/${surveyId}/reports`).expect(200)).body;
  expect(list).toEqual([
    expect.objectContaining({ id: queued.body.id, status: 'completed', progress: 100, coverage: report.coverage }),
  ]);
  expect(list[0].report).toBeUndefined();
  return { admin, surveyId, reportId: queued.body.id as string };
}

describe('reports, in-process jobs on Postgres', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('analyses the responses in the background and records the report; a rebuild reproduces it', async () => {
    await expectHappyPath(app);
    const before = (await app.db.query('SELECT * FROM reports ORDER BY id')).rows;
    await rebuildReadModels(app.db, READ_MODEL_PLAN, { cipher: cipherOf(app) });
    expect((await app.db.query('SELECT * FROM reports ORDER BY id')).rows).toEqual(before);
  }, 60_000);

  it("says who raises each theme: the analysed responses and each theme's, per value of the links", async () => {
    const admin = await app.adminAgent();
    // The four invoice answers came by e-mail, the two approval ones from the newsletter.
    const { surveyId } = await seedAnalysedSurvey(app, admin, {
      hiddenFields: (i) => ({ utm_source: i < 4 ? 'email' : 'newsletter' }),
    });
    const queued = await admin.post(`/api/surveys/${surveyId}/reports`).expect(202);
    const { report } = await untilEnded(admin, queued.body.id);
    expect(report.segments).toEqual({ utm_source: { email: 4, newsletter: 2 } });
    const invoices = report.themes.find((t: { name: string }) => /invoice/i.test(t.name));
    expect(invoices.segments).toEqual({ utm_source: { email: invoices.responseCount } });
    // The list of response ids stays in the job: the report has counts only.
    expect(JSON.stringify(report.segments) + JSON.stringify(invoices.segments)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('answers 409 for a survey without answered responses, 404 for unknown surveys and reports', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedSurvey(app, admin, []);
    const res = await admin.post(`/api/surveys/${surveyId}/reports`).expect(409);
    expect(res.body.message).toBe(NO_RESPONSES_MESSAGE);
    expect((await admin.get(`/api/surveys/${surveyId}/reports`).expect(200)).body).toEqual([]);
    await admin.post('/api/surveys/no-such-survey/reports').expect(404);
    await admin.get('/api/reports/no-such-report').expect(404);
  });

  it('is for the admin only', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedSurvey(app, admin, ANALYSED_ANSWERS.slice(0, 1));
    await app.agent().post(`/api/surveys/${surveyId}/reports`).expect(401);
    await app.agent().get(`/api/surveys/${surveyId}/reports`).expect(401);
  });
});

describe('a report whose analysis fails', () => {
  let model: Server;
  let app: TestApp;
  beforeAll(async () => {
    // An OpenAI-compatible server that refuses the key: the job fails for good at once.
    model = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const baseURL = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    app = await startTestApp({ env: { OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: baseURL } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('ends failed, with the reason as its message, in the list too', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedSurvey(app, admin, ANALYSED_ANSWERS.slice(0, 2));
    const { id } = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body;
    const report = await untilEnded(admin, id);
    expect(report).toEqual(
      expect.objectContaining({ status: 'failed', provider: 'openai', progress: 100, completedAt: expect.any(String) }),
    );
    expect(report.error).toMatch(/401/);
    expect(report.report).toBeUndefined();
    const list = (await admin.get(`/api/surveys/${surveyId}/reports`).expect(200)).body;
    expect(list[0]).toEqual(expect.objectContaining({ id, status: 'failed' }));
  }, 30_000);
});

describe('reports on the embedded default (the embedded Postgres, in-process jobs)', () => {
  it(
    'analyses the responses and records the report',
    async () => {
      const app = await startTestApp({ embedded: true });
      try {
        await expectHappyPath(app);
      } finally {
        await app.close();
      }
    },
    EMBEDDED_START_TIMEOUT_MS,
  );
});

describe('reports on the BullMQ queue (real Redis, a real worker)', () => {
  let app: TestApp;
  let worker: Worker;
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL } });
    worker = createAiWorker({
      connection: REDIS_URL,
      prefix: app.config.queuePrefix,
      provider: createOfflineProvider(),
      logger: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });

  it('runs the job on the worker and records its outcome when the report is read', async () => {
    await expectHappyPath(app);
  }, 60_000);

  it('records a job that finished while the API was stopped at its next start, before anything is read', async () => {
    // The API that asks for the report, on a queue of its own, stopped before any worker runs the job.
    const config = { ...app.config, queuePrefix: `${app.config.queuePrefix}-restart` };
    const first = await createApp({ config, db: app.db, logger: false });
    const admin = request.agent(first.app.getHttpServer());
    await admin.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const { surveyId } = await seedSurvey(app, admin, ANALYSED_ANSWERS.slice(0, 3));
    const { id } = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body;
    await first.close();

    // A worker runs it while no API is up.
    const restartWorker = createAiWorker({
      connection: REDIS_URL,
      prefix: config.queuePrefix,
      provider: createOfflineProvider(),
      logger: pino({ level: 'silent' }),
    });
    const q = new Queue('ai', { connection: { url: REDIS_URL }, prefix: config.queuePrefix });
    try {
      await waitFor('the job to complete', async () => (await q.getJobState(id)) === 'completed', 30_000, 50);
      await restartWorker.close();
      expect(await reportStatus(id)).toBe('queued');

      // The next start records the outcome by itself: no read of the report is needed.
      const second = await createApp({ config, db: app.db, logger: false });
      try {
        expect(await reportStatus(id)).toBe('completed');
      } finally {
        await second.close();
      }
    } finally {
      await restartWorker.close();
      await q.close();
      await deleteKeys(config.queuePrefix);
    }
  }, 60_000);

  it('reads without writing: GET /api/reports/{id} and the list append no event', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedSurvey(app, admin, ANALYSED_ANSWERS.slice(0, 3));
    const { id } = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body;
    // Recorded as the runner reports it, with no read in between.
    await waitFor('the report to be recorded', async () => (await reportStatus(id)) === 'completed', 30_000, 50);
    const before = await eventCount();
    for (let i = 0; i < 3; i++) {
      await admin.get(`/api/reports/${id}`).expect(200);
      await admin.get(`/api/surveys/${surveyId}/reports`).expect(200);
    }
    expect(await eventCount()).toBe(before);
  }, 60_000);

  const reportStatus = async (id: string): Promise<string | undefined> =>
    (await app.db.query<{ status: string }>('SELECT status FROM reports WHERE id = $1', [id])).rows[0]?.status;
  const eventCount = async (): Promise<number> =>
    Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
});
