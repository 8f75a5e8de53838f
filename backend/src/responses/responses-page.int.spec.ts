import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';
import { INVALID_CURSOR_MESSAGE } from './responses-page';

// The paged responses list on the real Postgres: the keyset walk, the filters and the total.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

type Item = { id: string; number: number; completedAt: string | null; answers: { questionText: string }[] };
type Page = { items: Item[]; nextCursor: string | null; total: number };

async function surveyWithQuestions(
  title: string,
  count: number,
  isRequired = true,
): Promise<{ id: string; questionIds: string[] }> {
  const survey = await admin.post('/api/surveys').send({ title }).expect(201);
  const questionIds: string[] = [];
  for (let order = 1; order <= count; order++) {
    const q = await admin
      .post(`/api/surveys/${survey.body.id}/questions`)
      .send({ questionText: `Question ${order}`, order, isRequired })
      .expect(201);
    questionIds.push(q.body.id);
  }
  return { id: survey.body.id, questionIds };
}

async function startResponse(
  surveyId: string,
  body: { surveyMode: 'traditional' | 'ai_chat'; language?: 'en' | 'ur' } = { surveyMode: 'traditional' },
): Promise<string> {
  return (await t.agent().post(`/api/surveys/${surveyId}/responses`).send(body).expect(201)).body.id;
}

/** Start order as the spec's plain list gives it (two starts in one millisecond go by id). */
async function startOrder(surveyId: string): Promise<string[]> {
  return (await admin.get(`/api/surveys/${surveyId}/responses`).expect(200)).body.map((r: { id: string }) => r.id);
}

async function page(surveyId: string, query: Record<string, string | number>): Promise<Page> {
  return (await admin.get(`/api/surveys/${surveyId}/responses`).query(query).expect(200)).body as Page;
}

it('walks every response once, newest first, while new responses arrive during the walk', async () => {
  const { id } = await surveyWithQuestions('Walk', 1);
  for (let i = 0; i < 23; i++) await startResponse(id);
  const initial = await startOrder(id);
  const seen: Item[] = [];
  const arrived: string[] = [];
  let cursor: string | null = null;
  do {
    const next: Page = await page(id, cursor ? { limit: 5, cursor } : { limit: 5 });
    seen.push(...next.items);
    cursor = next.nextCursor;
    // Two new responses start between every two pages.
    arrived.push(await startResponse(id), await startResponse(id));
  } while (cursor);

  const ids = seen.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  // Every response that existed when the walk began is in it exactly once, newest first, numbered by start order.
  expect(ids).toEqual([...initial].reverse());
  expect(seen.map((item) => item.number)).toEqual(initial.map((_, i) => initial.length - i));
  // The newcomers come first on a fresh first page, numbered after them.
  const fresh = await page(id, { limit: 200 });
  expect(fresh.total).toBe(initial.length + arrived.length);
  expect(new Set(arrived.filter((a) => initial.includes(a)))).toEqual(new Set());
  expect(fresh.items.map((item) => item.id)).toEqual((await startOrder(id)).reverse());
  expect(fresh.items.map((item) => item.number)).toEqual(fresh.items.map((_, i) => fresh.total - i));
});

it('filters by status, mode and language with the total for the filter, numbers staying those of start order', async () => {
  // Optional questions, so they may be answered out of order: the page still lists them in question order.
  const { id, questionIds } = await surveyWithQuestions('Filters', 2, false);
  const started: {
    i: number;
    id: string;
    mode: 'traditional' | 'ai_chat';
    language: 'en' | 'ur';
    completed: boolean;
  }[] = [];
  for (let i = 0; i < 12; i++) {
    const mode = i % 3 === 0 ? 'ai_chat' : 'traditional';
    const language = i % 2 === 0 ? 'ur' : 'en';
    const responseId = await startResponse(id, { surveyMode: mode, language });
    const respondent = t.agent();
    await respondent
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[1], answerText: `Second ${i}` })
      .expect(201);
    await respondent
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[0], answerText: `First ${i}` })
      .expect(201);
    const completed = i % 4 === 1;
    if (completed)
      await respondent
        .patch(`/api/responses/${responseId}`)
        .send({ completedAt: new Date().toISOString() })
        .expect(200);
    started.push({ i, id: responseId, mode, language, completed });
  }
  const order = await startOrder(id);
  started.sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id));
  const numberOf = new Map(order.map((responseId, i) => [responseId, i + 1]));
  const expectFilter = async (
    query: Record<string, string | number>,
    keep: (s: (typeof started)[number]) => boolean,
  ): Promise<Page> => {
    const expected = started.filter(keep).reverse();
    const result = await page(id, { limit: 3, ...query });
    expect(result.total).toBe(expected.length);
    const all: Item[] = [...result.items];
    let cursor = result.nextCursor;
    while (cursor) {
      const next = await page(id, { limit: 3, ...query, cursor });
      expect(next.total).toBe(expected.length);
      all.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(all.map((item) => item.id)).toEqual(expected.map((s) => s.id));
    expect(all.map((item) => item.number)).toEqual(expected.map((s) => numberOf.get(s.id)));
    return result;
  };
  await expectFilter({ status: 'completed' }, (s) => s.completed);
  await expectFilter({ status: 'in_progress' }, (s) => !s.completed);
  await expectFilter({ mode: 'ai_chat' }, (s) => s.mode === 'ai_chat');
  await expectFilter({ language: 'ur', mode: 'traditional' }, (s) => s.language === 'ur' && s.mode === 'traditional');
  const today = new Date().toISOString().slice(0, 10);
  await expectFilter({ from: today, to: today }, () => true);
  await expectFilter({ to: '2000-01-01' }, () => false);

  // Answers embedded in question order with the wording they were answered against; one page, one request.
  const first = await page(id, { limit: 1 });
  const newest = started[started.length - 1]!.i;
  expect(first.items[0]!.answers).toEqual([
    expect.objectContaining({ questionId: questionIds[0], questionText: 'Question 1', answerText: `First ${newest}` }),
    expect.objectContaining({ questionId: questionIds[1], questionText: 'Question 2', answerText: `Second ${newest}` }),
  ]);
});

it('keeps the spec form without parameters, and refuses a bad cursor or limit with a clear 400', async () => {
  const { id } = await surveyWithQuestions('Plain', 1);
  const a = await startResponse(id);
  const b = await startResponse(id);
  const plain = await admin.get(`/api/surveys/${id}/responses`).expect(200);
  expect(plain.body.map((r: { id: string }) => r.id).sort()).toEqual([a, b].sort());
  expect(plain.body[0]).not.toHaveProperty('number');

  const bad = await admin.get(`/api/surveys/${id}/responses`).query({ cursor: 'not-a-cursor' }).expect(400);
  expect(bad.body).toMatchObject({ statusCode: 400, message: INVALID_CURSOR_MESSAGE });
  const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
  await admin.get(`/api/surveys/${id}/responses`).query({ cursor: forged }).expect(400);
  const limit = await admin.get(`/api/surveys/${id}/responses`).query({ limit: 0 }).expect(400);
  expect(limit.body.message).toMatch(/limit must be a whole number from 1 to 200/);
  await admin.get(`/api/surveys/${id}/responses`).query({ limit: 201 }).expect(400);
  await admin.get(`/api/surveys/${id}/responses`).query({ status: 'done' }).expect(400);
  await admin.get(`/api/surveys/${id}/responses`).query({ from: 'last week' }).expect(400);
  await t.agent().get(`/api/surveys/${id}/responses`).query({ limit: 5 }).expect(401);
  await admin.get('/api/surveys/no-such-survey/responses').query({ limit: 5 }).expect(404);
});

it('embeds the wording each answer was given against, in the page and in the CSV', async () => {
  const { id, questionIds } = await surveyWithQuestions('Wording', 1);
  const answer = async (answerText: string) => {
    const responseId = await startResponse(id);
    await t.agent().post('/api/answers').send({ responseId, questionId: questionIds[0], answerText }).expect(201);
    return responseId;
  };
  const before = await answer('Before the change');
  await admin
    .patch(`/api/surveys/${id}/questions/${questionIds[0]}`)
    .send({ questionText: 'Question 1, reworded' })
    .expect(200);
  const after = await answer('After the change');

  const { items } = await page(id, { limit: 10 });
  const wording = new Map(items.map((item) => [item.id, item.answers[0]!.questionText]));
  expect(wording.get(before)).toBe('Question 1');
  expect(wording.get(after)).toBe('Question 1, reworded');

  const csv = await admin.get(`/api/surveys/${id}/responses.csv`).expect(200);
  const lines = (csv.text as string).split('\r\n');
  expect(lines[0]).toMatch(/,"Q1\. Question 1, reworded",Q1 asked as$/);
  expect(lines.find((line) => line.includes(before))).toMatch(/,Before the change,Question 1$/);
  expect(lines.find((line) => line.includes(after))).toMatch(/,After the change,$/);
});
