import type TestAgent from 'supertest/lib/agent';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ResponsesService } from './responses.service';

// What a write answers is what a later read of the same thing gives.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

it('start, answer, follow-up answer and completion each answer what the read models then hold', async () => {
  const survey = await admin.post('/api/surveys').send({ title: 'Views' }).expect(201);
  const questionIds: string[] = [];
  for (let order = 1; order <= 2; order++) {
    questionIds.push(
      (
        await admin
          .post(`/api/surveys/${survey.body.id}/questions`)
          .send({ questionText: `Q${order}`, order })
          .expect(201)
      ).body.id,
    );
  }
  const respondent = t.agent();
  const started = await respondent
    .post(`/api/surveys/${survey.body.id}/responses`)
    .send({
      surveyMode: 'ai_chat',
      language: 'ur',
      respondentName: '  Ayesha  ',
      respondentEmail: 'ayesha@example.com',
    })
    .expect(201);
  const responseId = started.body.id as string;
  const { answers: noAnswers, ...stored } = (await respondent.get(`/api/responses/${responseId}`).expect(200)).body;
  expect(noAnswers).toEqual([]);
  expect(started.body).toEqual(stored);
  expect(started.body).toMatchObject({ respondentName: 'Ayesha', language: 'ur', completedAt: null });

  const first = await respondent
    .post('/api/answers')
    .send({ responseId, questionId: questionIds[0], answerText: '  We use spreadsheets.  ' })
    .expect(201);
  const followUpId = await t.app.get(ResponsesService).askFollowUp(responseId, questionIds[0]!, 'Which ones?');
  const again = await respondent
    .post('/api/answers')
    .send({ responseId, questionId: questionIds[0], answerText: 'Mostly Excel.' })
    .expect(201);
  const followUp = await respondent
    .post('/api/answers')
    .send({ responseId, questionId: questionIds[0], followUpId, answerText: ' Budgets ' })
    .expect(201);
  const second = await respondent
    .post('/api/answers')
    .send({ responseId, questionId: questionIds[1], answerText: 'Ten people' })
    .expect(201);

  const read = async () =>
    (await admin.get(`/api/responses/${responseId}/answers`).expect(200)).body as Record<string, unknown>[];
  const [q1, q2] = await read();
  expect(first.body).toMatchObject({ answerText: 'We use spreadsheets.', followUps: [] });
  expect(again.body).toMatchObject({
    answerText: 'Mostly Excel.',
    followUps: [{ id: followUpId, questionText: 'Which ones?', answerText: null }],
  });
  expect(followUp.body).toEqual(q1);
  expect(q1).toMatchObject({
    answerText: 'Mostly Excel.',
    followUps: [{ id: followUpId, questionId: questionIds[0], answerText: 'Budgets' }],
  });
  // The follow-up's answer came later; otherwise the second answer is the row as it stands.
  expect({ ...again.body, followUps: q1!.followUps }).toEqual(q1);
  expect(second.body).toEqual(q2);

  const completed = await respondent
    .patch(`/api/responses/${responseId}`)
    .send({ completedAt: '2026-05-06T07:08:09.123+02:00' })
    .expect(200);
  const [listed] = (await admin.get(`/api/surveys/${survey.body.id}/responses`).expect(200)).body;
  expect(completed.body).toEqual(listed);
  // The server's time, not the client's.
  expect(completed.body.completedAt).not.toBe('2026-05-06T05:08:09.123Z');
  const twice = await respondent
    .patch(`/api/responses/${responseId}`)
    .send({ completedAt: new Date().toISOString() })
    .expect(200);
  expect(twice.body).toEqual(listed);
});
