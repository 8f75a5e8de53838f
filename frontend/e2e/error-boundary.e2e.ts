import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';

// The built route chunks, by source file, from the Vite manifest (their names carry a content hash).
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const chunkUrl = (source: string) => `**/${manifest[source]!.file}`;
const BLOG_CHUNK = chunkUrl('src/app/routes/blog.tsx');
const BLOG_POST_CHUNK = chunkUrl('src/app/routes/blog-post.tsx');
const ADMIN_CHUNK = chunkUrl('src/app/routes/admin/admin-routes.tsx');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alert = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1 }) });

test('a route chunk that fails to load (say, after a deploy) shows a message and a Reload that recovers', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(BLOG_CHUNK, (route) => route.abort());

  await mainNav(page).getByRole('link', { name: 'Blog', exact: true }).click();

  await expect(alert(page)).toContainText('This page could not be loaded');
  await expect(alert(page)).toContainText('Reload to get the latest version.');
  const reload = alert(page).getByRole('button', { name: 'Reload' });
  await reload.focus();
  await expect(reload).toBeFocused();
  // The nav and footer stay, so the visitor can also go elsewhere.
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute(BLOG_CHUNK);
  await reload.press('Enter');

  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes from the field');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('the admin chunk failing to load shows the same message, and Reload brings the login screen', async ({ page }) => {
  await page.route(ADMIN_CHUNK, (route) => route.abort());

  await page.goto('/admin/login');

  await expect(alert(page)).toContainText('This page could not be loaded');
  await page.unroute(ADMIN_CHUNK);
  await alert(page).getByRole('button', { name: 'Reload' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin login');
});

test('any other error in a route gets Try again and Reload, and another page still opens', async ({ page }) => {
  // The chunk arrives but throws when it runs: not a load failure.
  await page.route(BLOG_POST_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken page");' }),
  );

  await page.goto('/blog/context-engineering');

  await expect(alert(page)).toContainText('Something went wrong');
  await expect(alert(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert(page).getByRole('button', { name: 'Reload' })).toBeVisible();

  // Moving on clears the error: the next page renders inside the same layout.
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Seedline');

  await page.unroute(BLOG_POST_CHUNK);
  await page.goBack();
  await expect(alert(page)).toContainText('Something went wrong');
  await alert(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Context engineering: what your model needs to know',
  );
});
