import { expect, test } from './support/test';

test('the built app serves the home page in Chromium', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/Seedline/);
});
