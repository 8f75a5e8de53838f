import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

async function surveyWithQuestions(texts: string[]): Promise<{ surveyId: string; questionIds: string[] }> {
  const survey = await admin
    .post('/api/surveys')
    .send({ title: `Survey ${Math.random()}` })
    .expect(201);
  const questionIds: string[] = [];
  for (const [i, questionText] of texts.entries()) {
    const q = await admin
      .post(`/api/surveys/${survey.body.id}/questions`)
      .send({ questionText, questionType: 'textarea', order: i + 1, isRequired: true })
      .expect(201);
    questionIds.push(q.body.id);
  }
  return { surveyId: survey.body.id, questionIds };
}

describe('responses and answers API', () => {
  it('runs a whole response: start, answer each question, complete; the admin reads it back', async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['Q1', 'Q2']);
    const respondent = t.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyId, surveyMode: 'traditional' });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ surveyId, surveyMode: 'traditional', completedAt: null });
    const responseId = started.body.id as string;

    await respondent
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[0], answerText: 'First answer' })
      .expect(201);
    await respondent
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[1], answerText: 'جواب دوم' })
      .expect(201);
    // The client's clock is not believed: the response completes at the server's time.
    const before = Date.now();
    const done = await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: '1999-01-01T00:00:00Z' });
    expect(done.status).toBe(200);
    const completedAt = done.body.completedAt as string;
    expect(Date.parse(completedAt)).toBeGreaterThanOrEqual(before - 1000);

    const list = await admin.get(`/api/surveys/${surveyId}/responses`).expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: responseId, surveyMode: 'traditional', completedAt });
    const answers = await admin.get(`/api/responses/${responseId}/answers`).expect(200);
    expect(answers.body.map((a: { questionId: string; answerText: string }) => [a.questionId, a.answerText])).toEqual([
      [questionIds[0], 'First answer'],
      [questionIds[1], 'جواب دوم'],
    ]);
  });

  it('accepts the survey slug in the path when starting', async () => {
    const survey = await admin
      .post('/api/surveys')
      .send({ title: 'By slug', slug: `by-slug-${Date.now()}` })
      .expect(201);
    const res = await t
      .agent()
      .post(`/api/surveys/${survey.body.slug}/responses`)
      .send({ surveyMode: 'ai_chat', language: 'ur' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ surveyId: survey.body.id, surveyMode: 'ai_chat', language: 'ur' });
  });

  it('replaces an answer posted again in the read model while the log keeps both', async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['Only']);
    const r = await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[0], answerText: 'old' })
      .expect(201);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[0], answerText: 'new' })
      .expect(201);
    const answers = await admin.get(`/api/responses/${r.body.id}/answers`).expect(200);
    expect(answers.body.map((a: { answerText: string }) => a.answerText)).toEqual(['new']);
    const { rows } = await t.db.query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`response-${r.body.id}`],
    );
    expect(rows.map((x) => x.type)).toEqual(['ResponseStarted', 'AnswerRecorded', 'AnswerRecorded']);
  });

  it('refuses bad answers: unknown response 404, foreign question 400, blank 400, huge 413/400, after completion 409', async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['A']);
    const other = await surveyWithQuestions(['B']);
    const r = await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const post = (body: Record<string, unknown>) => t.agent().post('/api/answers').send(body);

    expect((await post({ responseId: crypto.randomUUID(), questionId: questionIds[0], answerText: 'x' })).status).toBe(
      404,
    );
    expect((await post({ responseId: r.body.id, questionId: other.questionIds[0], answerText: 'x' })).status).toBe(400);
    expect((await post({ responseId: r.body.id, questionId: questionIds[0], answerText: '   ' })).status).toBe(400);
    expect(
      (await post({ responseId: r.body.id, questionId: questionIds[0], answerText: 'x'.repeat(15000) })).status,
    ).toBe(413);
    const megabyte = await post({
      responseId: r.body.id,
      questionId: questionIds[0],
      answerText: 'x'.repeat(1024 * 1024),
    });
    expect([400, 413]).toContain(megabyte.status);
    expect(megabyte.body.statusCode).toBe(megabyte.status);
    expect((await post({ responseId: 'not-a-uuid', questionId: questionIds[0], answerText: 'x' })).status).toBe(400);

    expect((await post({ responseId: r.body.id, questionId: questionIds[0], answerText: 'in time' })).status).toBe(201);
    await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    const late = await post({ responseId: r.body.id, questionId: questionIds[0], answerText: 'late' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/completed/i);
  });

  it('completing twice is harmless and keeps the first completion time', async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['A']);
    const r = await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[0], answerText: 'Done' })
      .expect(201);
    const first = (
      await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: '2026-01-02T03:04:05.000Z' }).expect(200)
    ).body.completedAt as string;
    const again = await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() });
    expect(again.status).toBe(200);
    expect(again.body.completedAt).toBe(first);
    expect((await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: 'yesterday' })).status).toBe(400);
  });

  it('refuses an unknown survey mode and gives the respondent its own progress to resume', async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['A', 'B']);
    expect((await t.agent().post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'telepathy' })).status).toBe(
      400,
    );
    const r = await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[0], answerText: 'kept' })
      .expect(201);
    const progress = await t.agent().get(`/api/responses/${r.body.id}`).expect(200);
    expect(progress.body).toMatchObject({ id: r.body.id, completedAt: null });
    expect(
      progress.body.answers.map((a: { questionId: string; answerText: string }) => [a.questionId, a.answerText]),
    ).toEqual([[questionIds[0], 'kept']]);
  });

  it("refuses everything on a deleted survey's open response with 410, and new responses to it", async () => {
    const { surveyId, questionIds } = await surveyWithQuestions(['A', 'B']);
    const respondent = t.agent();
    const r = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    await respondent
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[0], answerText: 'before' })
      .expect(201);
    await admin.delete(`/api/surveys/${surveyId}`).expect(200);

    const gone = { statusCode: 410, message: 'This survey has been deleted' };
    const answer = await respondent
      .post('/api/answers')
      .send({ responseId: r.body.id, questionId: questionIds[1], answerText: 'after' })
      .expect(410);
    expect(answer.body).toMatchObject(gone);
    const done = await respondent
      .patch(`/api/responses/${r.body.id}`)
      .send({ completedAt: new Date().toISOString() })
      .expect(410);
    expect(done.body).toMatchObject(gone);
    const again = await respondent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject(gone);
  });

  it('refuses a response to an inactive survey with 409', async () => {
    const survey = await admin.post('/api/surveys').send({ title: 'Closed', isActive: false }).expect(201);
    const res = await t
      .agent()
      .post(`/api/surveys/${survey.body.id}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: 'This survey is not accepting responses' });
  });
});
