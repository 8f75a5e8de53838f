import type TestAgent from 'supertest/lib/agent';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { seedAnalysedSurvey, untilReportEnded } from '../testing/analysed-survey';
import { EMBEDDED_START_TIMEOUT_MS, TEST_ADMIN, startTestApp, type TestApp } from '../testing/test-app';

type Quote = { responseId: string; text: string };
type Theme = {
  id: string;
  name: string;
  responseCount: number;
  hidden: boolean;
  quotes: Quote[];
  availableQuotes: Quote[];
};
type Board = {
  themes: Theme[];
  opportunities: Array<{ themeNames: string[]; quotes: Quote[] }>;
  history: Array<{ by: string | null; type: string; summary: string }>;
  changes: Array<{ kind: string; themeId: string; responses: number }>;
  carriedFrom: string | null;
};

async function analyse(admin: TestAgent, surveyId: string): Promise<string> {
  const queued = await admin.post(`/api/surveys/${surveyId}/reports`).expect(202);
  const report = await untilReportEnded(admin, queued.body.id);
  expect(report.status).toBe('completed');
  return queued.body.id as string;
}

const board = async (admin: TestAgent, reportId: string): Promise<Board> =>
  (await admin.get(`/api/reports/${reportId}/board`).expect(200)).body as Board;

const curate = async (admin: TestAgent, reportId: string, change: object, status = 200) =>
  (await admin.post(`/api/reports/${reportId}/board`).send(change).expect(status)).body as Board;

const everyQuote = (b: Board) => [
  ...b.themes.flatMap((t) => [...t.quotes, ...t.availableQuotes]),
  ...b.opportunities.flatMap((o) => o.quotes),
];

async function curateThenErase(app: TestApp) {
  const admin = await app.adminAgent();
  const { surveyId, questionIds, responseIds } = await seedAnalysedSurvey(app, admin);
  const reportId = await analyse(admin, surveyId);
  const before = await board(admin, reportId);
  const invoices = before.themes.find((t) => /invoice/i.test(t.name))!;
  const approvals = before.themes.find((t) => /approv/i.test(t.name))!;
  expect(invoices).toBeDefined();
  expect(approvals).toBeDefined();

  await curate(admin, reportId, { type: 'ThemeRenamed', themeId: invoices.id, name: 'Invoices typed by hand' });
  await curate(admin, reportId, { type: 'ThemeHidden', themeId: approvals.id, reason: '' }, 400);
  await curate(admin, reportId, { type: 'ThemesMerged', themeId: approvals.id, intoThemeId: invoices.id });
  const merged = await board(admin, reportId);
  const theme = merged.themes.find((t) => t.id === invoices.id)!;
  expect(theme).toMatchObject({ name: 'Invoices typed by hand', responseCount: 6 });
  expect(merged.themes.some((t) => t.id === approvals.id)).toBe(false);
  expect(merged.history.map((h) => [h.by, h.type])).toEqual([
    [TEST_ADMIN.username, 'ThemeRenamed'],
    [TEST_ADMIN.username, 'ThemesMerged'],
  ]);
  expect(merged.history[1]!.summary).toBe(`Merged "${approvals.name}" into "Invoices typed by hand"`);
  for (const o of merged.opportunities) expect(o.themeNames).toEqual(['Invoices typed by hand']);

  // An erased answer leaves every theme and every quote, after the merge too.
  const quoted = theme.quotes[0]!.responseId;
  await admin.delete(`/api/responses/${quoted}`).expect(204);
  const erased = await board(admin, reportId);
  expect(erased.themes.find((t) => t.id === invoices.id)!.responseCount).toBe(5);
  expect(everyQuote(erased).map((q) => q.responseId)).not.toContain(quoted);
  expect(everyQuote(erased).length).toBeGreaterThan(0);
  return { admin, surveyId, questionIds, responseIds, reportId, themeId: invoices.id, erased };
}

describe('findings board on Postgres', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('curates on the report stream; erasure reaches every quote; a rebuild gives the same board', async () => {
    const { admin, reportId, erased } = await curateThenErase(app);
    await rebuildReadModels(app.db, READ_MODEL_PLAN, { cipher: cipherOf(app) });
    expect(await board(admin, reportId)).toEqual(erased);
  }, 90_000);

  it('a re-run after new responses keeps the curation: new answers join, the board says so', async () => {
    const { admin, surveyId, questionIds, reportId, themeId } = await curateThenErase(app);
    for (const text of [
      'I re-type supplier invoices into Sage by hand every afternoon.',
      'Typing each invoice into Sage manually, line by line.',
    ]) {
      const visitor = app.agent();
      const response = (
        await visitor.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201)
      ).body;
      await visitor
        .post('/api/answers')
        .send({ responseId: response.id, questionId: questionIds[0], answerText: text })
        .expect(201);
    }
    const rerun = await analyse(admin, surveyId);
    const next = await board(admin, rerun);
    expect(next.carriedFrom).toBe(reportId);
    const kept = next.themes.find((t) => t.id === themeId)!;
    expect(kept).toMatchObject({ name: 'Invoices typed by hand', responseCount: 7 });
    expect(next.changes).toContainEqual({ kind: 'joined', themeId, responses: 2 });
    expect(next.history.map((h) => h.type)).toEqual(['CurationCarriedOver']);
  }, 90_000);

  it('the proposal drafts from the curated findings: names, hidden themes left out, chosen quotes', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedAnalysedSurvey(app, admin);
    const reportId = await analyse(admin, surveyId);
    const before = await board(admin, reportId);
    const invoices = before.themes.find((t) => /invoice/i.test(t.name))!;
    const approvals = before.themes.find((t) => /approv/i.test(t.name))!;
    await curate(admin, reportId, { type: 'ThemeRenamed', themeId: invoices.id, name: 'Invoices typed by hand' });
    await curate(admin, reportId, {
      type: 'ThemeHidden',
      themeId: approvals.id,
      reason: 'Out of scope for this pilot',
    });
    const last = invoices.availableQuotes[invoices.availableQuotes.length - 1]!;
    const key = (q: { responseId: string; questionId: string; source: string }) =>
      `${q.responseId}/${q.questionId}/${q.source}`;
    await curate(admin, reportId, { type: 'QuotesChosen', themeId: invoices.id, quoteKeys: [key(last as never)] });
    const drafted = await admin.post(`/api/reports/${reportId}/proposals`).send({ companyData: 'Company: Acme Ltd' });
    expect(drafted.body.message ?? drafted.status).toBe(201);
    const proposal = drafted.body;
    const sections = proposal.document.pages.flat() as Array<{ id: string; blocks: Array<Record<string, unknown>> }>;
    const text = JSON.stringify(sections);
    expect(text).toContain('Invoices typed by hand');
    expect(text).not.toContain(approvals.name);
    const quotes = sections.find((s) => s.id === 'opportunities')!.blocks.find((b) => b.kind === 'quotes') as {
      items: Array<{ text: string; withdrawn: boolean }>;
    };
    expect(quotes.items[0]).toMatchObject({ text: last.text, withdrawn: false });
  }, 60_000);

  it('refuses a change to a theme the board does not have', async () => {
    const admin = await app.adminAgent();
    const { surveyId } = await seedAnalysedSurvey(app, admin);
    const reportId = await analyse(admin, surveyId);
    await curate(admin, reportId, { type: 'ThemeRenamed', themeId: 'theme-nope', name: 'x' }, 404);
    await curate(admin, reportId, { type: 'ThemeRenamed', name: 'x' }, 400);
  }, 60_000);
});

describe('findings board on the embedded default', () => {
  it(
    'curates, and an erased answer leaves every theme and quote',
    async () => {
      const app = await startTestApp({ embedded: true });
      try {
        await curateThenErase(app);
      } finally {
        await app.close();
      }
    },
    EMBEDDED_START_TIMEOUT_MS,
  );
});
