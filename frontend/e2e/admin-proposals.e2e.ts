import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { pdfPages, seriousViolations, toast } from './support/admin-pages';

// A proposal drafted from a finished report: created from the report screen, edited, saved, printed.

const ANSWERS: [string, string][] = [
  ['I re-type every supplier invoice into Sage by hand, about two hours a day.', 'Automatic invoice entry.'],
  ['Typing supplier invoices into the accounts system by hand, around 40 a week.', 'Invoices entering themselves.'],
  ['I copy invoice totals from PDFs into Excel by hand every day.', 'The invoice typing, it takes hours.'],
  ['Keying in invoices from suppliers by hand takes me 2 hours a day.', 'Automatic invoice entry into Sage.'],
  ['Chasing managers for approvals over email; orders wait days for a sign-off.', 'Approval reminders.'],
  ['Waiting for approvals by email and sending reminder after reminder.', 'Approvals in one place.'],
];

/** Polls the report until it has ended (each read brings it up to date from its job). */
const untilEnded = async (request: APIRequestContext, reportId: string) => {
  let status = '';
  await expect
    .poll(
      async () => {
        status = ((await (await request.get(`/api/reports/${reportId}`)).json()) as { status: string }).status;
        return status === 'completed' || status === 'failed';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return status;
};

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

// These runs include an offline analysis of the seeded responses (in-process, CPU-bound): the test
// timeout is a guard against a hang, so it leaves room for a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('drafts a proposal from a report, edits and saves it, prints it on US letter, copies it, no axe findings', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const title = uniqueName('Proposal check');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    description: 'Where the finance team spends its week.',
    questions: ['Which tasks take up most of your week?', 'If one task could be automated tomorrow, which?'],
  });
  for (const answers of ANSWERS) {
    await respondViaApi(request, survey.id, {
      mode: 'traditional',
      language: 'en',
      answers: answers.map((answerText, q) => ({ questionId: questions[q].id, answerText })),
      complete: true,
    });
  }
  const queued = await page.request.post(`/api/surveys/${survey.id}/reports`);
  expect(queued.status()).toBe(202);
  const reportId = ((await queued.json()) as { id: string }).id;
  expect(await untilEnded(page.request, reportId)).toBe('completed');

  // The report screen's action drafts the proposal and opens it.
  await page.goto(`/admin/surveys/${survey.id}/reports/${reportId}`);
  await page.getByRole('button', { name: 'Create proposal from report' }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  const document = page.getByTestId('proposal-document');
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('AI Workflow Pilot and Team Enablement');
  await expect(document).toContainText(`Prepared for${title}`);
  await expect(document.getByRole('table').first()).toContainText('ICE');
  await expect(document).toContainText('(Response #');
  await expect(document).toContainText('Complimentary');
  await expect(document).toContainText('Timeline: 5 weeks');

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/proposal-view-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/proposal-view-${width}-top.png` });
    expect(await seriousViolations(page)).toEqual([]);
  }

  // Edit a line and the client's contact, save, and find both after a reload.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Invoice capture pilot for the finance team');
  await page.getByLabel('Client contact').fill('Dana Whitfield');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/proposal-edit-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Proposal saved');
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('Invoice capture pilot for the finance team');
  await page.reload();
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('Invoice capture pilot for the finance team');
  await expect(document).toContainText('Dana Whitfield');

  // Listed on the proposals page, above the fixed example.
  const proposalUrl = page.url();
  await page.goto('/admin/proposals');
  await expect(page.getByTestId('drafted-proposals').getByRole('link').first()).toHaveText(
    `${title}: Invoice capture pilot for the finance team`,
  );
  await page.screenshot({ path: '/tmp/proposal-list-1440.png' });
  await page.goto(proposalUrl);

  // Copy: 'Copied!' and the toast, the edited text on the clipboard.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toast(page)).toContainText('Copied to clipboard');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Invoice capture pilot for the finance team');
  expect(text).toContain(`Prepared for ${title} (Dana Whitfield, Role)`);

  // Print: the page's @page rule gives US-letter sheets, one per designed page, no chrome.
  const designedPages = await page.getByTestId('proposal-page').count();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
  const sheets = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  // As many sheets as designed pages: no page's content spilled over onto an extra sheet.
  expect(sheets).toHaveLength(designedPages);
  for (const { mediaBox } of sheets) expect(mediaBox).toEqual([0, 0, 612, 792]);

  // A quoted respondent erases their response: the proposal shows the withdrawn mark in the quote's
  // place, on screen and in print, and none of their words.
  await page.emulateMedia({ media: 'screen' });
  const proposalId = proposalUrl.split('/').pop()!;
  type Quote = { responseId: string; text: string; withdrawn: boolean };
  type Doc = { pages: { blocks: { kind: string; items?: Quote[] }[] }[][] };
  const proposal = (await (await page.request.get(`/api/proposals/${proposalId}`)).json()) as { document: Doc };
  const quotes = proposal.document.pages
    .flat()
    .flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'quotes' ? b.items! : [])));
  const erased = quotes[0]!;
  expect((await page.request.delete(`/api/responses/${erased.responseId}`)).status()).toBe(204);
  await page.reload();
  await expect(document.getByTestId('quote-withdrawn').first()).toHaveText('Quote withdrawn by the respondent');
  await document.getByTestId('quote-withdrawn').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/proposal-withdrawn-1440.png' });
  await expect(document).not.toContainText(erased.text);
  await expect(document).toContainText('(Response #');
  await page.emulateMedia({ media: 'print' });
  await expect(document.getByTestId('quote-withdrawn').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
