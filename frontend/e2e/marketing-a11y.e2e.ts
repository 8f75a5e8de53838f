import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MOBILE_VIEWPORT, openPage, PUBLIC_PAGES, siteNav } from './support/pages';

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
};

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
