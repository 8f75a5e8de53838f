import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { loginViaApi } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

// The nav's "AI jobs" on the embedded default (no Redis, as the e2e server runs): the admin's own
// jobs page, in the admin's styling and nav, listing the in-process runner's jobs with their state.

const SHOTS = path.join(os.tmpdir(), 'seedline-jobs');

test('"AI jobs" without Redis opens the jobs page, listing a job just run', async ({ page }) => {
  await loginViaApi(page.request);
  const generated = await page.request.post('/api/ai-generate-questions', {
    data: { prompt: 'Ask 3 questions about invoices', companyData: 'A wholesaler with 40 staff in Lahore.' },
  });
  expect(generated.ok(), await generated.text()).toBe(true);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'AI jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI jobs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'AI jobs' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/AI jobs run in-process on this server/)).toBeVisible();

    const row = page.getByTestId('job-row').filter({ hasText: 'Generate questions' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible();
    await expect(row).toContainText('Attempts');
    await expect(page.getByTestId('job-counts')).toContainText(/^\d+ jobs?: .*completed/);
    // Metadata only: the company's words never reach the page.
    await expect(page.getByText('A wholesaler with 40 staff')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/jobs-${width}.png`, fullPage: true });
  }

  // A way back: the nav is the admin's own.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Surveys' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
