import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';
import { dropOffTables, recountDropOff, seedDropOffScenario } from '../../testing/drop-off-scenario';

// The drop-off triggers (plpgsql, statement-level, transition tables) on the embedded Postgres, the default
// without DATABASE_URL: the same counts as a count from scratch, live and after a rebuild.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

it(
  'keeps the drop-off counts on the embedded default through answers, revisions, completion, erasure and a rebuild',
  async () => {
    expect(t.db.embedded).toBe(true);
    const s = await seedDropOffScenario(t);
    const admin = await t.adminAgent();
    const before = (await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200)).body;
    expect([before.started, before.completed]).toEqual([5, 1]);
    expect(before.questions.map((q: { reached: number; answered: number }) => [q.reached, q.answered])).toEqual([
      [4, 4],
      [3, 2],
      [2, 1],
    ]);
    expect(before).toEqual(await recountDropOff(t.db, s.surveyId));

    await s.erase();
    const after = (await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200)).body;
    expect([after.started, after.completed]).toEqual([4, 1]);
    expect(after).toEqual(await recountDropOff(t.db, s.surveyId));

    const live = await dropOffTables(t.db);
    for (const batchSize of [1, 3, undefined]) {
      await rebuildReadModels(t.db, READ_MODEL_PLAN, { batchSize, cipher: cipherOf(t) });
      expect(await dropOffTables(t.db)).toEqual(live);
    }
  },
  EMBEDDED_START_TIMEOUT_MS,
);
