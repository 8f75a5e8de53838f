import { ALL_PROJECTIONS } from './all-projections';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { rebuildReadModels } from './rebuild';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const snapshot = () => readModelSnapshot(t.db);

it('rebuilding every read model from the events gives exactly the live tables', async () => {
  const admin = await t.adminAgent();
  for (let s = 0; s < 3; s++) {
    const survey = await admin.post('/api/surveys').send({ title: `Rebuild ${s}`, slug: `rebuild-${s}`, description: s ? 'd' : undefined }).expect(201);
    const ids: string[] = [];
    for (let q = 1; q <= 3; q++) {
      ids.push((await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: `Q${q}`, order: q }).expect(201)).body.id);
    }
    const r = await t.agent().post(`/api/surveys/${survey.body.id}/responses`).send({ surveyMode: s % 2 ? 'ai_chat' : 'traditional', language: 'en' }).expect(201);
    for (const id of ids) await t.agent().post('/api/answers').send({ responseId: r.body.id, questionId: id, answerText: `A ${id}` }).expect(201);
    await t.agent().post('/api/answers').send({ responseId: r.body.id, questionId: ids[0], answerText: 'changed' }).expect(201);
    if (s < 2) await t.agent().patch(`/api/responses/${r.body.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
    if (s === 2) await admin.delete(`/api/surveys/${survey.body.id}`).expect(200);
  }

  const live = await snapshot();
  expect(live.surveys!.length).toBe(3);
  expect(live.answers!.length).toBe(9);

  const { events } = await rebuildReadModels(t.db, ALL_PROJECTIONS);
  expect(events).toBeGreaterThan(20);
  expect(await snapshot()).toEqual(live);
});
