// Unlisted surveys (issue 47 item 4): the builder's "Survey list" switch leaves a survey off the
// password-gated /surveys list, while its link still opens it. Screenshots to /tmp/shots-clients/.
import path from 'node:path';
import { expect, test } from './support/test';
import { createSurveyViaApi, getSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';
import { E2E_SURVEYS_PASSWORD } from './support/env';

const SHOTS = process.env.CLIENTS_SHOTS ?? '/tmp/shots-clients';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an unlisted survey is off the /surveys list and opens by its link', async ({ page, browser }) => {
      await loginViaApi(page.request);
      const title = uniqueName('Client pulse');
      const { survey } = await createSurveyViaApi(page.request, { title, questions: ['What slowed you down?'] });
      await page.goto(`/admin/surveys/${survey.id}/edit`);

      const section = page.getByRole('region', { name: 'Survey list' });
      const listed = section.getByRole('switch', { name: 'Show on the survey list' });
      await expect(listed).toHaveAttribute('aria-checked', 'true');
      await listed.click();
      await expect(listed).toHaveAttribute('aria-checked', 'false');
      await expect(section).toContainText('Unlisted: left off the survey list');
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await expect.poll(async () => (await getSurveyViaApi(page.request, survey.id)).listed).toBe(false);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `listing-switch-${viewport.width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      // A respondent with the list password: not on the list, yet the link opens it.
      const respondent = await browser.newPage({ viewport });
      await respondent.goto('/surveys');
      await respondent.getByLabel('Password').fill(E2E_SURVEYS_PASSWORD);
      await respondent.getByRole('button', { name: 'Unlock Surveys' }).click();
      await expect(respondent.getByRole('heading', { level: 1, name: 'Available Surveys' })).toBeVisible();
      await expect(respondent.getByRole('heading', { name: title })).toHaveCount(0);
      await respondent.screenshot({ path: path.join(SHOTS, `surveys-list-${viewport.width}.png`) });
      await respondent.goto(`/survey/${survey.slug ?? survey.id}`);
      await expect(respondent.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();

      // Listed again: back on the list.
      await listed.click();
      await expect(listed).toHaveAttribute('aria-checked', 'true');
      await expect.poll(async () => (await getSurveyViaApi(page.request, survey.id)).listed).toBe(true);
      await respondent.goto('/surveys');
      await expect(respondent.getByRole('heading', { name: title })).toBeVisible();
      await respondent.close();
    });
  });
}
