import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { movingClock, seedQualityScenario } from '../../testing/response-quality-scenario';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { reasonWords } from './quality-words';
import { rescoreSurvey } from './response-quality.read-model';

// The response-quality read model on Postgres: verdicts kept off the command path by the keeper, moved
// as the survey's norms form, dropped with an erased response, and rebuilt from the log equal to the live ones;
// a survey of any size scored a page at a time with the verdicts of scoring it whole, and a verdict that did
// not change not written again.

const time = movingClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

it('keeps each response verdict with its reasons, judges speed once enough responses exist, and rebuilds the same', async () => {
  const s = await seedQualityScenario(t, time);
  const speeder = await s.respond(['Phones all day.', 4, 2, 5, 1, 'Reminders'], 1);
  const masher = await s.respond(['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], 20);
  for (let i = 0; i < 4; i++) await s.honest(i);

  const early = await s.settle();
  expect(early.size).toBe(6);
  expect(early.get(speeder)).toMatchObject({
    verdict: 'ok',
    notes: [{ about: 'speeding', why: 'too_few_responses', responses: 6, needed: 10 }],
  });
  expect(early.get(masher)).toMatchObject({
    verdict: 'low_quality',
    reasons: [{ signal: 'gibberish', answers: 2, of: 2 }],
  });

  const honest: string[] = [];
  for (let i = 4; i < 12; i++) honest.push(await s.honest(i));
  const later = await s.settle();
  expect(later.size).toBe(14);
  const flagged = later.get(speeder)!;
  expect(flagged.verdict).toBe('low_quality');
  expect(flagged.notes).toEqual([]);
  expect(flagged.reasons.map((r) => r.signal)).toEqual(['speeding']);
  expect(reasonWords(flagged.reasons[0]!, 'en')).toMatch(/^answered 6 questions in 6 s; the median is 2 min$/);
  expect(honest.map((id) => later.get(id)!.verdict)).toEqual(Array(8).fill('ok'));

  const admin = await t.adminAgent();
  await admin.delete(`/api/responses/${honest[0]}`).expect(204);
  const afterErasure = await s.settle();
  expect(afterErasure.size).toBe(13);
  expect(afterErasure.has(honest[0]!)).toBe(false);

  const live = await t.db.query('SELECT * FROM response_quality ORDER BY response_id');
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect((await t.db.query('SELECT survey_id FROM response_quality_pending')).rows).toEqual([
    { survey_id: s.surveyId },
  ]);
  await s.settle();
  expect((await t.db.query('SELECT * FROM response_quality ORDER BY response_id')).rows).toEqual(live.rows);
  const { rows: progress } = await t.db.query<{ position: string }>('SELECT position FROM response_quality_checkpoint');
  const { rows: end } = await t.db.query<{ last: string }>('SELECT max(global_position) AS last FROM events');
  expect(progress.map((p) => Number(p.position))).toEqual([Number(end[0]!.last)]);
  expect(await s.settle()).toEqual(afterErasure);
  expect((await t.db.query('SELECT survey_id FROM response_quality_pending')).rows).toEqual([]);
});

it('scores a survey a page at a time with the verdicts of scoring it whole (no survey is too large to score)', async () => {
  const s = await seedQualityScenario(t, time);
  const pasted = 'We copy every supplier invoice from the portal into the spreadsheet by hand each week';
  // Before the honest ones (a later page): the pasted text repeated across responses and pages.
  const first = await s.respond([pasted, 3, 4, 2, 5, 'Reminders for approvals'], 25);
  for (let i = 0; i < 11; i++) await s.honest(i);
  const paster = await s.respond([pasted, 4, 4, 4, 4, pasted], 20);
  await s.respond(['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], 20);
  await s.respond(['Phones all day.', 4, 2, 5, 1, 'Reminders'], 1);

  const verdicts = async (pageSize: number, heldResponses?: number) =>
    t.db.transaction(async (tx) => {
      const scored = await rescoreSurvey(tx, s.surveyId, { pageSize, heldResponses });
      const { rows } = await tx.query('SELECT * FROM response_quality WHERE survey_id = $1 ORDER BY response_id', [
        s.surveyId,
      ]);
      return { scored, rows };
    });
  const rowVersions = async () =>
    (
      await t.db.query<{ response_id: string; xmin: string }>(
        'SELECT response_id, xmin::text FROM response_quality WHERE survey_id = $1 ORDER BY response_id',
        [s.surveyId],
      )
    ).rows;
  const whole = await verdicts(1_000);
  expect(whole.scored).toBe(15);
  // The paster is judged against a response of an earlier page: what the pages carry over is used.
  const pasterRow = whole.rows.find((r) => (r as { response_id: string }).response_id === paster) as {
    reasons: { signal: string; earlierResponseId?: string | null }[];
  };
  expect(pasterRow.reasons).toContainEqual(expect.objectContaining({ signal: 'copy_paste', earlierResponseId: first }));
  // Read once and held, or (a survey larger than the scoring holds) read again for the judging: the same.
  for (const pageSize of [1, 4, 7]) expect(await verdicts(pageSize)).toEqual(whole);
  for (const pageSize of [1, 4, 7]) expect(await verdicts(pageSize, 5)).toEqual(whole);
  // Nothing changed, nothing written: every kept row is the version the first scoring wrote.
  const versions = await rowVersions();
  expect(await verdicts(4)).toEqual(whole);
  expect(await rowVersions()).toEqual(versions);
});
