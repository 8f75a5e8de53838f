import { startTestApp, type TestApp } from '../testing/test-app';
import { runHiddenFieldsScenario } from '../testing/hidden-fields-scenario';

// Hidden fields on the real Postgres: see the scenario.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

it('records, filters, exports, splits by and erases hidden-field values', async () => {
  await runHiddenFieldsScenario(t);
});
