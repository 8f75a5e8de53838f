import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { runBranchingScenario } from '../testing/branching-scenario';

// Branching (issue 29) on Postgres and on the embedded Postgres: see the scenario; then a rebuild of
// every read model gives the tables live appends left (rules, off-path marks, passed-by lists).

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('surveys that branch on %s', (_name, embedded) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses skipped questions, counts bases, and a rebuild equals live', async () => {
    await runBranchingScenario(t);
    const live = await readModelSnapshot(t.db);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  }, 120_000);
});
