import { expect, test, type APIRequestContext } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { pdfPages, seriousViolations, toast } from './support/admin-pages';
import { keepPdf, pdfPageTexts } from './support/pdf-text';

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

  // The report screen's action asks who the proposal is for, prefilled from the company data, then drafts it.
  await page.goto(`/admin/surveys/${survey.id}/reports/${reportId}`);
  await page.getByRole('button', { name: 'Create proposal from report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Who is this proposal for?' });
  await expect(dialog).toBeVisible();
  const client = uniqueName('Acme Ltd');
  await dialog
    .getByLabel('Company data (optional)')
    .fill(`Company: ${client}\nWe run 12 warehouses.\nContact: Dana Whitfield, Finance Director`);
  await expect(dialog.getByLabel('Client name')).toHaveValue(client);
  await expect(dialog.getByLabel('Contact name (optional)')).toHaveValue('Dana Whitfield');
  await expect(dialog.getByLabel("Contact's role (optional)")).toHaveValue('Finance Director');
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/proposal-draft-form-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Draft proposal' }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  const document = page.getByTestId('proposal-document');
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('AI Workflow Pilot and Team Enablement');
  await expect(document).toContainText(`Prepared for${client}Dana Whitfield, Finance Director`);
  await expect(document).not.toContainText(title);
  await expect(document).not.toContainText('Client contact');
  // The labelled lines named the client; the rest of the company data is the context.
  await expect(document).toContainText('We run 12 warehouses.');
  await expect(document).not.toContainText('Company:');
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

  // Edit a line and the client's contact; raise the last use case's Ease and Impact: its ICE score is the
  // mean again and it ranks first once the field is left. Save, and find all of it after a reload.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Invoice capture pilot for the finance team');
  await page.getByLabel('Client contact').fill('Sam Lee');
  const rows = await page.getByLabel(/^Row \d+: Use case$/).count();
  expect(rows).toBeGreaterThan(1);
  const last = `Row ${rows}`;
  const useCase = await page.getByLabel(`${last}: Use case`).inputValue();
  // The top use case has its paragraph among the top opportunities, "1. <use case> (ICE n): ...".
  const topCase = await page.getByLabel('Row 1: Use case').inputValue();
  const confidence = Number(await page.getByLabel(`${last}: Confidence`).inputValue());
  await page.getByLabel(`${last}: Impact`).fill('10');
  await page.getByLabel(`${last}: Ease`).fill('10');
  // The mean of the three, to one decimal (worker/README "ICE score"), as each part changes.
  await expect(page.getByLabel(`${last}: ICE`)).toHaveValue((Math.round(((20 + confidence) / 3) * 10) / 10).toFixed(1));
  await page.getByLabel(`${last}: Confidence`).fill('10');
  await expect(page.getByLabel(`${last}: ICE`)).toHaveValue('10.0');
  await page.getByLabel(`${last}: Confidence`).blur();
  await expect(page.getByLabel('Row 1: Use case')).toHaveValue(useCase);
  await expect(page.getByLabel('Row 1: ICE')).toHaveValue('10.0');
  // Lower the former top use case to 1, 1, 1: its paragraph says "(ICE 1.0)" and moves down the list.
  const useCases = await page
    .getByLabel(/^Row \d+: Use case$/)
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const former = `Row ${useCases.indexOf(topCase) + 1}`;
  for (const partName of ['Impact', 'Confidence', 'Ease']) await page.getByLabel(`${former}: ${partName}`).fill('1');
  await page.getByLabel(`${former}: Ease`).blur();
  await expect(page.getByLabel(`Row ${rows}: Use case`)).toHaveValue(topCase);
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
  await expect(document).toContainText('Sam Lee, Finance Director');
  const mention = document.getByText(`${topCase} (ICE 1.0):`);
  await expect(mention).toBeVisible();
  await expect(mention).not.toHaveText(/^1\. /);

  // Copy: 'Copied!' and the toast, the edited text on the clipboard.
  const proposalUrl = page.url();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toast(page)).toContainText('Copied to clipboard');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Invoice capture pilot for the finance team');
  expect(text).toContain(`Prepared for ${client} (Sam Lee, Finance Director)`);

  // Print on US letter: one sheet per designed page, each with its own footer, read from the PDF itself.
  const designedPages = await page.getByTestId('proposal-page').count();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Edit' })).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter' });
  keepPdf(pdf, '/tmp/proposal-drafted.pdf');
  const sheets = await pdfPageTexts(pdf);
  expect(sheets).toHaveLength(designedPages);
  sheets.forEach((sheet, i) => {
    expect([sheet.width, sheet.height]).toEqual([612, 792]);
    expect(sheet.text).toContain(`Page ${i + 1} of ${designedPages}`);
    expect(sheet.text).toContain(`${client} · `);
  });
  expect(sheets[0]!.text).toContain('Sam Lee, Finance Director');
  const cssSized = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(cssSized).toHaveLength(designedPages);
  await page.emulateMedia({ media: 'screen' });

  // The Proposals page: the admin's proposals first, the example apart; each Print prints its own proposal.
  await page.addInitScript(() => {
    (window as unknown as { printed: string[] }).printed = [];
    window.print = () => {
      (window as unknown as { printed: string[] }).printed.push(
        document.querySelector('[data-testid="proposal-document"] h1')?.textContent ?? '',
      );
    };
  });
  await page.goto('/admin/proposals');
  const list = page.getByTestId('drafted-proposals');
  await expect(list.getByRole('link').first()).toHaveText(`${client}: Invoice capture pilot for the finance team`);
  await expect(page.getByRole('heading', { level: 2, name: 'Example proposal' })).toBeVisible();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/proposal-list-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await list.getByRole('link', { name: `Print ${client}: Invoice capture pilot for the finance team` }).click();
  await expect(page).toHaveURL(proposalUrl);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: string[] }).printed))
    .toEqual(['Invoice capture pilot for the finance team']);
  await page.goto('/admin/proposals');
  await page.getByRole('button', { name: 'Print/Save PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
    'AI Workflow Pilot and Team Enablement',
  ]);
  await page.goto(proposalUrl);

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
