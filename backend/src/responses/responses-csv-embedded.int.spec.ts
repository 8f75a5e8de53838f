import type TestAgent from 'supertest/lib/agent';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { CSV_BOM } from './responses-csv';
import { writeResponsesCsv } from './responses-csv.stream';

// The CSV on the embedded default (the embedded Postgres): the same server-side cursor as on DATABASE_URL's Postgres;
// and the paged list.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp({ embedded: true });
  admin = await t.adminAgent();
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

it('streams every response in start order in batches, and the endpoint serves it', async () => {
  const survey = await admin.post('/api/surveys').send({ title: 'Embedded CSV' }).expect(201);
  const question = await admin
    .post(`/api/surveys/${survey.body.id}/questions`)
    .send({ questionText: 'Anything?', order: 1 })
    .expect(201);
  for (let i = 1; i <= 5; i++) {
    const agent = t.agent();
    const responseId = (
      await agent.post(`/api/surveys/${survey.body.id}/responses`).send({ surveyMode: 'traditional' }).expect(201)
    ).body.id;
    await agent
      .post('/api/answers')
      .send({ responseId, questionId: question.body.id, answerText: `Answer ${i}` })
      .expect(201);
  }
  const listed = (await admin.get(`/api/surveys/${survey.body.id}/responses`).expect(200)).body as {
    id: string;
    submittedAt: string;
  }[];
  const order = listed.map((r) => r.id);

  const chunks: string[] = [];
  const result = await writeResponsesCsv(
    t.app.get<Db>(DB),
    survey.body.id,
    {},
    { write: async (c) => void chunks.push(c) },
    2,
  );
  expect(result.rows).toBe(5);
  // The header, then one chunk per batch of two.
  expect(chunks).toHaveLength(4);
  const lines = chunks.join('').slice(CSV_BOM.length).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Response #,Response ID,Submitted at,Completed at,Status,Mode,Language,Name,Email,Q1. Anything?',
  );
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(
    order.map((id: string, i: number) => `${i + 1},${id}`),
  );
  // Times as the list shows them (UTC ISO, milliseconds).
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(listed.map((r) => r.submittedAt));

  // The paged list runs on the embedded default too.
  const first = await admin.get(`/api/surveys/${survey.body.id}/responses`).query({ limit: 2 }).expect(200);
  expect(first.body.total).toBe(5);
  expect(first.body.items.map((item: { id: string; number: number }) => [item.id, item.number])).toEqual([
    [order[4], 5],
    [order[3], 4],
  ]);
  const next = await admin
    .get(`/api/surveys/${survey.body.id}/responses`)
    .query({ limit: 2, cursor: first.body.nextCursor })
    .expect(200);
  expect(next.body.items.map((item: { number: number }) => item.number)).toEqual([3, 2]);

  const http = await admin.get(`/api/surveys/${survey.body.id}/responses.csv`).expect(200);
  expect(http.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(http.text).toBe(chunks.join(''));
});
