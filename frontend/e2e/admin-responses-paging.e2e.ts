import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { parseCsv } from './support/csv';

// The responses screen at scale: one request per page, "Load more" by keyboard, filters kept in
// the URL, stable "Response #n", and the export downloading the server's CSV with the filters.

const BOM = '\uFEFF';
const COUNT = 25;
const SHOTS = 'test-results/responses-paging';

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

/** 25 respondents; every third in AI chat, every other in Urdu, every fourth (from the second) completed. */
const seed = async (page: Page, request: Parameters<typeof respondViaApi>[0]) => {
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title: uniqueName('Paging'),
    questions: ['What slows you down?', 'Which tools?'],
    // Optional: the respondents answer the first and some complete.
    isRequired: false,
  });
  for (let i = 1; i <= COUNT; i++) {
    await respondViaApi(request, survey.id, {
      mode: i % 3 === 0 ? 'ai_chat' : 'traditional',
      language: i % 2 === 0 ? 'ur' : 'en',
      answers: [{ questionId: questions[0]!.id, answerText: `Answer of respondent ${i}` }],
      complete: i % 4 === 1,
    });
  }
  return survey;
};

const headings = (page: Page) => page.getByTestId('response-card').getByRole('heading', { level: 2 });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`pages on by keyboard, filters from the URL and exports them (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const survey = await seed(page, request);
    const pageRequests: string[] = [];
    const answerRequests: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === `/api/surveys/${survey.id}/responses`) pageRequests.push(r.url());
      if (/^\/api\/responses\/[^/]+\/answers$/.test(pathname)) answerRequests.push(r.url());
    });
    await page.goto(`/admin/surveys/${survey.id}/responses`);

    // The first page at once: newest first, numbered by start order, answers embedded (no request per card).
    await expect(headings(page)).toHaveCount(20);
    await expect(headings(page).first()).toHaveText(`Response #${COUNT}`);
    await expect(page.getByTestId('response-card').first()).toContainText(`Answer of respondent ${COUNT}`);
    await expect(page.getByTestId('responses-shown')).toHaveText(`Showing 20 of ${COUNT} responses`);
    expect(pageRequests).toHaveLength(1);
    expect(answerRequests).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/first-page-${viewport.width}.png`, fullPage: false });

    // "Load more" by keyboard; focus lands on the first new card.
    const more = page.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(headings(page)).toHaveCount(COUNT);
    await expect(headings(page).last()).toHaveText('Response #1');
    await expect(page.getByRole('heading', { name: 'Response #5', exact: true })).toBeFocused();
    await expect(more).toHaveCount(0);
    await expect(page.getByTestId('responses-shown')).toHaveText(`Showing ${COUNT} of ${COUNT} responses`);
    expect(pageRequests).toHaveLength(2);

    // A filter goes into the URL and survives a reload; numbers stay those of start order.
    await page.getByLabel('Mode').selectOption('ai_chat');
    await expect(page).toHaveURL(/[?&]mode=ai_chat/);
    const aiChat = Array.from({ length: COUNT }, (_, i) => COUNT - i).filter((n) => n % 3 === 0);
    await expect(headings(page)).toHaveText(aiChat.map((n) => `Response #${n}`));
    await page.getByLabel('Status').selectOption('completed');
    await expect(page).toHaveURL(/status=completed/);
    const completedAiChat = aiChat.filter((n) => n % 4 === 1);
    await expect(headings(page)).toHaveText(completedAiChat.map((n) => `Response #${n}`));
    await page.reload();
    await expect(page.getByLabel('Mode')).toHaveValue('ai_chat');
    await expect(page.getByLabel('Status')).toHaveValue('completed');
    await expect(headings(page)).toHaveText(completedAiChat.map((n) => `Response #${n}`));
    await expect(page.getByTestId('responses-count')).toContainText(
      `${completedAiChat.length} responses match the filters`,
    );
    await page.screenshot({ path: `${SHOTS}/filtered-${viewport.width}.png`, fullPage: true });

    // The export downloads the server's CSV of the filtered responses.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^paging-[a-z0-9-]+-responses-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith(BOM)).toBe(true);
    const rows = parseCsv(csv.slice(BOM.length));
    expect(rows[0]!.slice(0, 2)).toEqual(['Response #', 'Response ID']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...completedAiChat].reverse().map(String));
    expect(rows.slice(1).every((row) => row[5] === 'AI chat' && row[4] === 'Completed')).toBe(true);

    // A filter that matches nothing says so and offers to clear.
    await page.getByLabel('Started until').fill('2000-01-01');
    await expect(page.getByText('No responses match these filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(headings(page)).toHaveCount(20);
    await expect(page).not.toHaveURL(/mode=/);
  });
}
