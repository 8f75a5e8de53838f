import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';

// The admin screens are one lazy chunk: public pages never download it.
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const adminChunk = `/${manifest['src/app/routes/admin/admin-routes.tsx'].file}`;

const scriptsLoaded = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test('public pages never load the admin chunk; the admin login does', async ({ page }) => {
  const urls = scriptsLoaded(page);
  for (const publicPath of ['/', '/contact', '/blog', '/surveys', '/survey/some-survey', '/no-such-page']) {
    await page.goto(publicPath);
    await page.waitForLoadState('networkidle');
  }
  expect(urls).not.toContain(adminChunk);

  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect(urls).toContain(adminChunk);
});
