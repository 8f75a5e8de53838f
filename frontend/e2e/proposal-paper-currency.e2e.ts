import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { pdfPages, seriousViolations, toast } from './support/admin-pages';
import { keepPdf, pdfPageTexts } from './support/pdf-text';

// A drafted proposal for a Lahore client: A4 paper and rupees chosen on the proposal, kept on the server
// (a reload, another browser), and printed on as many A4 sheets as the screen shows.

const ANSWERS: [string, string][] = [
  ['I re-type every supplier invoice into the ledger by hand, about two hours a day.', 'Automatic invoice entry.'],
  ['Typing supplier invoices into the accounts system by hand, around 40 a week.', 'Invoices entering themselves.'],
  ['Chasing managers for approvals over email; orders wait days for a sign-off.', 'Approvals in one place.'],
];

const untilCompleted = async (request: APIRequestContext, reportId: string) => {
  await expect
    .poll(async () => ((await (await request.get(`/api/reports/${reportId}`)).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('completed');
};

test.describe.configure({ timeout: 180_000 });
test.beforeAll(() => mkdirSync('/tmp/shots-proposal', { recursive: true }));

test('a firm name set in settings, A4 and PKR chosen on a drafted proposal are kept after a reload; it prints on as many A4 sheets as shown', async ({
  page,
  request,
}) => {
  await loginViaApi(page.request);
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('Lahore proposal'),
    description: 'Where the accounts team spends its week.',
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
  const reportId = ((await (await page.request.post(`/api/surveys/${survey.id}/reports`)).json()) as { id: string }).id;
  await untilCompleted(page.request, reportId);
  // The consultancy, set on the Proposals page, kept after a reload, prepares the proposals drafted next.
  const spec = (await (await page.request.get('/api/settings/consultancy')).json()) as Record<string, string>;
  const firm = uniqueName('Indus Advisory (Pvt) Ltd');
  try {
    await page.goto('/admin/proposals');
    const settings = page.getByRole('form', { name: 'Prepared by' });
    await expect(settings.getByLabel('Firm name')).toHaveValue(spec.firm!);
    await settings.getByLabel('Firm name').fill(firm);
    await settings.getByLabel('Signed by').fill('Ayesha Malik');
    await expect(settings.getByLabel('Postal address')).toHaveValue('');
    await settings.getByLabel('Postal address').fill('14 Mall Road\nLahore 54000');
    await settings.getByLabel('Signature').fill('Ayesha Malik\nManaging Partner');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(toast(page)).toContainText('Settings saved');
    await page.reload();
    await expect(settings.getByLabel('Firm name')).toHaveValue(firm);
    await expect(settings.getByLabel('Signed by')).toHaveValue('Ayesha Malik');
    await expect(settings.getByLabel('Postal address')).toHaveValue('14 Mall Road\nLahore 54000');
    await expect(settings.getByLabel('Signature')).toHaveValue('Ayesha Malik\nManaging Partner');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await settings.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-proposal/consultancy-settings-${width}.png` });
    }
    await draftAndPrint(page, reportId, firm);
  } finally {
    await page.request.put('/api/settings/consultancy', { data: spec });
  }
});

const draftAndPrint = async (page: Page, reportId: string, firm: string) => {
  const client = uniqueName('Indus Textiles, Lahore');
  const drafted = await page.request.post(`/api/reports/${reportId}/proposals`, { data: { clientName: client } });
  expect(drafted.status()).toBe(201);
  const proposalId = ((await drafted.json()) as { id: string }).id;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/proposals/${proposalId}`);
  const document = page.getByTestId('proposal-document');
  // Drafted on US Letter, in US dollars.
  await expect(document).toHaveAttribute('data-paper', 'letter');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(document).toContainText('$24,000');
  await expect(document).toContainText(`Prepared by${firm}`);
  await expect(document).toContainText('14 Mall Road');
  const signOff = document.getByRole('contentinfo', { name: 'Sign-off' }).or(document.getByLabel('Sign-off'));
  await expect(signOff.first()).toContainText('Managing Partner');

  await page.getByLabel('Paper').selectOption('a4');
  await expect(document).toHaveAttribute('data-paper', 'a4');
  await page.getByLabel('Currency').selectOption('PKR');
  await expect(document).toContainText(/PKR\s24,000/);
  await expect(document).not.toContainText('$24,000');

  // Kept on the server: a reload, and the API, say A4 and PKR.
  await page.reload();
  await expect(document).toHaveAttribute('data-paper', 'a4');
  await expect(page.getByLabel('Paper')).toHaveValue('a4');
  await expect(page.getByLabel('Currency')).toHaveValue('PKR');
  await expect(document).toContainText(/PKR\s9,500/);
  const stored = (await (await page.request.get(`/api/proposals/${proposalId}`)).json()) as {
    document: { paperSize: string; currency: string };
  };
  expect(stored.document).toEqual(expect.objectContaining({ paperSize: 'a4', currency: 'PKR' }));

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('proposal-page').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-proposal/proposal-a4-pkr-${width}.png` });
    expect(await seriousViolations(page)).toEqual([]);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByTestId('proposal-page').first()).toBeVisible();
  const onScreen = await page.getByTestId('proposal-page').count();
  await expect(page.getByTestId('proposal-page').first()).toContainText(`Page 1 of ${onScreen}`);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  keepPdf(pdf, '/tmp/shots-proposal/proposal-a4-pkr.pdf');
  const sheets = await pdfPageTexts(pdf);
  expect(sheets).toHaveLength(onScreen);
  expect(sheets.map(({ text }) => text).join('\n')).toMatch(/PKR\s24,000/);
  for (const sheet of pdfPages(pdf)) {
    [0, 0, 595, 842].forEach((value, i) => expect(Math.abs(sheet.mediaBox[i]! - value)).toBeLessThan(1.5));
  }
};
