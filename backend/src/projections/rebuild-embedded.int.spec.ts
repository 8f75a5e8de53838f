import { cipherOf } from '../testing/event-cipher';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from './rebuild';

// The bulk rebuild on the embedded Postgres (the default without DATABASE_URL) gives the live tables too.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const snapshot = () => readModelSnapshot(t.db);

it('rebuilds the read models on the embedded default exactly as they were', async () => {
  expect(t.db.embedded).toBe(true);
  const admin = await t.adminAgent();
  const gone = await admin.post('/api/surveys').send({ title: 'Gone', slug: 'embedded-slug' }).expect(201);
  await admin.delete(`/api/surveys/${gone.body.id}`).expect(200);
  const survey = await admin.post('/api/surveys').send({ title: 'Embedded', slug: 'embedded-slug' }).expect(201);
  const question = await admin
    .post(`/api/surveys/${survey.body.id}/questions`)
    .send({ questionText: 'Q1' })
    .expect(201);
  const r = await t
    .agent()
    .post(`/api/surveys/${survey.body.id}/responses`)
    .send({ surveyMode: 'traditional' })
    .expect(201);
  await t
    .agent()
    .post('/api/answers')
    .send({ responseId: r.body.id, questionId: question.body.id, answerText: 'one' })
    .expect(201);
  await t
    .agent()
    .post('/api/answers')
    .send({ responseId: r.body.id, questionId: question.body.id, answerText: 'two' })
    .expect(201);
  await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() }).expect(200);

  const live = await snapshot();
  for (const batchSize of [1, 2, undefined]) {
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { batchSize, cipher: cipherOf(t) });
    expect(await snapshot()).toEqual(live);
  }
});
