import { untilReportEnded } from '../../testing/analysed-survey';
import { movingClock, seedQualityScenario } from '../../testing/response-quality-scenario';
import { startTestApp, type TestApp } from '../../testing/test-app';

// What a verdict changes (issue 50), on Postgres: low-quality responses leave the summary's and the
// drop-off's counts by default, the count left out is stated, a toggle counts them again; the list
// filters by verdict and carries each response's badge and reasons; the CSV has a Quality column; the
// report leaves them out unless asked and states how many it left out or counted.

const time = movingClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: time.clock });
});
afterAll(async () => {
  await t?.close();
});

it('leaves low-quality responses out of the summary and drop-off by default, says how many, and counts them when asked', async () => {
  const s = await seedQualityScenario(t, time);
  const masher = await s.respond(['asdfasdf jkl', 2, 4, 1, 3, 'sdfsdfsdf'], 20);
  for (let i = 0; i < 5; i++) await s.honest(i);
  await s.settle();
  const admin = await t.adminAgent();

  const summary = (await admin.get(`/api/surveys/${s.surveyId}/summary`).expect(200)).body;
  expect(summary.total).toBe(5);
  expect(summary.quality).toEqual({ flaggedForReview: 0, lowQuality: 1, excluded: 1, lowQualityIncluded: false });
  const included = (await admin.get(`/api/surveys/${s.surveyId}/summary?lowQuality=include`).expect(200)).body;
  expect(included.total).toBe(6);
  expect(included.quality).toEqual({ flaggedForReview: 0, lowQuality: 1, excluded: 0, lowQualityIncluded: true });

  const dropOff = (await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200)).body;
  expect(dropOff).toMatchObject({ started: 5, lowQualityExcluded: 1 });
  const allDropOff = (await admin.get(`/api/surveys/${s.surveyId}/drop-off?lowQuality=include`).expect(200)).body;
  expect(allDropOff).toMatchObject({ started: 6, lowQualityExcluded: 0 });

  const flagged = (await admin.get(`/api/surveys/${s.surveyId}/responses?quality=low_quality`).expect(200)).body;
  expect(flagged.total).toBe(1);
  expect(flagged.items[0]).toMatchObject({
    id: masher,
    quality: { verdict: 'low_quality', reasons: [{ signal: 'gibberish', en: '2 of 2 written answers are gibberish' }] },
  });
  expect((await admin.get(`/api/surveys/${s.surveyId}/responses?limit=50`).expect(200)).body.total).toBe(6);
  await admin.get(`/api/surveys/${s.surveyId}/responses?quality=great`).expect(400);

  const csv = (await admin.get(`/api/surveys/${s.surveyId}/responses.csv`).expect(200)).text as string;
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header!.split(',').slice(0, 10)).toEqual([
    'Response #',
    'Response ID',
    'Submitted at',
    'Completed at',
    'Status',
    'Mode',
    'Language',
    'Name',
    'Email',
    'Quality',
  ]);
  expect(lines.find((line) => line.includes(masher))).toContain(',Low quality: 2 of 2 written answers are gibberish,');
  expect(lines.filter((line) => line.includes(',OK,'))).toHaveLength(5);

  // The report analyses the others and says how many it left out.
  const queued = (await admin.post(`/api/surveys/${s.surveyId}/reports`).expect(202)).body;
  const report = await untilReportEnded(admin, queued.id);
  expect(report).toMatchObject({
    status: 'completed',
    coverage: { responses: 5 },
    lowQualityExcluded: 1,
    lowQualityIncluded: 0,
  });
  expect(JSON.stringify(report.report)).not.toContain(masher);

  // Asked for, the report analyses them too and says how many it counted (on a re-run as on a first).
  const all = (await admin.post(`/api/surveys/${s.surveyId}/reports`).send({ lowQuality: 'include' }).expect(202)).body;
  expect(await untilReportEnded(admin, all.id)).toMatchObject({
    status: 'completed',
    coverage: { responses: 6 },
    lowQualityExcluded: 0,
    lowQualityIncluded: 1,
  });
  const listed = (await admin.get(`/api/surveys/${s.surveyId}/reports`).expect(200)).body as Array<{
    id: string;
    lowQualityExcluded: number;
    lowQualityIncluded: number;
  }>;
  expect(new Map(listed.map((r) => [r.id, [r.lowQualityExcluded, r.lowQualityIncluded]]))).toEqual(
    new Map([
      [all.id, [0, 1]],
      [queued.id, [1, 0]],
    ]),
  );
  await admin.post(`/api/surveys/${s.surveyId}/reports`).send({ lowQuality: 'all' }).expect(400);

  // Overruled to OK, the response counts again.
  await admin.put(`/api/responses/${masher}/quality`).send({ verdict: 'ok' }).expect(200);
  const after = (await admin.get(`/api/surveys/${s.surveyId}/summary`).expect(200)).body;
  expect(after.total).toBe(6);
  expect(after.quality).toMatchObject({ lowQuality: 0, excluded: 0 });
  const csvAfter = (await admin.get(`/api/surveys/${s.surveyId}/responses.csv`).expect(200)).text as string;
  expect(csvAfter.split('\r\n').find((line) => line.includes(masher))).toContain(',OK (overruled),');
});
