import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { MOBILE_VIEWPORT, openPage, PUBLIC_PAGES, siteNav } from './support/pages';

test.describe('accessibility (axe)', () => {
  for (const { path } of [...PUBLIC_PAGES, { path: '/blog/unknown-post' }, { path: '/no-such-page' }]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await openPage(page, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: MOBILE_VIEWPORT });

    test('home with the menu open has no serious or critical violations', async ({ page }) => {
      await openPage(page, '/');
      await siteNav(page).menuButton.click();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('contact page has no serious or critical violations', async ({ page }) => {
      await openPage(page, '/contact');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
