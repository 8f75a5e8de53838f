import { createPgDb } from '../db/pg-db';
import { startApiProcess, type ApiProcess } from '../testing/faults/api-process';
import { jsonClient, slowPost } from '../testing/faults/http-client';
import { TEST_ADMIN, TEST_DATABASE_URL } from '../testing/test-app';

let api: ApiProcess;
beforeAll(async () => {
  api = await startApiProcess();
  await api.start();
}, 60_000);
afterAll(() => api.destroy());

type Progress = { id: string; completedAt: string | null; answers: { questionId: string; answerText: string }[] };

it('the API killed in the middle of a survey: the respondent resumes by its response id and finishes, each answer once', async () => {
  const admin = jsonClient(api.baseUrl);
  expect((await admin.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
  const survey = (await admin.post('/api/surveys', { title: 'Restart survey' })).body;
  const questions: { id: string }[] = [];
  for (const text of ['What do you do?', 'آپ کا سب سے بڑا مسئلہ کیا ہے؟', 'What would success look like?']) {
    questions.push((await admin.post(`/api/surveys/${survey.id}/questions`, { questionText: text })).body);
  }
  const texts = ['We bake bread', 'ہمارا حساب کتاب ہاتھ سے ہوتا ہے', 'Invoices done in minutes'];

  // The respondent answers the first question, and is sending the second when the API dies.
  const respondent = jsonClient(api.baseUrl);
  const started = await respondent.post(`/api/surveys/${survey.id}/responses`, {
    surveyMode: 'traditional',
    language: 'ur',
  });
  expect(started.status).toBe(201);
  const responseId: string = started.body.id;
  expect(
    (await respondent.post('/api/answers', { responseId, questionId: questions[0].id, answerText: texts[0] })).status,
  ).toBe(201);
  const post = slowPost(
    api.baseUrl,
    '/api/answers',
    { responseId, questionId: questions[1].id, answerText: texts[1] },
    4_000,
  );
  const inFlight = post.catch((error: Error) => error);
  await post.connected;
  expect(await api.stop('SIGKILL')).toBe('SIGKILL');
  // The cut request fails on the client's side; it never got an acknowledgement.
  expect(await inFlight).toHaveProperty('code', 'ECONNRESET');

  // A new process on the same database: the respondent reloads and resumes from what the server has.
  await api.start();
  const resumed = await respondent.get<Progress>(`/api/responses/${responseId}`);
  expect(resumed.status).toBe(200);
  expect(resumed.body.completedAt).toBeNull();
  const answered = new Set(resumed.body.answers.map((a) => a.questionId));
  expect(answered.has(questions[0].id)).toBe(true);
  for (const [i, question] of questions.entries()) {
    if (answered.has(question.id)) continue;
    expect(
      (await respondent.post('/api/answers', { responseId, questionId: question.id, answerText: texts[i] })).status,
    ).toBe(201);
  }
  const completedAt = new Date().toISOString();
  expect((await respondent.patch(`/api/responses/${responseId}`, { completedAt })).status).toBe(200);

  // The response holds every answer exactly once, in question order, text intact.
  const admin2 = jsonClient(api.baseUrl);
  expect((await admin2.post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
  const final = await admin2.get(`/api/responses/${responseId}/answers`);
  expect(final.status).toBe(200);
  expect(final.body.map((a: { questionId: string; answerText: string }) => [a.questionId, a.answerText])).toEqual(
    questions.map((q, i) => [q.id, texts[i]]),
  );
  const db = createPgDb({ connectionString: TEST_DATABASE_URL, schema: api.schema, max: 1 });
  try {
    const { rows } = await db.query<{ type: string; question: string | null }>(
      `SELECT type, data->>'questionId' AS question FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`response-${responseId}`],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'ResponseStarted',
      'AnswerRecorded',
      'AnswerRecorded',
      'AnswerRecorded',
      'ResponseCompleted',
    ]);
    expect(rows.filter((r) => r.type === 'AnswerRecorded').map((r) => r.question)).toEqual(questions.map((q) => q.id));
  } finally {
    await db.close();
  }
}, 90_000);
