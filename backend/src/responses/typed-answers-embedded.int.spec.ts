import type TestAgent from 'supertest/lib/agent';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';

// Typed answers and their summary on the embedded default (the embedded Postgres): the jsonb column, the aggregates
// (percentile_cont, jsonb_array_elements_text) and the answer views work there as on Postgres.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp({ embedded: true });
  admin = await t.adminAgent();
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

it('records typed answers and summarises them', async () => {
  const survey = await admin.post('/api/surveys').send({ title: 'Embedded typed' }).expect(201);
  const surveyId = survey.body.id as string;
  const scale = await admin
    .post(`/api/surveys/${surveyId}/questions`)
    .send({ questionText: 'Recommend us?', order: 1, questionType: 'scale' })
    .expect(201);
  const tools = await admin
    .post(`/api/surveys/${surveyId}/questions`)
    .send({
      questionText: 'Which tools?',
      order: 2,
      questionType: 'multiple_choice',
      options: [{ label: 'Excel' }, { label: 'Sheets' }],
      allowOther: true,
    })
    .expect(201);
  await admin.patch(`/api/surveys/${surveyId}`).send({ isActive: true }).expect(200);
  const seeded: [number, string[], string | null][] = [
    [10, ['o1'], null],
    [6, ['o1', 'o2'], 'Notion'],
    [8, ['o2'], null],
    [9, [], 'Paper'],
  ];
  for (const [score, selected, other] of seeded) {
    const agent = t.agent();
    const responseId = (
      await agent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201)
    ).body.id as string;
    const recorded = await agent
      .post('/api/answers')
      .send({ responseId, questionId: scale.body.id, answerValue: score })
      .expect(201);
    expect(recorded.body.answerValue).toBe(score);
    await agent
      .post('/api/answers')
      .send({ responseId, questionId: tools.body.id, answerValue: { selected, other } })
      .expect(201);
  }
  const summary = await admin.get(`/api/surveys/${surveyId}/summary`).expect(200);
  expect(summary.body.total).toBe(4);
  const [nps, choice] = summary.body.questions;
  expect(nps).toMatchObject({
    answered: 4,
    mean: 8.25,
    median: 8.5,
    nps: { promoters: 2, passives: 1, detractors: 1, score: 25 },
  });
  expect(choice).toMatchObject({
    answered: 4,
    options: [
      { id: 'o1', label: 'Excel', count: 2 },
      { id: 'o2', label: 'Sheets', count: 2 },
    ],
    otherCount: 2,
  });
});
