import { REDACTED } from '../../event-store/field-crypto';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/responses/{id}/history on real Postgres', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function answeredResponse() {
    const admin = await t.adminAgent();
    const survey = await admin
      .post('/api/surveys')
      .send({ title: `History ${Math.random()}` })
      .expect(201);
    const question = await admin
      .post(`/api/surveys/${survey.body.id}/questions`)
      .send({ questionText: 'What should we fix?', questionType: 'textarea', order: 1, isRequired: true })
      .expect(201);
    const respondent = t.agent();
    const started = await respondent
      .post(`/api/surveys/${survey.body.id}/responses`)
      .send({ surveyMode: 'traditional', language: 'en', respondentName: 'Bilal Khan' })
      .expect(201);
    const responseId = started.body.id as string;
    const questionId = question.body.id as string;
    await respondent.post('/api/answers').send({ responseId, questionId, answerText: 'The search' }).expect(201);
    await respondent
      .post('/api/answers')
      .send({ responseId, questionId, answerText: 'The search, and checkout' })
      .expect(201);
    await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);
    return { admin, responseId, questionId };
  }

  it('tells the story from the stream: started, answered, revised with the previous text, completed', async () => {
    const { admin, responseId, questionId } = await answeredResponse();
    const res = await admin.get(`/api/responses/${responseId}/history`).expect(200);
    expect(res.body).toMatchObject({ responseId, erased: false });
    expect(res.body.entries).toMatchObject([
      { kind: 'started', surveyMode: 'traditional', language: 'en' },
      {
        kind: 'answered',
        questionId,
        questionText: 'What should we fix?',
        answerText: 'The search',
        previousText: null,
      },
      { kind: 'revised', questionId, answerText: 'The search, and checkout', previousText: 'The search' },
      { kind: 'completed' },
    ]);
    const times = (res.body.entries as { at: string }[]).map((entry) => Date.parse(entry.at));
    expect(times.every((time, index) => index === 0 || time >= times[index - 1]!)).toBe(true);
  });

  it('is admin-only and 404 for an unknown response', async () => {
    const { responseId } = await answeredResponse();
    await t.agent().get(`/api/responses/${responseId}/history`).expect(401);
    const admin = await t.adminAgent();
    await admin.get('/api/responses/00000000-0000-4000-8000-000000000000/history').expect(404);
  });

  it('shows an erased response as erased: the same moments, every text REDACTED', async () => {
    const { admin, responseId } = await answeredResponse();
    await admin.delete(`/api/responses/${responseId}`).expect(204);
    const res = await admin.get(`/api/responses/${responseId}/history`).expect(200);
    expect(res.body.erased).toBe(true);
    expect(res.body.entries.map((entry: { kind: string }) => entry.kind)).toEqual([
      'started',
      'answered',
      'revised',
      'completed',
      'erased',
    ]);
    expect(res.body.entries[2]).toMatchObject({ answerText: REDACTED, previousText: REDACTED });
    expect(JSON.stringify(res.body)).not.toMatch(/The search|Bilal/);
  });
});
