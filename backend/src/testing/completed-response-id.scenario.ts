// What a completed response's id opens (issue 44, item 8), shared by the Postgres and embedded specs:
// an embedded survey tells the host page the id at completion, and every script on that page may read
// it. While the response is open the id resumes it; once completed it opens nothing.

import type { TestApp } from './test-app';

export async function readByIdBeforeAndAfterCompletion(t: TestApp): Promise<{ open: number; completed: number[] }> {
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Embedded id' }).expect(201)).body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Anything else?' }).expect(201)
  ).body as { id: string };
  const respondent = t.agent();
  const { id } = (
    await respondent
      .post(`/api/surveys/${survey.id}/responses`)
      .send({ surveyMode: 'traditional', respondentName: 'Ayesha', respondentEmail: 'ayesha@example.com' })
      .expect(201)
  ).body as { id: string };
  await respondent
    .post('/api/answers')
    .send({ responseId: id, questionId: question.id, answerText: 'Yes' })
    .expect(201);
  const open = (await respondent.get(`/api/responses/${id}`)).status;
  await respondent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  // The respondent's own browser and a script on the host page hold the same id.
  const completed = [
    (await respondent.get(`/api/responses/${id}`)).status,
    (await t.agent().get(`/api/responses/${id}`)).status,
  ];
  // The admin still reads it.
  await admin.get(`/api/responses/${id}/answers`).expect(200);
  return { open, completed };
}
