import type request from 'supertest';
import { chatFollowUpBody } from '../testing/ai-requests';
import { startTestApp, type TestApp } from '../testing/test-app';
import { PUBLIC_LIMIT_MESSAGE } from './public-limits';

// The public write path's limits, set low through the configuration as an operator would.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      LIMIT_STARTS_PER_ADDRESS: '3',
      LIMIT_STARTS_PER_SURVEY: '5',
      LIMIT_WRITES_PER_ADDRESS: '6',
      LIMIT_WRITES_PER_RESPONSE: '4',
      LIMIT_FOLLOWUPS_PER_RESPONSE: '2',
      LIMIT_FOLLOWUPS_PER_ADDRESS: '100',
      LIMIT_ANSWER_REVISIONS: '3',
    },
  });
});
afterAll(() => app.close());

let nextAddress = 1;
/** A client seen from an address of its own (the test app trusts X-Forwarded-For from loopback). */
const from = () => `198.51.100.${nextAddress++}`;

async function survey() {
  const admin = await app.adminAgent();
  const created = (await admin.post('/api/surveys').send({ title: 'Limits', isActive: true }).expect(201)).body;
  for (const [i, questionText] of ['First?', 'Second?'].entries()) {
    await admin
      .post(`/api/surveys/${created.id}/questions`)
      .send({ questionText, questionType: 'textarea', order: i + 1, isRequired: true })
      .expect(201);
  }
  const questions = (await admin.get(`/api/surveys/${created.id}/questions`).expect(200)).body as { id: string }[];
  return { surveyId: created.id as string, questionIds: questions.map((q) => q.id) };
}

const start = (surveyId: string, address: string) =>
  app
    .agent()
    .post(`/api/surveys/${surveyId}/responses`)
    .set('X-Forwarded-For', address)
    .send({ surveyMode: 'ai_chat' });

const answer = (responseId: string, questionId: string, address: string, answerText = 'An answer') =>
  app.agent().post('/api/answers').set('X-Forwarded-For', address).send({ responseId, questionId, answerText });

function expectLimited(res: request.Response, limit: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ statusCode: 429, message: PUBLIC_LIMIT_MESSAGE });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.headers['ratelimit-limit']).toBe(String(limit));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
}

describe('limits on the public write path', () => {
  it('caps response starts per address, and says how many are left on every answer', async () => {
    const { surveyId } = await survey();
    const address = from();
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await start(surveyId, address).expect(201);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-policy']).toBe('3;w=600');
      remaining.push(res.headers['ratelimit-remaining'] as string);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    expectLimited(await start(surveyId, address), 3);
    await start(surveyId, from()).expect(201);
  });

  it('caps response starts per survey, from every address together', async () => {
    const { surveyId } = await survey();
    for (let i = 0; i < 5; i++) await start(surveyId, from()).expect(201);
    expectLimited(await start(surveyId, from()), 5);
    const other = await survey();
    await start(other.surveyId, from()).expect(201);
  });

  it('caps answers and completion per response, whatever the address', async () => {
    const { surveyId, questionIds } = await survey();
    const responseId = (await start(surveyId, from()).expect(201)).body.id as string;
    await answer(responseId, questionIds[0], from()).expect(201);
    await answer(responseId, questionIds[1], from()).expect(201);
    await answer(responseId, questionIds[0], from(), 'Changed').expect(201);
    await app
      .agent()
      .patch(`/api/responses/${responseId}`)
      .set('X-Forwarded-For', from())
      .send({ completedAt: new Date().toISOString() })
      .expect(200);
    expectLimited(await answer(responseId, questionIds[1], from()), 4);
  });

  it('caps answers per address across responses', async () => {
    const { surveyId, questionIds } = await survey();
    const address = from();
    const responses: string[] = [];
    for (let i = 0; i < 3; i++) responses.push((await start(surveyId, from()).expect(201)).body.id as string);
    for (const responseId of responses) {
      await answer(responseId, questionIds[0], address).expect(201);
      await answer(responseId, questionIds[1], address).expect(201);
    }
    expectLimited(await answer(responses[0], questionIds[0], address), 6);
  });

  it('refuses the revisions of one answer past the cap with a clear 409', async () => {
    const { surveyId, questionIds } = await survey();
    const responseId = (await start(surveyId, from()).expect(201)).body.id as string;
    for (let i = 0; i < 3; i++) await answer(responseId, questionIds[0], from(), `take ${i}`).expect(201);
    const refused = await answer(responseId, questionIds[0], from(), 'take 4').expect(409);
    expect(refused.body.message).toBe('This answer has been changed too many times (at most 3)');
  });

  it('caps AI follow-up calls per response', async () => {
    const { surveyId, questionIds } = await survey();
    const responseId = (await start(surveyId, from()).expect(201)).body.id as string;
    const followUp = (questionId: string) =>
      app
        .agent()
        .post('/api/ai-chat-followup')
        .set('X-Forwarded-For', from())
        .send(chatFollowUpBody({ responseId, questionId }));
    await followUp(questionIds[0]).expect(200);
    await followUp(questionIds[1]).expect(200);
    const limited = await followUp(questionIds[1]);
    expect(limited.status).toBe(429);
    expect(limited.headers['ratelimit-limit']).toBe('2');
  });
});
