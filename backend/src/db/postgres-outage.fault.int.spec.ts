import type TestAgent from 'supertest/lib/agent';
import { sleep, waitFor } from '../testing/faults/child-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../testing/faults/throwaway-postgres';
import { startTestApp, type TestApp } from '../testing/test-app';

// The API in this process on a Postgres cluster of the test's own, which the test stops for a
// few seconds while respondents keep writing, then starts again. The app is never restarted.

const REQUEST_BOUND_MS = 5_000; // far under any client or proxy timeout: nothing hangs
const OUTAGE_MS = 3_000;

let pg: ThrowawayPostgres;
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  t = await startTestApp({ env: { DATABASE_URL: pg.url } });
  admin = await t.adminAgent();
}, 60_000);
afterAll(async () => {
  await t?.close().catch(() => undefined);
  await pg?.destroy();
});

type Attempt = { what: string; status: number; ms: number; at: number };

it('Postgres down for a few seconds: quick 503s, the pool recovers by itself, no acknowledged write is lost', async () => {
  const survey = (await admin.post('/api/surveys').send({ title: 'Outage survey' }).expect(201)).body;
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Still there?' }).expect(201)
  ).body;

  const attempts: Attempt[] = [];
  const ackedAnswers = new Map<string, string>();
  const ackedResponses = new Set<string>();
  let writing = true;
  const timed = async (what: string, call: () => Promise<{ status: number; body: any }>) => {
    const started = Date.now();
    const res = await call();
    attempts.push({ what, status: res.status, ms: Date.now() - started, at: started });
    return res;
  };

  // Respondents: start a response, answer, again and again.
  const writer = async (n: number) => {
    for (let i = 0; writing; i++) {
      const respondent = t.agent();
      const started = await timed('start', () =>
        respondent.post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).timeout(10_000),
      );
      if (started.status === 201) {
        ackedResponses.add(started.body.id);
        const text = `writer ${n} answer ${i} — جواب`;
        const answered = await timed('answer', () =>
          respondent
            .post('/api/answers')
            .send({ responseId: started.body.id, questionId: question.id, answerText: text })
            .timeout(10_000),
        );
        if (answered.status === 201) ackedAnswers.set(started.body.id, text);
      }
      await sleep(20);
    }
  };
  const writers = [1, 2, 3, 4].map(writer);

  // Some writes acknowledged before the outage, so there is something that must not be lost.
  await waitFor('writes to be acknowledged', async () => ackedAnswers.size >= 10, 15_000);
  const downAt = Date.now();
  await pg.stop();

  // While it is down: readiness names the database, reads and writes answer 503 JSON at once.
  await sleep(300);
  const probe = await timed('readyz', () => t.agent().get('/readyz').timeout(10_000));
  expect(probe.status).toBe(503);
  expect(probe.body).toMatchObject({ statusCode: 503, checks: { database: 'down' } });
  const read = await timed('admin read', () => admin.get(`/api/surveys/${survey.id}/responses`).timeout(10_000));
  expect(read.status).toBe(503);
  expect(read.body).toMatchObject({ statusCode: 503, message: expect.stringMatching(/database is unavailable/i) });
  await t.agent().get('/healthz').expect(200);

  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));
  const upAt = Date.now();
  await pg.start();

  // The same app, the same pool: writes succeed again without anyone restarting anything.
  await waitFor(
    'a write to succeed after Postgres is back',
    async () => attempts.some((a) => a.at > upAt && a.status === 201),
    15_000,
  );
  const recoveredMs = Date.now() - upAt;
  await sleep(500);
  writing = false;
  await Promise.all(writers);
  await t.agent().get('/readyz').expect(200);

  // Every answer was a success or a clean 503, and each came back well within the bound.
  const statuses = new Set(attempts.map((a) => a.status));
  expect([...statuses].sort()).toEqual([200, 201, 503].filter((s) => statuses.has(s)));
  expect(statuses.has(503)).toBe(true);
  const slowest = Math.max(...attempts.map((a) => a.ms));
  expect(slowest).toBeLessThan(REQUEST_BOUND_MS);
  expect(recoveredMs).toBeLessThan(10_000);
  const during = attempts.filter((a) => a.at > downAt + 300 && a.at < upAt);
  expect(during.length).toBeGreaterThan(5);
  expect(during.every((a) => a.status === 503)).toBe(true);

  // Nothing acknowledged is missing.
  expect(ackedAnswers.size).toBeGreaterThan(10);
  const responses = await admin.get(`/api/surveys/${survey.id}/responses`).expect(200);
  const stored = new Set(responses.body.map((r: { id: string }) => r.id));
  for (const id of ackedResponses) expect(stored.has(id)).toBe(true);
  const { rows } = await t.db.query<{ response_id: string; answer_text: string }>(
    'SELECT response_id, answer_text FROM answers WHERE question_id = $1',
    [question.id],
  );
  const storedAnswers = new Map(rows.map((r) => [r.response_id, r.answer_text]));
  for (const [id, text] of ackedAnswers) expect(storedAnswers.get(id)).toBe(text);

  process.stdout.write(
    `postgres outage: ${attempts.length} calls, ${during.length} during the outage (all 503), slowest ${slowest} ms, ` +
      `recovered ${recoveredMs} ms after restart, ${ackedAnswers.size} acknowledged answers all present\n`,
  );
}, 60_000);
