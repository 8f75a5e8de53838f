// The drop-off tab of a survey's responses: bars with their numbers, the biggest drop pointed out,
// the screen's filters governing it (kept in the URL), the table alternative (a stacked list on a
// phone), the error state, on a phone and a desktop. Screenshots land in test-results/drop-off/ for a
// person to look at.
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';

const SHOTS = path.resolve(__dirname, '../../test-results/drop-off');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.beforeEach(async ({ page }) => {
  await loginViaApi(page.request);
});

/** Four respondents: one completes, one stops after Q2, one after Q1 (AI chat), one answers nothing. */
const seedSurvey = async (page: Page) => {
  const title = uniqueName('Drop-off check');
  const { survey, questions } = await createSurveyViaApi(page.request, {
    title,
    questions: ['What slows you down?', 'Which tools do you use?', 'What would you change?'],
  });
  const [q1, q2, q3] = questions;
  const answer = (question: { id: string }, answerText: string) => ({ questionId: question.id, answerText });
  await respondViaApi(page.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    answers: [answer(q1, 'Reports'), answer(q2, 'Excel'), answer(q3, 'Less copying')],
    complete: true,
  });
  await respondViaApi(page.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    answers: [answer(q1, 'Meetings'), answer(q2, 'Email'), answer(q1, 'Meetings, revised')],
    complete: false,
  });
  await respondViaApi(page.request, survey.id, {
    mode: 'ai_chat',
    language: 'ur',
    answers: [answer(q1, 'رپورٹیں')],
    complete: false,
  });
  await respondViaApi(page.request, survey.id, { mode: 'ai_chat', language: 'ur', answers: [], complete: false });
  return survey;
};

const step = (chart: Locator, name: string) =>
  chart.getByTestId('drop-off-step').filter({ has: chart.page().getByText(name, { exact: true }) });

const expectNoSeriousViolationsIn = async (page: Page, selector: string) => {
  expect((await seriousViolations(page, selector)).map((v) => v.id)).toEqual([]);
};

for (const viewport of VIEWPORTS) {
  test(`drop-off chart and its table (${viewport.name}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const survey = await seedSurvey(page);
    await page.goto(`/admin/surveys/${survey.id}/responses`);
    await page.getByRole('tab', { name: 'Drop-off' }).click();
    await expect(page).toHaveURL(/[?&]tab=drop-off/);

    const chart = page.getByRole('region', { name: 'Drop-off', exact: true });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText('All responses: 4 started, 1 completed (25%).');
    // Each bar says what it counts, its number and its share of those who started.
    await expect(step(chart, 'Started')).toContainText('4 (100%)');
    await expect(step(chart, 'Q1')).toContainText('What slows you down?');
    await expect(step(chart, 'Q1')).toContainText(/Reached\s*3 \(75%\)/);
    // "Answered" equals "Reached" at Q1 and Q2 (nobody skipped): shown only where it says more.
    await expect(step(chart, 'Q1')).not.toContainText('Answered');
    await expect(step(chart, 'Q1')).toContainText('1 fewer than the step before');
    await expect(step(chart, 'Q2')).toContainText(/Reached\s*2 \(50%\)/);
    await expect(step(chart, 'Q3')).toContainText(/Reached\s*1 \(25%\)/);
    await expect(step(chart, 'Completed')).toContainText('1 (25%)');
    // No "biggest drop" is named: every step loses one person here, and one person leaving is no pattern
    // (issue 49: a drop is called out from 2 respondents on; drop-off-chart.spec.ts shows one named).
    await expect(chart.getByTestId('biggest-drop')).toHaveCount(0);
    await expect(step(chart, 'Q1')).not.toHaveAttribute('data-biggest-drop', 'true');
    // Nothing sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await chart.screenshot({ path: `${SHOTS}/chart-${viewport.width}.png` });
    await page.screenshot({ path: `${SHOTS}/page-${viewport.width}.png`, fullPage: true });
    await expectNoSeriousViolationsIn(page, '[data-testid="drop-off-chart"]');

    // The screen's filters govern the drop-off too, and stay in the URL with the tab.
    await page.getByRole('search', { name: 'Filter responses' }).getByLabel('Mode').selectOption({ label: 'AI chat' });
    await expect(page).toHaveURL(/mode=ai_chat/);
    await expect(page).toHaveURL(/tab=drop-off/);
    await expect(chart).toContainText('Responses matching the filters: 2 started, 0 completed (0%).');
    await expect(step(chart, 'Q1')).toContainText(/Reached\s*1 \(50%\)/);
    await expect(step(chart, 'Q2')).toContainText(/Reached\s*0 \(0%\)/);
    await expect(chart.getByTestId('biggest-drop')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Drop-off' })).toHaveAttribute('aria-selected', 'true');
    await expect(chart).toContainText('Responses matching the filters: 2 started, 0 completed (0%).');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(chart).toContainText('All responses: 4 started, 1 completed (25%).');

    // The table alternative, by keyboard.
    const tableButton = chart.getByRole('button', { name: 'Table' });
    await tableButton.focus();
    await page.keyboard.press('Enter');
    await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
    if (viewport.width >= 640) {
      const table = chart.getByRole('table', { name: 'Drop-off, all responses' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Step',
        'Reached',
        'Answered',
        'Fewer than the step before',
      ]);
      const row = (name: string | RegExp) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await expect(row('Started').getByRole('cell')).toHaveText(['4 (100%)', '—', '0']);
      await expect(row(/^Q1\s*What slows you down\?$/).getByRole('cell')).toHaveText(['3 (75%)', 'Same', /^1/]);
      await expect(row(/^Q2\s*Which tools do you use\?$/).getByRole('cell')).toHaveText(['2 (50%)', 'Same', '1']);
      await expect(row(/^Q3\s*What would you change\?$/).getByRole('cell')).toHaveText(['1 (25%)', 'Same', '1']);
      await expect(row('Completed').getByRole('cell')).toHaveText(['1 (25%)', '—', '0']);
    } else {
      // A phone: one block per step, every number in view, no side scroll.
      const list = chart.getByRole('list', { name: 'Drop-off, all responses' });
      await expect(list).toBeVisible();
      const q1 = list.getByRole('listitem').filter({ hasText: 'What slows you down?' });
      await expect(q1).toContainText(/Reached\s*3 \(75%\)/);
      await expect(q1).toContainText(/Fewer than the step before\s*1/);
      await expect(q1).not.toContainText('Biggest drop');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
    await chart.screenshot({ path: `${SHOTS}/table-${viewport.width}.png` });
    await expectNoSeriousViolationsIn(page, '[data-testid="drop-off-chart"]');
  });
}

test('drop-off error state offers a retry that loads the chart', async ({ page }) => {
  const survey = await seedSurvey(page);
  let fail = true;
  await page.route('**/api/surveys/*/drop-off*', async (route) => {
    if (fail) await route.fulfill({ status: 503, json: { statusCode: 503, message: 'Database unavailable' } });
    else await route.continue();
  });
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=drop-off`);
  const chart = page.getByRole('region', { name: 'Drop-off', exact: true });
  await expect(chart.getByRole('alert')).toContainText('Could not load the drop-off');
  await expect(chart.getByRole('alert')).toContainText('Database unavailable');
  // The responses still show: the chart's failure is its own.
  await expect(page.getByTestId('responses-count')).toContainText('4 responses');
  fail = false;
  await chart.getByRole('button', { name: 'Try again' }).click();
  await expect(chart).toContainText('All responses: 4 started, 1 completed (25%).');
});
