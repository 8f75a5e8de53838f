import { readByIdBeforeAndAfterCompletion } from '../testing/completed-response-id.scenario';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { runHiddenFieldsScenario } from '../testing/hidden-fields-scenario';

// Hidden fields on the embedded default (the embedded Postgres): the same scenario.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t.close();
});

it('records, filters, exports, splits by and erases hidden-field values', async () => {
  await runHiddenFieldsScenario(t);
}, 120_000);

it('on the embedded default too, a completed response is not read by its id alone', async () => {
  expect(await readByIdBeforeAndAfterCompletion(t)).toEqual({ open: 200, completed: [404, 404] });
});
