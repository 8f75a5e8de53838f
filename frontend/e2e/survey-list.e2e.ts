import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_SURVEYS_PASSWORD } from './support/env';
import { adminApi, createSurvey, deleteSurvey, uniqueSuffix, type SeededSurvey } from './support/survey-api';

// /surveys: the server-checked password gate and the list of active surveys.

let api: APIRequestContext;
let survey: SeededSurvey;

test.beforeAll(async () => {
  api = await adminApi();
  survey = await createSurvey(api, {
    title: `Team workflow check-in ${uniqueSuffix()}`,
    description: 'Five minutes about how your week really goes.',
    questions: [{ text: 'What slowed you down this week?' }],
  });
});

test.afterAll(async () => {
  await deleteSurvey(api, survey.id);
  await api.dispose();
});

const unlockedFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem('surveys_unlocked'));

test('a wrong password is refused and cleared; the right one shows the active surveys for the session', async ({
  page,
}) => {
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Protected' })).toBeVisible();
  const password = page.getByLabel('Password');
  const unlock = page.getByRole('button', { name: 'Unlock Surveys' });

  await password.fill('not-the-password');
  await unlock.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Incorrect password. Please try again.');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();
  expect(await unlockedFlag(page)).toBeNull();

  await password.fill(E2E_SURVEYS_PASSWORD);
  await password.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Surveys' })).toBeVisible();
  expect(await unlockedFlag(page)).toBe('true');

  const card = page.getByRole('listitem').filter({ hasText: survey.title });
  await expect(card.getByRole('heading', { name: survey.title })).toBeVisible();
  await expect(card).toContainText('Five minutes about how your week really goes.');
  const take = card.getByRole('link', { name: 'Take Survey' });
  await expect(take).toHaveAttribute('href', `/survey/${survey.id}`);

  // Unlocked for the browser session: a reload goes straight to the list.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Available Surveys' })).toBeVisible();
  await take.click();
  await expect(page).toHaveURL(`/survey/${survey.id}`);
  await expect(page.getByRole('heading', { name: 'What language do you prefer?' })).toBeVisible();
});

test.describe('list states', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('surveys_unlocked', 'true'));
  });

  test('shows a spinner while loading and the empty message when no survey is active', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/surveys', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.goto('/surveys');
    await expect(page.getByRole('status').filter({ hasText: 'Loading surveys' })).toBeAttached();
    release();
    await expect(page.getByText('No surveys are currently available.')).toBeVisible();
  });

  test('a load failure shows the message and Try Again refetches', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/surveys', async (route) => {
      calls += 1;
      if (calls === 1)
        await route.fulfill({ status: 503, json: { statusCode: 503, message: 'The database is unavailable' } });
      else
        await route.fulfill({
          json: [
            { id: 'abc', title: 'Back again', description: null, isActive: true, createdAt: new Date().toISOString() },
          ],
        });
    });
    await page.goto('/surveys');
    await expect(page.getByRole('heading', { name: 'Unable to Load Surveys' })).toBeVisible();
    await expect(page.getByText('The database is unavailable')).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Back again' })).toBeVisible();
    expect(calls).toBe(2);
  });

  test('a failure without a message shows the general one', async ({ page }) => {
    await page.route('**/api/surveys', (route) => route.abort('failed'));
    await page.goto('/surveys');
    await expect(page.getByRole('heading', { name: 'Unable to Load Surveys' })).toBeVisible();
    await expect(page.getByText('An unexpected error occurred. Please try again later.')).toBeVisible();
  });

  test('asks for the password again when the server no longer knows the unlock', async ({ page }) => {
    await page.goto('/surveys');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Protected' })).toBeVisible();
    expect(await unlockedFlag(page)).toBeNull();
  });
});
