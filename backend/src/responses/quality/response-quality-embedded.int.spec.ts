import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { movingClock, seedQualityScenario } from '../../testing/response-quality-scenario';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';

// The response-quality read model on the embedded default (no DATABASE_URL): the keeper scores the
// survey, and a rebuild from the log gives the same verdicts.

const time = movingClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ embedded: true, clock: time.clock });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

it(
  'keeps the verdicts on the embedded default and rebuilds them the same',
  async () => {
    expect(t.db.embedded).toBe(true);
    const s = await seedQualityScenario(t, time);
    const speeder = await s.respond(['Phones all day.', 4, 2, 5, 1, 'Reminders'], 1);
    const masher = await s.respond(['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], 20);
    const honest: string[] = [];
    for (let i = 0; i < 10; i++) honest.push(await s.honest(i));

    const verdicts = await s.settle();
    expect(verdicts.get(speeder)).toMatchObject({
      verdict: 'low_quality',
      reasons: [{ signal: 'speeding', answers: 6 }],
    });
    expect(verdicts.get(masher)).toMatchObject({ verdict: 'low_quality', reasons: [{ signal: 'gibberish' }] });
    expect(honest.map((id) => verdicts.get(id)!.verdict)).toEqual(Array(10).fill('ok'));

    const live = (await t.db.query('SELECT * FROM response_quality ORDER BY response_id')).rows;
    expect(live).toHaveLength(12);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    await s.settle();
    expect((await t.db.query('SELECT * FROM response_quality ORDER BY response_id')).rows).toEqual(live);
  },
  EMBEDDED_START_TIMEOUT_MS,
);
