import { randomUUID } from 'node:crypto';
import { encryptEventLog } from '../event-store/encrypt-events';
import { appendToStream } from '../event-store/event-store';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { seedAnalysedSurvey, untilReportEnded } from '../testing/analysed-survey';
import { cipherOf } from '../testing/event-cipher';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { ProposalDrafted, ProposalEdited } from './proposal.events';
import { QUOTE_WITHDRAWN } from '@seedline/shared';
import type { ProposalDocument, RenderedProposalDocument } from './proposal.types';

// A proposal drafted before quotes were kept by reference holds the respondents' words in its events.
// encrypt-events rewrites those events into references, so no quoted words stay in the log, and the
// proposal then renders (and withdraws) its quotes like a new one.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Rendered = { withdrawn: boolean; text: string; responseNumber: number | null; gloss: string | null };

/** The document as the old code drafted it: each quote as a list item of its words. */
function legacyOf(document: RenderedProposalDocument): ProposalDocument {
  return {
    ...document,
    pages: document.pages.map((sections) =>
      sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) =>
          block.kind === 'quotes'
            ? {
                kind: 'list' as const,
                items: block.items.map((q: Rendered) => `“${q.text}” (Response #${q.responseNumber})`),
              }
            : block,
        ),
      })),
    ),
  };
}

const quotesOf = (document: RenderedProposalDocument) =>
  document.pages.flat().flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'quotes' ? b.items : [])));

it('rewrites legacy quote lines into references: none of their words stay in the log', async () => {
  const admin = await t.adminAgent();
  const { surveyId } = await seedAnalysedSurvey(t, admin);
  const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
  expect((await untilReportEnded(admin, reportId)).status).toBe('completed');
  const current = (await admin.post(`/api/reports/${reportId}/proposals`).send({ clientName: 'Acme Ltd' }).expect(201))
    .body;
  const quotes = quotesOf(current.document);
  expect(quotes.length).toBeGreaterThan(1);

  const proposalId = randomUUID();
  const legacy = legacyOf(current.document);
  const drafted: ProposalDrafted = {
    type: 'ProposalDrafted',
    schemaVersion: 1,
    data: { proposalId, reportId, surveyId, document: legacy, draftedAt: current.draftedAt },
  };
  const edited: ProposalEdited = {
    type: 'ProposalEdited',
    schemaVersion: 1,
    data: { proposalId, document: { ...legacy, title: 'Edited before the upgrade' }, editedAt: current.draftedAt },
  };
  await appendToStream(t.db, `proposal-${proposalId}`, 0, [drafted, edited]);
  const cipher = cipherOf(t);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher });
  const inLog = async (text: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE strpos(data::text, $1) > 0', [text]))
      .rows[0]!.n;
  expect(await inLog(quotes[0]!.text)).toBe(2);

  expect((await encryptEventLog(t.db, cipher)).status).toBe('swapped');
  for (const quote of quotes) expect(await inLog(quote.text)).toBe(0);

  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher });
  const upgraded = (await admin.get(`/api/proposals/${proposalId}`).expect(200)).body;
  expect(upgraded.title).toBe('Edited before the upgrade');
  expect(upgraded.document.pages).toEqual(current.document.pages);
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM proposals WHERE strpos(document, $1) > 0',
    [quotes[0]!.text],
  );
  expect(rows[0]!.n).toBe(0);

  await admin.delete(`/api/responses/${quotes[0]!.responseId}`).expect(204);
  const after = quotesOf((await admin.get(`/api/proposals/${proposalId}`).expect(200)).body.document);
  expect(after.filter((q) => q.responseId === quotes[0]!.responseId)).toEqual(
    quotes
      .filter((q) => q.responseId === quotes[0]!.responseId)
      .map((q) => ({ ...q, withdrawn: true, responseNumber: null, text: QUOTE_WITHDRAWN, gloss: null })),
  );
}, 90_000);
