import type { Queryable } from '../db/db';
import { runLifecycleScenario } from '../testing/survey-lifecycle.scenario';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from './rebuild';

// The counter tables kept by triggers (survey_counts, drop_off_progress, drop_off_counts) are left alone
// while a rebuild writes, and recounted in one pass at its end (migration 012): the recount gives what
// the triggers left, on Postgres and on the embedded Postgres.

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('counters and the rebuild on %s', (_name, embedded) => {
  let t: TestApp;
  let surveyId: string;
  let lateResponseId: string;
  let allErasedId: string;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
    const s = await runLifecycleScenario(t, `counters-rebuild-${embedded ? 'e' : 'p'}`);
    surveyId = s.surveyId;
    lateResponseId = s.lateResponseId;
    // A survey whose only response was erased.
    const admin = await t.adminAgent();
    allErasedId = (await admin.post('/api/surveys').send({ title: 'All erased' }).expect(201)).body.id as string;
    const question = await admin.post(`/api/surveys/${allErasedId}/questions`).send({ questionText: 'Q?' }).expect(201);
    const r = await t
      .agent()
      .post(`/api/surveys/${allErasedId}/responses`)
      .send({ surveyMode: 'traditional', language: 'en' })
      .expect(201);
    await t.agent().post('/api/answers').send({ responseId: r.body.id, questionId: question.body.id, answerText: 'A' });
    await admin.delete(`/api/responses/${r.body.id}`).expect(204);
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps no count row for a survey whose responses were all erased, as a fresh count has none', async () => {
    const { rows } = await t.db.query('SELECT * FROM survey_counts WHERE survey_id = $1', [allErasedId]);
    expect(rows).toEqual([]);
    const admin = await t.adminAgent();
    expect((await admin.get(`/api/surveys/${allErasedId}`).expect(200)).body).toMatchObject({
      startedCount: 0,
      completedCount: 0,
    });
  });

  it('recounts exactly what the triggers keep', async () => {
    const live = await readModelSnapshot(t.db);
    expect(live.survey_counts).toEqual(
      expect.arrayContaining([{ survey_id: surveyId, started_count: 2, completed_count: 1 }]),
    );
    await t.db.transaction(async (tx) => {
      for (const sql of READ_MODEL_PLAN.recomputes) await tx.query(sql);
    });
    expect(await readModelSnapshot(t.db)).toEqual(live);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });

  it('leaves the counters alone while a rebuild writes, and counts again outside it', async () => {
    const counters = async (db: Queryable) => {
      const snapshot = await readModelSnapshot(db);
      return [snapshot.survey_counts, snapshot.drop_off_progress, snapshot.drop_off_counts];
    };
    const before = await counters(t.db);
    const rolledBack = new Error('rolled back');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`SELECT set_config('seedline.rebuilding', 'on', true)`);
        await tx.query('UPDATE responses SET completed_at = now() WHERE id = $1', [lateResponseId]);
        expect(await counters(tx)).toEqual(before);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await t.db.query('UPDATE responses SET completed_at = now() WHERE id = $1', [lateResponseId]);
    const { rows } = await t.db.query<{ completed_count: number }>(
      'SELECT completed_count FROM survey_counts WHERE survey_id = $1',
      [surveyId],
    );
    expect(rows).toEqual([{ completed_count: 2 }]);
    const live = await readModelSnapshot(t.db);
    await t.db.transaction(async (tx) => {
      for (const sql of READ_MODEL_PLAN.recomputes) await tx.query(sql);
    });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});
