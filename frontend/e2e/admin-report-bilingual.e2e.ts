import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/axe';

// A survey answered in English and in Urdu, analysed offline and drafted into a proposal: every theme
// name and opportunity title the admin reads, and every heading the client's document prints, is in one
// script; the report says how many responses fall in no theme. Pictures at 390 and 1440 px land in
// test-results/report-bilingual/ for a person to look at.

const SHOTS = path.resolve(__dirname, '../../test-results/report-bilingual');

const ANSWERS: { language: 'en' | 'ur'; text: string }[] = [
  { language: 'en', text: 'Sorting the shared customer inbox takes two of us all morning.' },
  { language: 'en', text: 'The shared inbox gets about 300 emails a day and we sort them by hand.' },
  { language: 'en', text: 'Triage of customer emails in the shared inbox, every single morning.' },
  { language: 'en', text: 'Forwarding emails from the shared inbox to the right person eats my day.' },
  { language: 'en', text: 'Customer emails pile up in the shared inbox until someone sorts them.' },
  { language: 'en', text: 'Typing supplier invoices into Sage by hand.' },
  { language: 'en', text: 'Re-keying invoices from PDFs into the accounts system.' },
  { language: 'en', text: 'Copying invoice lines into Excel, about 40 invoices a week.' },
  { language: 'en', text: 'Matching each invoice to its purchase order manually.' },
  { language: 'ur', text: 'ڈلیوری نوٹس رجسٹر میں ہاتھ سے درج کرنے میں روزانہ دو گھنٹے لگتے ہیں۔' },
  { language: 'ur', text: 'ہر شام ڈلیوری نوٹس کو رجسٹر میں درج کرنا پڑتا ہے۔' },
  { language: 'ur', text: 'رجسٹر میں ڈلیوری نوٹس کا اندراج بہت وقت لیتا ہے۔' },
  { language: 'ur', text: 'ڈلیوری نوٹس گم ہو جاتے ہیں اور رجسٹر دوبارہ لکھنا پڑتا ہے۔' },
  { language: 'ur', text: 'ڈلیوری نوٹس کا رجسٹر ہاتھ سے بھرنا سب سے مشکل کام ہے۔' },
  { language: 'en', text: 'The canteen could be better.' },
  { language: 'en', text: 'Meetings are fine, nothing to add.' },
];

const LATIN = /[A-Za-z]/;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** The texts among `items` that mix Latin letters and Arabic script. */
const mixedScript = async (items: Locator): Promise<string[]> =>
  (await items.allInnerTexts()).map((t) => t.trim()).filter((t) => LATIN.test(t) && ARABIC_SCRIPT.test(t));

const pictures = async (page: Page, name: string) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
};

test.describe.configure({ timeout: 180_000 });

test('a mixed English and Urdu survey: themes, opportunities and the proposal each in one script', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await loginViaApi(page.request);
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('Bilingual report'),
    questions: ['Which task takes up most of your week, and why?'],
  });
  for (const answer of ANSWERS) {
    await respondViaApi(request, survey.id, {
      mode: 'traditional',
      language: answer.language,
      answers: [{ questionId: questions[0].id, answerText: answer.text }],
      complete: true,
    });
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=reports`);
  await page.getByRole('button', { name: 'Analyse responses' }).click();
  await expect(page.getByTestId('report-progress')).toContainText('Report ready', { timeout: 120_000 });
  const report = page.getByTestId('report-document');
  await expect(report).toBeVisible();

  const themes = report.getByRole('region', { name: 'Themes' }).getByRole('article');
  expect(await themes.count()).toBeGreaterThanOrEqual(2);
  await expect(report.getByTestId('theme-coverage')).toContainText('fall in no theme');
  expect(await mixedScript(themes.getByRole('heading'))).toEqual([]);
  expect(await mixedScript(report.locator('h3[id^="opportunity-"]'))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await pictures(page, 'report');

  await page.getByRole('button', { name: 'Create proposal from report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Who is this proposal for?' });
  await dialog.getByLabel('Client name').fill('Ravi Textiles');
  await dialog.getByRole('button', { name: 'Draft proposal' }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/[0-9a-f-]{36}$/);
  const document = page.getByTestId('proposal-document');
  await expect(document.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await mixedScript(document.getByRole('heading'))).toEqual([]);
  expect(await mixedScript(document.getByRole('cell'))).toEqual([]);
  // An Urdu quote keeps its own direction inside the quotation marks, beside its response number.
  const urduQuote = document.getByRole('listitem').filter({ has: page.locator('bdi', { hasText: 'ڈلیوری' }) });
  await expect(urduQuote.first()).toHaveText(/^“[^”]+” \(Response #\d+\)$/);
  await pictures(page, 'proposal');
});
