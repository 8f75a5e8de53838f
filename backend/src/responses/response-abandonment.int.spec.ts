import { startTestApp, type TestApp } from '../testing/test-app';
import { ResponseAbandonment } from './response-abandonment';

// The abandonment sweep on the real Postgres, with a fixed clock: a survey that closes unfinished
// responses after 3 days, one response finished, one answered lately, one left; a survey without the
// setting keeps its unfinished response open.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

it('closes only the unfinished responses idle past the period, as events, and the filters follow', async () => {
  const admin = await t.adminAgent();
  const make = async (title: string) => {
    const survey = await admin.post('/api/surveys').send({ title }).expect(201);
    const q = await admin
      .post(`/api/surveys/${survey.body.id}/questions`)
      .send({ questionText: 'Anything?', isRequired: false })
      .expect(201);
    return { id: survey.body.id as string, questionId: q.body.id as string };
  };
  const closing = await make('Closes after 3 days');
  const keeping = await make('Never closes');
  await admin.put(`/api/surveys/${closing.id}/response-settings`).send({ abandonAfterDays: 3 }).expect(200);
  const start = async (surveyId: string) =>
    (await t.agent().post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201)).body
      .id as string;
  const idle = await start(closing.id);
  const done = await start(closing.id);
  await t.agent().patch(`/api/responses/${done}`).send({ completedAt: new Date().toISOString() }).expect(200);
  const other = await start(keeping.id);

  const sweeper = t.app.get(ResponseAbandonment);
  expect(await sweeper.sweep(() => new Date(Date.now() + 2 * DAY))).toBe(0);
  expect(await sweeper.sweep(() => new Date(Date.now() + 4 * DAY))).toBe(1);
  expect(await sweeper.sweep(() => new Date(Date.now() + 4 * DAY))).toBe(0);

  const types = await t.db.query<{ stream_id: string }>(
    `SELECT stream_id FROM events WHERE type = 'ResponseAbandoned' AND stream_id = ANY($1)`,
    [[`response-${idle}`, `response-${done}`, `response-${other}`]],
  );
  expect(types.rows.map((row) => row.stream_id)).toEqual([`response-${idle}`]);
  const page = (surveyId: string, status: string) =>
    admin.get(`/api/surveys/${surveyId}/responses`).query({ status, limit: 10 }).expect(200);
  expect((await page(closing.id, 'abandoned')).body.items.map((r: { id: string }) => r.id)).toEqual([idle]);
  expect((await page(closing.id, 'in_progress')).body.total).toBe(0);
  expect((await page(keeping.id, 'in_progress')).body.total).toBe(1);
  expect((await page(closing.id, 'abandoned')).body.items[0].abandonedAt).toEqual(expect.any(String));
  // A respondent coming back to a closed response is told so.
  const late = await t
    .agent()
    .post('/api/answers')
    .send({ responseId: idle, questionId: closing.questionId, answerText: 'late' })
    .expect(409);
  expect(late.body.detail).toBe('This response was closed after a period without activity');
});
