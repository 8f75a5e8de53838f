import { startApiProcess, type ApiProcess } from '../testing/faults/api-process';
import { jsonClient, slowPost } from '../testing/faults/http-client';
import { TEST_ADMIN } from '../testing/test-app';

let api: ApiProcess;
beforeAll(async () => {
  api = await startApiProcess();
  await api.start();
}, 60_000);
afterAll(() => api.destroy());

it('SIGTERM: in-flight requests all get their answer, new connections are refused, the process exits 0', async () => {
  const admin = jsonClient(api.baseUrl);
  expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
  const survey = (await admin.post('/api/surveys', { title: 'Shutdown survey' })).body;
  // Optional questions: their four answers arrive at once, in any order.
  const questions = [];
  for (let i = 1; i <= 4; i++) {
    const question = { questionText: `Question ${i}`, isRequired: false };
    questions.push((await admin.post(`/api/surveys/${survey.id}/questions`, question)).body);
  }
  const respondent = jsonClient(api.baseUrl);
  const response = (
    await respondent.post(`/api/surveys/${survey.id}/responses`, { surveyMode: 'traditional', language: 'ur' })
  ).body;

  // Four answers that take ~3 s each to arrive, in flight at SIGTERM; quick reads go on while they arrive.
  const slow = questions.map((q, i) =>
    slowPost(
      api.baseUrl,
      '/api/answers',
      { responseId: response.id, questionId: q.id, answerText: `جواب ${i + 1}` },
      3_000,
    ),
  );
  await Promise.all(slow.map((post) => post.connected));
  // Read after the slow connections opened, so the server has taken those in before it answers these.
  const quick = await Promise.all(
    Array.from({ length: 10 }, () => fetch(`${api.baseUrl}/api/surveys/${survey.id}/questions`).then((r) => r.status)),
  );
  expect(quick).toEqual(Array(10).fill(200));
  const exited = api.stop('SIGTERM');

  // A new connection after SIGTERM is refused, once the process has the signal: the server no longer accepts.
  await expect(refusedWithin(`${api.baseUrl}/healthz`, 10_000)).resolves.toBe(true);

  const answers = await Promise.all(slow);
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  expect(await exited).toBe(0);

  const said = api.logs.map((l) => l.msg);
  expect(said).toContain('shutting down: finishing in-flight requests, accepting no new ones');
  expect(said[said.length - 1]).toBe('stopped');

  // Restarted, the API has every acknowledged answer.
  await api.start();
  const progress = await respondent.get(`/api/responses/${response.id}`);
  expect(progress.status).toBe(200);
  expect(progress.body.answers.map((a: { answerText: string }) => a.answerText).sort()).toEqual([
    'جواب 1',
    'جواب 2',
    'جواب 3',
    'جواب 4',
  ]);
}, 60_000);

/** Whether connections to `url` are refused within `ms`; a request the server still accepted is tried again. */
async function refusedWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const refused = await fetch(url).then(
      () => false,
      () => true,
    );
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
