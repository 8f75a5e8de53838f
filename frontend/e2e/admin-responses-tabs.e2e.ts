// The responses screen organised like the tools people know: a header whose title has the width to
// itself, the filters above four tabs (Summary, Responses, Drop-off, Reports) that they all follow, the
// tab and filters kept in the URL, a number's unit agreeing with it, filter options shown whole, at
// 390 and 1440 px. Screenshots land in test-results/responses-tabs/ for a person to look at.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from './support/test';
import { seriousViolations } from './support/axe';
import { createSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';

const SHOTS = path.resolve(__dirname, '../../test-results/responses-tabs');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
};

/** A long text question and a number question in hours; two completed responses (1 hour and 6 hours). */
const seed = async (request: APIRequestContext) => {
  const title = uniqueName('How finance and operations teams spend their week, spring review');
  const { survey, questions } = await createSurveyViaApi(request, {
    title,
    questions: ['What slows your week down the most?'],
  });
  const hours = await ok(
    await request.post(`/api/surveys/${survey.id}/questions`, {
      data: {
        questionText: 'How many hours a week go to reports?',
        questionType: 'number',
        order: 2,
        isRequired: true,
        numberRange: { min: 0, max: 80, unit: 'hours per week' },
      },
    }),
  );
  for (const [text, value] of [
    ['Copying numbers between spreadsheets every Monday', 1],
    ['Chasing approvals by email, then copying numbers again', 6],
  ] as const) {
    const { id } = await ok(
      await request.post(`/api/surveys/${survey.id}/responses`, {
        data: { surveyId: survey.id, surveyMode: 'traditional', language: 'en' },
      }),
    );
    await ok(
      await request.post('/api/answers', { data: { responseId: id, questionId: questions[0]!.id, answerText: text } }),
    );
    await ok(
      await request.post('/api/answers', { data: { responseId: id, questionId: hours.id, answerValue: value } }),
    );
    await ok(await request.patch(`/api/responses/${id}`, { data: { completedAt: new Date().toISOString() } }));
  }
  return { survey, title };
};

/** Whether a select shows its chosen option's label whole (the text fits inside the box, arrow excluded). */
const selectShowsWhole = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.options[element.selectedIndex]!.text;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });

for (const viewport of VIEWPORTS) {
  test(`responses screen: header, filters over tabs, URL (${viewport.name}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { survey, title } = await seed(page.request);
    await page.goto(`/admin/surveys/${survey.id}/responses`);

    // The header: the title has the page's width to itself; the buttons sit below it, never beside it.
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    const [titleBox, buttonBox, backBox] = await Promise.all([
      h1.boundingBox(),
      refresh.boundingBox(),
      page.getByRole('link', { name: 'Back to Dashboard' }).boundingBox(),
    ]);
    expect(buttonBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
    const lineHeight = await h1.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const lines = Math.round(titleBox!.height / lineHeight);
    expect(lines).toBeLessThanOrEqual(viewport.width >= 1024 ? 2 : 4);
    expect(titleBox!.x).toBeCloseTo(backBox!.x, -1);

    // Filters above the tabs; Responses is the tab a link lands on.
    const filters = page.getByRole('search', { name: 'Filter responses' });
    const tabs = page.getByRole('tablist', { name: 'Views of the responses' });
    expect((await filters.boundingBox())!.y).toBeLessThan((await tabs.boundingBox())!.y);
    await expect(tabs.getByRole('tab')).toHaveText(['Summary', 'Responses2', 'Drop-off', 'Reports0']);
    await expect(tabs.getByRole('tab', { name: /^Responses/ })).toHaveAttribute('aria-selected', 'true');
    // Every tab in view: the tab list never scrolls sideways.
    expect(await tabs.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const cards = page.getByTestId('response-card');
    await expect(cards).toHaveCount(2);
    // A number with its unit agreeing: "1 hour per week", "6 hours per week".
    await expect(cards.filter({ hasText: 'Copying numbers between' })).toContainText('1 hour per week');
    await expect(cards.filter({ hasText: 'Chasing approvals' })).toContainText('6 hours per week');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SHOTS}/responses-${viewport.width}.png`, fullPage: true });
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);

    // The table view: one row per response, a column per question; the columns chosen are kept.
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = page.getByRole('table', { name: 'Responses, one row each' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Response',
      'Started',
      'Status',
      'Mode',
      'Language',
      'Quality',
      'Respondent',
      'Q1. What slows your week down the most?',
      'Q2. How many hours a week go to reports?',
    ]);
    const row1 = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '#1' }) });
    await expect(row1).toContainText('Copying numbers between spreadsheets every Monday');
    await expect(row1).toContainText('1 hour per week');
    await page.locator('summary', { hasText: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Mode' }).uncheck();
    await page.getByRole('checkbox', { name: 'Respondent' }).uncheck();
    await expect(table.getByRole('columnheader', { name: 'Mode' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/table-${viewport.width}.png`, fullPage: true });
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);
    await page.reload();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Response',
      'Started',
      'Status',
      'Language',
      'Quality',
      'Q1. What slows your week down the most?',
      'Q2. How many hours a week go to reports?',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expect(cards).toHaveCount(2);

    // The Status filter shows its option whole, and every tab follows it (kept in the URL with the tab).
    const status = filters.getByLabel('Status');
    await status.selectOption({ label: 'In progress' });
    expect(await selectShowsWhole(status)).toBe(true);
    await expect(page).toHaveURL(/status=in_progress/);
    await expect(page.getByTestId('responses-count')).toContainText('0 responses match the filters');

    // Tabs by keyboard: arrows move and select.
    await tabs.getByRole('tab', { name: /^Responses/ }).focus();
    await page.keyboard.press('ArrowLeft');
    const summaryTab = tabs.getByRole('tab', { name: 'Summary' });
    await expect(summaryTab).toHaveAttribute('aria-selected', 'true');
    await expect(summaryTab).toBeFocused();
    await expect(page).toHaveURL(/status=in_progress.*tab=summary/);
    const summary = page.getByRole('tabpanel', { name: 'Summary' });
    await expect(summary).toContainText('No responses to summarise yet.');
    await expect(cards.first()).toBeHidden();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(summary.getByTestId('summary-total')).toHaveText('Based on 2 responses.');
    // A long-text question: its most frequent phrase and sample answers; a number: a histogram, unit agreeing.
    const card = (question: string) => summary.getByTestId('question-summary').filter({ hasText: question });
    const text = card('What slows your week down the most?');
    await expect(text.getByTestId('summary-keyphrase')).toHaveText(['copying numbers 2 answers']);
    await expect(text.getByTestId('summary-sample')).toHaveCount(2);
    const hours = card('How many hours a week go to reports?');
    await expect(hours.getByTestId('summary-figure').filter({ hasText: 'Median' }).locator('dd')).toHaveText(
      '3.5 hours per week',
    );
    await expect(hours.getByTestId('summary-bar')).toHaveCount(6);
    await expect(hours.getByTestId('summary-bar').first()).toContainText('1');
    await expect(hours).toContainText('hours per week');
    await expect(page).toHaveURL(/\?tab=summary$/);
    await page.screenshot({ path: `${SHOTS}/summary-${viewport.width}.png`, fullPage: true });
    expect((await seriousViolations(page)).map((v) => v.id)).toEqual([]);

    // A reload keeps the tab; the Reports tab says what to do when there is none.
    await page.reload();
    await expect(summaryTab).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: /^Reports/ }).click();
    await expect(page.getByRole('tabpanel', { name: /^Reports/ })).toContainText('No reports yet.');
    await page.screenshot({ path: `${SHOTS}/reports-${viewport.width}.png` });
  });
}
