import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { surveyCard } from './support/admin-pages';

// The spec's data rules (no refetch on focus, no polling) with issue 35's promise: every change the
// admin makes refreshes each read it touches, so no screen shows data older than the admin's own last
// action. All moves here are in-app (tabs, nav links), never a reload that would refetch anyway.

const summaryTotal = (page: Page) =>
  page.getByRole('region', { name: 'Summary', exact: true }).getByTestId('summary-total');

test('an erasure and a rewording show on every screen that was already loaded', async ({ page, request }) => {
  await loginViaApi(page.request);
  const title = uniqueName('Fresh data');
  const { survey, questions } = await createSurveyViaApi(page.request, { title, questions: ['What slows you down?'] });
  for (const name of ['Keep Me', 'Erase Me']) {
    await respondViaApi(request, survey.id, {
      mode: 'traditional',
      language: 'en',
      name,
      answers: [{ questionId: questions[0].id, answerText: `Reports take long, says ${name}` }],
      complete: true,
    });
  }

  // The summary and the drop-off are loaded (cached) first.
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=drop-off`);
  await expect(page.getByTestId('drop-off-summary')).toHaveText('All responses: 2 started, 2 completed (100%).');
  const tabs = page.getByRole('tablist', { name: 'Views of the responses' });
  await tabs.getByRole('tab', { name: 'Summary' }).click();
  await expect(summaryTotal(page)).toHaveText('Based on 2 responses.');

  // Erase one on the Responses tab; the summary and the drop-off say so at once.
  await tabs.getByRole('tab', { name: /^Responses/ }).click();
  await page.getByRole('button', { name: 'Erase response #2' }).click();
  await page
    .getByRole('alertdialog', { name: 'Erase this response #2?' })
    .getByRole('button', { name: 'Erase', exact: true })
    .click();
  await expect(page.getByTestId('response-card')).toHaveCount(1);
  await tabs.getByRole('tab', { name: 'Summary' }).click();
  await expect(summaryTotal(page)).toHaveText('Based on 1 response.');
  await tabs.getByRole('tab', { name: 'Drop-off' }).click();
  await expect(page.getByTestId('drop-off-summary')).toHaveText('All responses: 1 started, 1 completed (100%).');

  // Reword the question on the edit page, reached and left through the nav: the summary names it anew.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Surveys' }).click();
  await surveyCard(page, title).getByRole('link', { name: /^Edit/ }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('What slows your week down?');
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  await nav.getByRole('link', { name: 'Surveys' }).click();
  await surveyCard(page, title)
    .getByRole('link', { name: /^Responses/ })
    .click();
  await tabs.getByRole('tab', { name: 'Summary' }).click();
  await expect(page.getByTestId('question-summary')).toContainText('What slows your week down?');
  await expect(summaryTotal(page)).toHaveText('Based on 1 response.');
});
