// Hidden fields (issue 34) at 390 and 1440 px: a link with ?team=finance taken to the end (the value
// never shown to the respondent), the value on the admin's responses screen (card, filter kept in the
// URL, table column), in the CSV, and the summary split by team with each segment's n and the small
// segments merged. Screenshots land in /work/notes/shots/hidden/ for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi } from './support/admin-api';
import { parseCsv } from './support/csv';
import { createSurvey, uniqueSuffix } from './support/survey-api';
import { answerBox, chooseLanguage, expectQuestion } from './support/survey-page';

const SHOTS = process.env.HIDDEN_SHOTS_DIR ?? path.resolve(__dirname, '../../test-results/hidden-fields');
const BOM = '\uFEFF';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: string }>;
};

/** A respondent of `team` through the API: started, a text answer and a score, completed. */
const respond = async (
  api: APIRequestContext,
  slug: string,
  [questionId, scaleId]: [string, string],
  team: string,
  answer: string,
  score: number,
) => {
  const response = await ok(
    await api.post(`/api/surveys/${slug}/responses`, {
      data: { surveyMode: 'traditional', language: 'en', hiddenFields: { team } },
    }),
  );
  await ok(await api.post('/api/answers', { data: { responseId: response.id, questionId, answerText: answer } }));
  await ok(
    await api.post('/api/answers', { data: { responseId: response.id, questionId: scaleId, answerValue: score } }),
  );
  await ok(await api.patch(`/api/responses/${response.id}`, { data: { completedAt: new Date().toISOString() } }));
};

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

for (const viewport of VIEWPORTS) {
  test(`a ?team=finance link taken to the end, seen by the admin, in the CSV and split by team (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginViaApi(page.request);
    const api = page.request;
    const survey = await createSurvey(api, {
      title: `Ops pulse ${uniqueSuffix()}`,
      questions: [{ text: 'What slows your team down?' }],
    });
    const question = survey.questions[0]!;
    const scale = await ok(
      await api.post(`/api/surveys/${survey.id}/questions`, {
        data: { questionText: 'How likely are you to recommend working here?', questionType: 'scale', order: 2 },
      }),
    );
    const ids: [string, string] = [question.id, scale.id];
    await ok(
      await api.put(`/api/surveys/${survey.id}/response-settings`, {
        data: { hiddenFields: [{ key: 'team', label: 'Team', allowedValues: ['finance', 'operations', 'warehouse'] }] },
      }),
    );
    // operations: 10, 3, 4, 5, 6 (mean 5.6, NPS -60); finance 10, 10, 9, 8 and the link's 9 (mean 9.2, NPS 80).
    for (const [i, score] of [10, 3, 4, 5, 6].entries())
      await respond(api, survey.slug, ids, 'operations', `Waiting on approvals ${i + 1}`, score);
    for (const [i, score] of [10, 10, 9, 8].entries())
      await respond(api, survey.slug, ids, 'finance', `Month-end close ${i + 1}`, score);
    await respond(api, survey.slug, ids, 'warehouse', 'Stock counts', 7);

    // The respondent: the link's values are never shown, and the survey runs as always.
    await page.goto(`/survey/${survey.slug}?team=finance&utm_source=email`);
    await expect(page.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
    await chooseLanguage(page, 'English');
    await page.getByRole('button', { name: /Traditional Survey/ }).click();
    await expectQuestion(page, question.questionText, 'Question 1 of 2');
    await expect(page.locator('body')).not.toContainText('finance');
    await page.screenshot({ path: `${SHOTS}/respondent-question-${viewport.width}.png`, fullPage: true });
    await answerBox(page).fill('Chasing receipts for the month-end close');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('#survey-question')).toContainText('How likely are you to recommend working here?');
    await page.keyboard.press('9');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();

    // The admin: the finance filter (kept in the URL) finds the new response first, with its values.
    await page.goto(`/admin/surveys/${survey.id}/responses?hidden=team%3Afinance`);
    await expect(page.getByTestId('responses-count')).toContainText('5 responses match the filters');
    await expect(page.getByLabel('Hidden field')).toHaveValue('team');
    await expect(page.getByLabel('Value')).toHaveValue('finance');
    const newest = page.getByTestId('response-card').first();
    await expect(newest).toContainText('Chasing receipts for the month-end close');
    await expect(newest.getByTestId('hidden-values')).toContainText('team:finance');
    await expect(newest.getByTestId('hidden-values')).toContainText('utm_source:email');
    await expect(newest).toContainText('Completed');
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/responses-filtered-${viewport.width}.png`, fullPage: true });

    // The filters bar offers the field's values; choosing operations filters at once.
    await page.getByLabel('Value').selectOption('operations');
    await expect(page).toHaveURL(/hidden=team%3Aoperations/);
    await expect(page.getByTestId('responses-count')).toContainText('5 responses match the filters');

    // The table view: a column per hidden field.
    await page.getByLabel('Value').selectOption('finance');
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByTestId('response-table');
    await expect(table.getByRole('columnheader', { name: 'team', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'email', exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/responses-table-${viewport.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Cards' }).click();

    // The CSV of the filtered responses: a team and a utm_source column.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith(BOM)).toBe(true);
    const rows = parseCsv(csv.slice(BOM.length));
    const header = rows[0]!;
    const team = header.indexOf('team');
    const source = header.indexOf('utm_source');
    expect(team).toBeGreaterThan(0);
    expect(source).toBeGreaterThan(team);
    expect(rows.slice(1)).toHaveLength(5);
    expect(rows.slice(1).every((row) => row[team] === 'finance')).toBe(true);
    expect(rows.slice(1).filter((row) => row[source] === 'email')).toHaveLength(1);

    // The summary split by team: finance and operations with their n, warehouse (1) merged.
    await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
    await page.getByLabel('Split by').selectOption('team');
    const split = page.getByTestId('summary-split');
    await expect(split.getByRole('columnheader', { name: /finance\s*n = 5/ })).toBeVisible();
    await expect(split.getByRole('columnheader', { name: /operations\s*n = 5/ })).toBeVisible();
    await expect(split.getByRole('columnheader', { name: /Other segments\s*n = 1/ })).toBeVisible();
    await expect(split).toContainText('Too few responses to show');
    const scaleRow = split.getByRole('row', { name: /Q2\. How likely/ });
    await expect(scaleRow.getByRole('cell').nth(0)).toHaveText('5 answersmean 9.2NPS 80');
    await expect(scaleRow.getByRole('cell').nth(1)).toHaveText('5 answersmean 5.6NPS -60');
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/summary-split-${viewport.width}.png`, fullPage: true });

    // The report says who raises each theme, by team: warehouse (1 response) is too small to show.
    await page.getByRole('button', { name: 'Analyse responses' }).click();
    await expect(page.getByTestId('report-progress')).toContainText('Report ready', { timeout: 30_000 });
    const theme = page.getByRole('region', { name: 'Themes' }).getByRole('article').first();
    await expect(theme.getByTestId('theme-segments')).toHaveText(
      /^Raised by \d+ of 5 in (finance|operations), \d+ of 5 in (finance|operations)$/,
    );
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/report-segments-${viewport.width}.png`, fullPage: true });

    // The edit page's section, as declared.
    await page.goto(`/admin/surveys/${survey.id}/edit`);
    const section = page.getByRole('region', { name: 'Hidden fields' });
    await expect(section.getByLabel('Key')).toHaveValue('team');
    await expect(section.getByLabel('Allowed values')).toHaveValue('finance, operations, warehouse');
    expect((await seriousViolations(page, 'main')).map((v) => v.id)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/edit-hidden-fields-${viewport.width}.png` });
  });
}
