import { expect, test } from './support/test';

// The API reference (swagger-ui, served by the API itself) renders under the app's own security
// headers and lists the operations of the generated document.

test('GET /api/docs shows the API reference with its operations', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  page.on('pageerror', (error) => blocked.push(error.message));

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Seedline API/ })).toBeVisible();

  const createSurvey = page.locator('#operations-surveys-createSurvey');
  await expect(createSurvey).toContainText('/api/surveys');
  await expect(createSurvey).toContainText('Create a survey');
  await expect(page.locator('#operations-responses-startResponse')).toContainText('/api/surveys/{idOrSlug}/responses');
  expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(25);

  // "Try it out" calls the API from the page: the liveness probe answers 200.
  await page.locator('#operations-operations-healthz .opblock-summary-control').click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await page.getByRole('button', { name: 'Execute' }).click();
  await expect(page.locator('.live-responses-table .response .response-col_status').first()).toHaveText('200');

  expect(blocked).toEqual([]);
});
