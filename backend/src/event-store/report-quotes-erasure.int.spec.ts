import { randomBytes } from 'node:crypto';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';
import { tablesHolding } from '../testing/table-search';

// A report quotes answers verbatim: its quotes are encrypted under the quoted responses' keys, so erasing
// a response takes its words out of every report (log and read model), and a rebuild agrees.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Quote = { text: string; responseId: string; gloss: string | null };
type Theme = { name: string; responseCount: number; quotes: Quote[] };
type Report = { themes: Theme[]; opportunities: { quotes: Quote[] }[] };

async function untilCompleted(admin: Awaited<ReturnType<TestApp['adminAgent']>>, id: string): Promise<Report> {
  for (let i = 0; i < 600; i++) {
    const res = await admin.get(`/api/reports/${id}`).expect(200);
    if (res.body.status === 'completed') return res.body.report as Report;
    if (res.body.status === 'failed') throw new Error(res.body.error);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${id} did not end`);
}

const quotesOf = (report: Report): Quote[] => [
  ...report.themes.flatMap((theme) => theme.quotes),
  ...report.opportunities.flatMap((o) => o.quotes),
];

it('erasing a response removes its quotes from the reports, and a rebuild gives the same rows', async () => {
  const marker = `marker${randomBytes(6).toString('hex')}`;
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Quotes', isActive: true }).expect(201)).body;
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Which tasks take your week?' })
  ).body;
  const answers = [
    `I re-type every supplier invoice into Sage by hand ${marker}, about two hours a day.`,
    'Typing invoices into Sage by hand takes most of my Monday.',
    'Supplier invoices: I copy each line from the PDF into Sage manually.',
  ];
  const responseIds: string[] = [];
  for (const answerText of answers) {
    const visitor = t.agent();
    const response = (await visitor.post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }))
      .body;
    responseIds.push(response.id);
    await visitor
      .post('/api/answers')
      .send({ responseId: response.id, questionId: question.id, answerText })
      .expect(201);
  }
  const erased = responseIds[0]!;
  const { id } = (await admin.post(`/api/surveys/${survey.id}/reports`).expect(202)).body;
  const before = await untilCompleted(admin, id);
  expect(quotesOf(before).some((q) => q.responseId === erased && q.text.includes(marker))).toBe(true);
  const theme = before.themes.find((th) => th.quotes.some((q) => q.responseId === erased))!;

  // The quoted words are in the read models, never in the log in plaintext.
  expect(await tablesHolding(t, marker)).toEqual(['answers', 'report_quotes']);
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE strpos(data::text, $1) > 0`,
    [marker],
  );
  expect(rows[0]!.n).toBe(0);

  await admin.delete(`/api/responses/${erased}`).expect(204);

  expect(await tablesHolding(t, marker)).toEqual([]);
  const after = await untilCompleted(admin, id);
  expect(quotesOf(after).filter((q) => q.responseId === erased)).toEqual([]);
  const kept = after.themes.find((th) => th.name === theme.name)!;
  expect(kept.responseCount).toBe(theme.responseCount);
  expect(kept.quotes).toEqual(theme.quotes.filter((q) => q.responseId !== erased));
  expect(quotesOf(after).length).toBeGreaterThan(0);

  const live = await readModelSnapshot(t.db);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(await readModelSnapshot(t.db)).toEqual(live);
  expect(await tablesHolding(t, marker)).toEqual([]);
}, 60_000);
