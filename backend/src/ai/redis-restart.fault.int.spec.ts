import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, startThrowawayRedis, type ThrowawayRedis } from '@seedline/worker/testing';
import { exitOf, sleep, stopChild, waitFor } from '../testing/faults/child-process';
import { chatFollowUpBody } from '../testing/ai-requests';
import { startTestApp, type TestApp } from '../testing/test-app';
import { AI_UNAVAILABLE_MESSAGE } from './ai-errors';

// Redis (a throwaway redis-server) is stopped and started again under a running API (in this
// process) and a running worker (its own process). Neither is restarted.

const BOUND_MS = 10_000; // a call that waited for Redis would end at the 30 s job deadline
const COMPANY =
  'Greenfield Dental is a dental clinic with 14 staff. We book appointments over WhatsApp and keep records in Excel.';
const WORKER_MAIN = path.resolve(__dirname, '../../../worker/src/main.ts');
const RUN_TS = path.resolve(__dirname, '../../../worker/src/testing/run-ts.js');

let redis: ThrowawayRedis;
let app: TestApp;
let worker: ChildProcess;
let workerPort: number;

let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const workerProbe = (what: string) => fetch(`http://127.0.0.1:${workerPort}${what}`).then((r) => r.status);

beforeAll(async () => {
  redis = await startThrowawayRedis();
  // The reconnect loop below asks one response for follow-ups many times: its per-response cap is raised.
  app = await startTestApp({
    env: { REDIS_URL: redis.url, AI_JOB_TIMEOUT_MS: '8000', LIMIT_FOLLOWUPS_PER_RESPONSE: '100000' },
  });
  workerPort = await freePort();
  worker = spawn(process.execPath, [RUN_TS, WORKER_MAIN], {
    env: {
      ...process.env,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: app.config.queuePrefix,
      WORKER_HEALTH_PORT: String(workerPort),
      OPENAI_API_KEY: '',
    },
    stdio: ['ignore', process.env.SHOW_WORKER ? 'inherit' : 'ignore', 'inherit'],
  });
  await waitFor('the worker to be ready', async () => (await workerProbe('/readyz')) === 200, 30_000);
}, 60_000);

afterAll(async () => {
  if (worker) await stopChild(worker, 'SIGKILL');
  await app?.close();
  await redis?.stop();
});

it('Redis stopped and started again: AI calls 503 while it is down, surveys go on, the queue works again by itself', async () => {
  const admin = await app.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Redis outage' }).expect(201)).body;
  const question = (
    await admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ questionText: 'Which tasks take up most of your week?' })
      .expect(201)
  ).body;
  // A second question, so the first is not the last one (the server decides which is).
  await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Which tools do you use?' }).expect(201);
  const visitor = app.agent();
  const response = (
    await visitor.post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'ai_chat' }).expect(201)
  ).body;
  const onResponse = (over: Record<string, unknown> = {}) =>
    chatFollowUpBody({ responseId: response.id, questionId: question.id, ...over });
  await visitor.post('/api/ai-chat-followup').set('X-Forwarded-For', nextIp()).send(onResponse()).expect(200);
  const workerPid = worker.pid;

  await redis.stop();

  // The AI calls answer 503 quickly, with the API's message.
  for (const call of [
    () =>
      visitor
        .post('/api/ai-chat-followup')
        .set('X-Forwarded-For', nextIp())
        .send(chatFollowUpBody({ responseId: response.id, questionId: question.id })),
    () => admin.post('/api/ai-generate-questions').send({ prompt: 'Ask 3 questions', companyData: COMPANY }),
  ]) {
    const started = Date.now();
    const res = await call();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ statusCode: 503, message: AI_UNAVAILABLE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
  }
  // Survey taking and admin reading go on.
  await visitor.get(`/api/surveys/${survey.id}/questions`).expect(200);
  await visitor
    .post('/api/answers')
    .send({ responseId: response.id, questionId: question.id, answerText: 'Scheduling, by hand' })
    .expect(201);
  await visitor.get(`/api/responses/${response.id}`).expect(200);
  await admin.get(`/api/surveys/${survey.id}/responses`).expect(200);
  await admin.get(`/api/responses/${response.id}/answers`).expect(200);
  await app.agent().post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).expect(201);
  // The probes say what is down; liveness is unaffected.
  const ready = await app.agent().get('/readyz').expect(503);
  expect(ready.body.checks).toEqual({ database: 'ok', redis: 'down' });
  await app.agent().get('/healthz').expect(200);
  expect(await workerProbe('/readyz')).toBe(503);
  expect(await workerProbe('/healthz')).toBe(200);

  await sleep(1_000);
  await redis.start();

  // Without restarting anything, the API and the worker reconnect and the queue carries jobs again.
  const back = Date.now();
  await waitFor(
    'an AI call to succeed again',
    async () =>
      (await visitor.post('/api/ai-chat-followup').set('X-Forwarded-For', nextIp()).send(onResponse())).status === 200,
    20_000,
    250,
  );
  const generated = await admin
    .post('/api/ai-generate-questions')
    .send({ prompt: 'Ask 4 questions', companyData: COMPANY })
    .expect(200);
  expect(generated.body.questions).toHaveLength(4);
  const followUp = await visitor
    .post('/api/ai-chat-followup')
    .set('X-Forwarded-For', nextIp())
    .send(chatFollowUpBody({ responseId: response.id, questionId: question.id, userMessage: 'Not sure' }))
    .expect(200);
  expect(followUp.body).toMatchObject({ isComplete: false });
  await app.agent().get('/readyz').expect(200);
  await waitFor('the worker to be ready again', async () => (await workerProbe('/readyz')) === 200, 10_000);
  expect(worker.pid).toBe(workerPid);
  expect(worker.exitCode).toBeNull();
  process.stdout.write(`redis restart: the queue worked again ${Date.now() - back} ms after Redis came back\n`);

  // The worker still stops cleanly.
  const exited = exitOf(worker);
  worker.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 90_000);
