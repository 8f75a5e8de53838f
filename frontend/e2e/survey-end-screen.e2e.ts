import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { createSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { screenshot } from './support/survey-page';

// Issue 49: an end screen that fits a staff survey. The consultant chooses, beside the end screen's
// texts, where respondents go after the thank-you: home (the spec's default), nowhere, or a URL. In
// the form the end screen alone says thank you (no toast repeats it).

test('the edit page offers "Stay on the thank-you screen"; an Urdu respondent then stays on the custom end screen', async ({
  page,
}) => {
  await loginViaApi(page.request);
  const title = uniqueName('Staff ending');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { survey } = await createSurveyViaApi(page.request, { title, slug, questions: ['What slows you down?'] });

  await page.goto(`/admin/surveys/${survey.id}/edit`);
  const section = page.locator('section[aria-labelledby="end-screen-heading"]');
  const group = section.getByRole('group', { name: 'After the thank-you' });
  // Nothing set: the spec's redirect home is the default.
  await expect(group.getByRole('radio', { name: /^Go to the home page/ })).toBeChecked();
  await page.getByLabel('Urdu message', { exact: false }).fill('آپ کے جوابات ٹیم تک پہنچ گئے۔');
  await group.getByRole('radio', { name: /^Stay on the thank-you screen/ }).check();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 15_000 });
  const saved = await (await page.request.get(`/api/surveys/${survey.id}`)).json();
  expect(saved.endScreen).toEqual({
    texts: { ur: { message: 'آپ کے جوابات ٹیم تک پہنچ گئے۔' } },
    redirectUrl: null,
    redirectTopWindow: false,
    stayOnEndScreen: true,
  });
  expect(await seriousViolations(page)).toEqual([]);
  for (const [label, width] of [
    ['390', 390],
    ['1440', 1440],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/survey-screens/end-screen-setting-${label}.png` });
  }

  // The respondent, in Urdu: the custom message, no "taking you home", no toast, and no redirect however
  // long the page stays open (the clock is run past the spec's 2 s).
  await page.context().clearCookies();
  await page.clock.install();
  await page.goto(`/survey/${slug}`);
  await page.getByRole('button', { name: /^Urdu/ }).click();
  await page.getByRole('button', { name: /روایتی سروے/ }).click();
  await page.locator('textarea').fill('رپورٹیں');
  await page.getByRole('button', { name: 'جمع کرائیں' }).click();
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeFocused();
  await expect(page.getByTestId('survey-frame').getByText('آپ کے جوابات ٹیم تک پہنچ گئے۔')).toBeVisible();
  await expect(page.getByText('آپ کو ہوم پیج پر واپس لے جایا جا رہا ہے...')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(page).toHaveURL(new RegExp(`/survey/${slug}$`));
  await expect(page.getByRole('heading', { name: 'شکریہ!' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'end-screen-stay-ur');
});

test('a survey that sets nothing still goes home after the thank-you (the spec)', async ({ page }) => {
  await loginViaApi(page.request);
  const title = uniqueName('Default ending');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await createSurveyViaApi(page.request, { title, slug, questions: ['What slows you down?'] });
  await page.context().clearCookies();
  await page.clock.install();
  await page.goto(`/survey/${slug}`);
  await page.getByRole('button', { name: /^English/ }).click();
  await page.getByRole('button', { name: /Traditional Survey/ }).click();
  await page.locator('textarea').fill('Reports');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(page.getByText('Taking you back to the home page...')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await screenshot(page, 'end-screen-home-en');
  await page.clock.runFor(2_500);
  await expect(page).toHaveURL(/\/$/);
});
