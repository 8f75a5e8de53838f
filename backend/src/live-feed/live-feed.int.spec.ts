import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ReadinessService } from '../ops/readiness.service';
import { startApiProcess, type ApiProcess } from '../testing/faults/api-process';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';
import { openSse, responseChange, type SseFrame, type SseStream } from '../testing/sse-test-client';

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

async function loginCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

async function surveyWithQuestion(admin: Agent): Promise<{ surveyId: string; questionId: string }> {
  const survey = await admin
    .post('/api/surveys')
    .send({ title: `Live ${Math.random()}` })
    .expect(201);
  const question = await admin
    .post(`/api/surveys/${survey.body.id}/questions`)
    .send({ questionText: 'What brought you here?', questionType: 'textarea', order: 1, isRequired: true })
    .expect(201);
  return { surveyId: survey.body.id, questionId: question.body.id };
}

const isChange = (responseId: string, change: string) => (frame: SseFrame) => {
  const data = responseChange(frame);
  return data?.responseId === responseId && data.change === change;
};

async function listeningPort(app: TestApp): Promise<string> {
  await app.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
}

describe('live feed on real Postgres: an append through one API process reaches the SSE of another', () => {
  let first: TestApp;
  let second: ApiProcess;
  let admin: Agent;
  let cookie: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    const key = randomBytes(32).toString('base64');
    first = await startTestApp({ env: { DATA_ENCRYPTION_KEY: key } });
    admin = await first.adminAgent();
    // The second replica: its own process, the same database and schema (and key), so every write is shared.
    second = await startApiProcess({
      env: { DATABASE_SCHEMA: first.config.databaseSchema!, DATA_ENCRYPTION_KEY: key },
      dropSchema: false,
    });
    await second.start();
    cookie = await loginCookie(second.baseUrl);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.destroy();
    await first?.close();
  });

  const watch = async (surveyId: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${second.baseUrl}/api/surveys/${surveyId}/responses/live`, {
      Cookie: cookie,
      ...headers,
    });
    streams.push(stream);
    return stream;
  };

  it('is admin-only, and 404 for an unknown survey', async () => {
    const { surveyId } = await surveyWithQuestion(admin);
    const anonymous = await fetch(`${second.baseUrl}/api/surveys/${surveyId}/responses/live`);
    expect(anonymous.status).toBe(401);
    const unknown = await fetch(`${second.baseUrl}/api/surveys/no-such-survey/responses/live`, {
      headers: { Cookie: cookie },
    });
    expect(unknown.status).toBe(404);
  });

  it('tells the second process of a response started, answered and completed through the first, in log order', async () => {
    const { surveyId, questionId } = await surveyWithQuestion(admin);
    const other = await surveyWithQuestion(admin);
    const stream = await watch(surveyId);
    expect(stream.status).toBe(200);
    await stream.next((frame) => frame.event === 'ready');
    // The second process watches: appends notify (without a watcher they do not, sparing the commit lock).
    const watchers = await first.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM live_feed_watchers WHERE expires_at > now()',
    );
    expect(watchers.rows[0]!.n).toBe(1);

    const respondent = first.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const responseId = started.body.id as string;
    // A response to another survey must not show in this survey's feed.
    await first
      .agent()
      .post(`/api/surveys/${other.surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await respondent.post('/api/answers').send({ responseId, questionId, answerText: 'A friend' }).expect(201);
    await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);

    const completed = await stream.next(isChange(responseId, 'completed'));
    const changes = stream.frames.flatMap((frame) => responseChange(frame) ?? []);
    expect(changes).toEqual([
      { responseId, change: 'started' },
      { responseId, change: 'answered' },
      { responseId, change: 'completed' },
    ]);
    const ids = stream.frames.filter((frame) => frame.event === 'response').map((frame) => Number(frame.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(Number(completed.id)).toBe(ids.at(-1));
  });

  it('resumes from Last-Event-ID: what was appended while disconnected is replayed, nothing twice', async () => {
    const { surveyId, questionId } = await surveyWithQuestion(admin);
    const stream = await watch(surveyId);
    await stream.next((frame) => frame.event === 'ready');
    const respondent = first.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'ai_chat', language: 'ur' });
    const responseId = started.body.id as string;
    const seen = await stream.next(isChange(responseId, 'started'));
    stream.close();

    // While nobody watches: an answer, a second response, a completion.
    await respondent.post('/api/answers').send({ responseId, questionId, answerText: 'Missed 1' }).expect(201);
    const another = await first.agent().post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' });
    await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);

    const resumed = await watch(surveyId, { 'Last-Event-ID': seen.id! });
    // Replayed from the log, or (if this replica had not read them yet) live right after: each once, in order.
    await resumed.next(isChange(responseId, 'completed'));
    expect(resumed.frames.flatMap((frame) => responseChange(frame) ?? [])).toEqual([
      { responseId, change: 'answered' },
      { responseId: another.body.id, change: 'started' },
      { responseId, change: 'completed' },
    ]);
    const ready = resumed.frames.find((frame) => frame.event === 'ready')!;
    expect(Number(ready.id)).toBeGreaterThan(Number(seen.id));

    // And it carries on live.
    const later = await first
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await resumed.next(isChange(later.body.id, 'started'));
  });

  it('ends its streams cleanly when the process shuts down', async () => {
    const { surveyId } = await surveyWithQuestion(admin);
    const stream = await watch(surveyId);
    await stream.next((frame) => frame.event === 'ready');
    expect(await second.stop('SIGTERM')).toBe(0);
    await stream.ended;
    await second.start();
    cookie = await loginCookie(second.baseUrl);
  }, 120_000);
});

describe('live feed on the embedded default (the embedded Postgres, LISTEN/NOTIFY)', () => {
  let app: TestApp;
  let baseUrl: string;
  let cookie: string;

  beforeAll(async () => {
    app = await startTestApp({ embedded: true });
    baseUrl = await listeningPort(app);
    cookie = await loginCookie(baseUrl);
  }, EMBEDDED_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  it('streams a response as it happens, resumes after Last-Event-ID, and closes on draining', async () => {
    const admin = await app.adminAgent();
    const { surveyId, questionId } = await surveyWithQuestion(admin);
    const url = `${baseUrl}/api/surveys/${surveyId}/responses/live`;
    const stream = await openSse(url, { Cookie: cookie });
    const ready = await stream.next((frame) => frame.event === 'ready');

    const respondent = app.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const responseId = started.body.id as string;
    await respondent.post('/api/answers').send({ responseId, questionId, answerText: 'Embedded' }).expect(201);
    await stream.next(isChange(responseId, 'answered'));
    stream.close();

    const resumed = await openSse(url, { Cookie: cookie, 'Last-Event-ID': ready.id! });
    await resumed.next((frame) => frame.event === 'ready');
    expect(resumed.frames.flatMap((frame) => responseChange(frame) ?? [])).toEqual([
      { responseId, change: 'started' },
      { responseId, change: 'answered' },
    ]);

    app.app.get(ReadinessService).startDraining();
    await resumed.ended;
  });
});
