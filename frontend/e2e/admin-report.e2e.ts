import { expect, test } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

// The admin analyses a survey's responses: a progress bar while the (in-process, offline) job runs,
// then the report with its themes, quotes linked to their responses, and ranked opportunities.

const ANSWERS: { language: 'en' | 'ur'; answers: [string, string] }[] = [
  {
    language: 'en',
    answers: [
      'Most of my Monday goes on supplier invoices. I re-type every invoice line into Sage by hand.',
      'Reading the invoices automatically would save me about 3 hours a week.',
    ],
  },
  {
    language: 'en',
    answers: [
      'Typing supplier invoices into the accounts system by hand, around 40 invoices a week.',
      'Invoices entering themselves.',
    ],
  },
  {
    language: 'en',
    answers: ['I copy invoice totals from PDFs into Excel by hand every day.', 'The invoice typing, it takes hours.'],
  },
  {
    language: 'en',
    answers: [
      'Keying in invoices from suppliers by hand takes me 2 hours a day.',
      'Automatic invoice entry into Sage.',
    ],
  },
  {
    language: 'en',
    answers: ['Re-typing invoices into Sage and fixing the typos afterwards.', 'No more invoice data entry.'],
  },
  {
    language: 'ur',
    answers: [
      'سپلائرز کے انوائس ہاتھ سے سسٹم میں ٹائپ کرنے میں روزانہ دو گھنٹے لگ جاتے ہیں۔',
      'انوائس خود بخود سسٹم میں آ جائیں۔',
    ],
  },
  {
    language: 'en',
    answers: [
      'Chasing managers for approvals over email; purchase orders wait days for a sign-off.',
      'Approval reminders that send themselves.',
    ],
  },
  {
    language: 'en',
    answers: [
      'Waiting for approvals by email and sending reminder after reminder to get a sign-off.',
      'Approvals in one place.',
    ],
  },
  {
    language: 'en',
    answers: ['Chasing approvals for expenses over email, about 5 hours a week.', 'Automatic approval reminders.'],
  },
  {
    language: 'en',
    answers: [
      'Email approvals get lost, so I chase the sign-off again and again.',
      'Approvals that do not need chasing.',
    ],
  },
  { language: 'en', answers: ['The canteen food could be better.', 'Nothing really.'] },
  { language: 'en', answers: ['Meetings, mostly. They are fine.', 'Not sure.'] },
];

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

// These runs include an offline analysis of the seeded responses (in-process, CPU-bound): the test
// timeout is a guard against a hang, so it leaves room for a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('analyses the responses: progress, then themes with quotes linked to their responses, opportunities, no axe findings', async ({
  page,
  request,
}) => {
  const title = uniqueName('Report check');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    questions: [
      'Which tasks take up most of your week?',
      'If one task could be automated tomorrow, which would it be?',
    ],
  });
  for (const [i, response] of ANSWERS.entries()) {
    await respondViaApi(request, survey.id, {
      mode: 'traditional',
      language: response.language,
      name: `Respondent ${i + 1}`,
      answers: response.answers.map((answerText, q) => ({ questionId: questions[q].id, answerText })),
      complete: true,
    });
  }

  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await expect(page.getByTestId('response-card')).toHaveCount(ANSWERS.length);
  await page.getByRole('button', { name: 'Analyse responses' }).click();

  // The report's own page: a bar while the analysis runs; once it ends the bar goes and the status
  // line says the report is ready.
  await expect(page).toHaveURL(new RegExp(`/admin/surveys/${survey.id}/reports/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('report-progress')).toContainText('Report ready', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const report = page.getByTestId('report-document');
  await expect(report).toBeVisible();

  await expect(report).toContainText('12 responses');
  await expect(report).toContainText('Offline analysis');

  // A theme: its name, one-sentence summary, count and share of the 12 responses, and quotes.
  const themes = report.getByRole('region', { name: 'Themes' }).getByRole('article');
  await expect(themes.first()).toBeVisible();
  const first = themes.first();
  await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
  await expect(first.getByTestId('theme-share')).toHaveText(/^\d+ of 12 responses \(\d+%\)$/);
  const quote = first.getByTestId('report-quote').first();
  await expect(quote.locator('blockquote')).not.toBeEmpty();
  await expect(quote).toContainText(/Q[12]\. /);
  const responseLink = quote.getByRole('link', { name: /^Response #\d+$/ });
  await expect(responseLink).toHaveAttribute('href', new RegExp(`/admin/surveys/${survey.id}/responses#response-`));

  // The Urdu answer, quoted in Urdu, with the note that the offline provider gives no English gloss.
  const urdu = report.locator('blockquote [lang="ur"]');
  await expect(urdu.first()).toBeVisible();
  await expect(urdu.first()).toHaveAttribute('dir', 'auto');
  await expect(report).toContainText('No English gloss');

  // Opportunities ranked by ICE score, in a table with a caption and header cells.
  const table = report.getByRole('table', { name: /Opportunities ranked by ICE score/ });
  await expect(table.getByRole('columnheader', { name: 'ICE score' })).toBeVisible();
  await expect(table.getByRole('rowheader').first()).not.toBeEmpty();
  await expect(report.getByTestId('dropped-quotes')).toContainText(/invented quote/);

  // The survey's reports, newest first, this one current.
  const items = page.getByTestId('report-list-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Completed');
  await expect(items.first().getByRole('link')).toHaveAttribute('aria-current', 'page');

  expect(await seriousViolations(page)).toEqual([]);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing but the opportunities table's own frame scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/report-${width}.png`, fullPage: true });
    // Nothing breaks the accessibility of either layout (a table wide, cards on a phone).
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 900 });
  await urdu.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/report-390-urdu.png' });
  await report.getByRole('heading', { name: 'Opportunities' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/report-390-opportunities.png' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // "Response #n" opens the responses screen at that response's card.
  const number = (await responseLink.textContent())?.replace('Response #', '') ?? '';
  await responseLink.click();
  await expect(page).toHaveURL(/\/responses#response-/);
  await expect(page.getByRole('heading', { name: `Response #${number}`, exact: true })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/report-responses-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // A second analysis is listed first; the older one can still be opened.
  await page.getByRole('button', { name: 'Analyse responses' }).click();
  await expect(page.getByTestId('report-progress')).toContainText('Report ready', { timeout: 30_000 });
  await expect(items).toHaveCount(2);
  await expect(items.first().getByRole('link')).toHaveAttribute('aria-current', 'page');
  await items.nth(1).getByRole('link').click();
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('report-document')).toBeVisible();
  // Opened afresh, a finished report shows no progress bar.
  await page.reload();
  await expect(page.getByTestId('report-document')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('a failed analysis says why and Retry starts a new report', async ({ page }) => {
  const title = uniqueName('Report failure');
  const { survey, questions } = await createSurveyViaApi(page.request, { title, questions: ['What slows you down?'] });
  await respondViaApi(page.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    answers: [{ questionId: questions[0].id, answerText: 'Re-typing invoices by hand.' }],
    complete: true,
  });

  // The first report's reads come back failed (the offline provider never fails on its own).
  let failedId: string | null = null;
  await page.route('**/api/reports/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { id: string; status: string; error: string | null };
    failedId ??= body.id;
    if (body.id !== failedId) return route.fulfill({ response });
    return route.fulfill({
      response,
      json: { ...body, status: 'failed', progress: 100, error: 'The AI provider refused the key.' },
    });
  });

  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await page.getByRole('button', { name: 'Analyse responses' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The analysis failed' });
  await expect(alert).toContainText('The AI provider refused the key.');
  const firstUrl = page.url();

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('report-list-item')).toHaveCount(2);
});

test('the progress bar moves while the analysis runs, read again until the report is done', async ({ page }) => {
  const title = uniqueName('Report progress');
  const { survey, questions } = await createSurveyViaApi(page.request, { title, questions: ['What slows you down?'] });
  await respondViaApi(page.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    answers: [{ questionId: questions[0].id, answerText: 'Re-typing invoices by hand.' }],
    complete: true,
  });

  // The offline job ends within a read or two, so the first reads are shown as a slower run would be.
  const staged = [
    { status: 'queued', progress: 0 },
    { status: 'running', progress: 20 },
    { status: 'running', progress: 80 },
  ];
  let reads = 0;
  await page.route('**/api/reports/*', async (route) => {
    const response = await route.fetch();
    const stage = staged[reads++];
    if (!stage) return route.fulfill({ response });
    const body = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...body, ...stage, report: undefined } });
  });

  await page.goto(`/admin/surveys/${survey.id}/responses`);
  await page.getByRole('button', { name: 'Analyse responses' }).click();
  const bar = page.getByRole('progressbar');
  const progress = page.getByTestId('report-progress');
  await expect(bar).toHaveAttribute('aria-valuenow', '20');
  await expect(progress).toContainText('Reading responses…');
  await expect(progress).toContainText('20%');
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  await expect(progress).toContainText('Finding themes and opportunities…');
  await expect(page.getByTestId('report-document')).toBeVisible();
  await expect(progress).toContainText('Report ready');
  // A finished analysis leaves no bar behind.
  await expect(bar).toHaveCount(0);
  expect(reads).toBeGreaterThan(staged.length);
});
