import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { movingClock, seedQualityScenario } from '../../testing/response-quality-scenario';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

// The consultant overrules a verdict (issue 50): an event on the response's stream with who and when in
// its metadata, in the response's history, standing over the computed verdict in the read model and in
// the counts, rebuilt from the log the same, gone with an erased response. On Postgres and on the
// embedded default (no DATABASE_URL).

describe.each([
  ['Postgres', false],
  ['the embedded default', true],
])('overruling a quality verdict on %s', (_name, embedded) => {
  const time = movingClock();
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ embedded, clock: time.clock });
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it(
    'records the overrule as an event, shows it over the computed verdict, and rebuilds it equal to live',
    async () => {
      const s = await seedQualityScenario(t, time);
      const masher = await s.respond(['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], 20);
      const honest: string[] = [];
      for (let i = 0; i < 4; i++) honest.push(await s.honest(i));
      await s.settle();
      const admin = await t.adminAgent();

      const before = (await admin.get(`/api/responses/${masher}/quality`).expect(200)).body;
      expect(before).toMatchObject({ responseId: masher, verdict: 'low_quality', computedVerdict: 'low_quality' });
      expect(before.overrule).toBeNull();
      expect(before.reasons).toEqual([
        { signal: 'gibberish', en: '2 of 2 written answers are gibberish', ur: '2 میں سے 2 تحریری جواب بے معنی ہیں' },
      ]);
      expect((await admin.get(`/api/surveys/${s.surveyId}/quality`).expect(200)).body).toEqual({
        ok: 4,
        review: 0,
        lowQuality: 1,
        unscored: 0,
      });

      const at = time.clock().toISOString();
      const overruled = (await admin.put(`/api/responses/${masher}/quality`).send({ verdict: 'ok' }).expect(200)).body;
      expect(overruled).toMatchObject({
        verdict: 'ok',
        computedVerdict: 'low_quality',
        overrule: { verdict: 'ok', by: TEST_ADMIN.username, at },
      });
      await admin.put(`/api/responses/${honest[0]}/quality`).send({ verdict: 'review' }).expect(200);

      const { rows: events } = await t.db.query<{ type: string; data: unknown; metadata: unknown }>(
        `SELECT type, data, metadata FROM events WHERE stream_id = $1 AND type = 'ResponseQualityOverruled'`,
        [`response-${masher}`],
      );
      expect(events).toEqual([
        {
          type: 'ResponseQualityOverruled',
          data: { responseId: masher, surveyId: s.surveyId, verdict: 'ok' },
          metadata: {
            by: TEST_ADMIN.username,
            at,
            actor: expect.objectContaining({ kind: 'user', username: TEST_ADMIN.username }),
          },
        },
      ]);
      const history = (await admin.get(`/api/responses/${masher}/history`).expect(200)).body;
      expect(JSON.stringify(history)).toContain('quality_overruled');

      // The keeper's next pass leaves the overrule standing over the (same) computed verdict.
      await s.settle();
      expect((await admin.get(`/api/surveys/${s.surveyId}/quality`).expect(200)).body).toEqual({
        ok: 4,
        review: 1,
        lowQuality: 0,
        unscored: 0,
      });

      const live = (await t.db.query('SELECT * FROM response_quality_overrules ORDER BY response_id')).rows;
      expect(live).toHaveLength(2);
      await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
      await s.settle();
      expect((await t.db.query('SELECT * FROM response_quality_overrules ORDER BY response_id')).rows).toEqual(live);
      expect((await admin.get(`/api/responses/${masher}/quality`).expect(200)).body).toEqual(overruled);

      await admin.delete(`/api/responses/${masher}`).expect(204);
      expect(
        (await t.db.query('SELECT 1 FROM response_quality_overrules WHERE response_id = $1', [masher])).rows,
      ).toEqual([]);
      await admin.get(`/api/responses/${masher}/quality`).expect(404);
    },
    EMBEDDED_START_TIMEOUT_MS,
  );

  it('refuses a verdict it does not know, a response that does not exist, and anyone but an admin', async () => {
    const admin = await t.adminAgent();
    const s = await seedQualityScenario(t, time);
    const id = await s.honest(0);
    await admin.put(`/api/responses/${id}/quality`).send({ verdict: 'great' }).expect(400);
    await admin.put('/api/responses/00000000-0000-4000-8000-000000000000/quality').send({ verdict: 'ok' }).expect(404);
    await t.agent().put(`/api/responses/${id}/quality`).send({ verdict: 'ok' }).expect(401);
  });
});
