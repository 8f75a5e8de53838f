import { expect, test } from './support/test';
import { BLOG_SLUGS, MOBILE_VIEWPORT, openPage, PUBLIC_PAGES, scrollY, siteNav } from './support/pages';

test.describe('marketing pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders its heading, once, inside the chrome`, async ({ page }) => {
      await openPage(page, path, heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      await expect(page).toHaveTitle(/Seedline/);
    });
  }

  test('the home page has its sections', async ({ page }) => {
    await openPage(page, '/');
    for (const title of ['Our Services', 'Why Seedline', 'Our Process']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const phase of ['Week 1', 'Weeks 2 to 3', 'Weeks 4 to 8'])
      await expect(page.getByText(phase, { exact: true })).toBeVisible();
    for (const item of [
      'Transparent pricing',
      'Complimentary discovery',
      'Timelines you can plan around',
      'Light support after launch',
    ]) {
      await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
  });

  test('the legal pages show their sections, date and contact links', async ({ page }) => {
    for (const [path, count] of [
      ['/privacy', 13],
      ['/terms', 15],
    ] as const) {
      await openPage(page, path);
      await expect(page.getByText('Last updated: October 10, 2025')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(count);
      await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCount(1);
    }
  });

  test('any other path shows the 404 page', async ({ page }) => {
    for (const path of ['/no-such-page', '/admin', '/blog/a/b']) {
      await openPage(page, path, '404 Page Not Found');
    }
  });

  test('an unknown blog slug shows "Post not found" and leads back to the blog', async ({ page }) => {
    await openPage(page, '/blog/not-a-real-post', 'Post not found');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes from the field');
  });

  test('the blog lists five posts and each article ends with "Start a project"', async ({ page }) => {
    await openPage(page, '/blog');
    for (const slug of BLOG_SLUGS) await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(1);
    await page.locator('main a[href="/blog/small-models-big-wins"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small models, big wins');
    await page.getByRole('main').getByRole('link', { name: 'Start a project' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('external links open in a new tab without opener or referrer', async ({ page, baseURL }) => {
    for (const slug of BLOG_SLUGS) {
      await openPage(page, `/blog/${slug}`);
      const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
        })),
      );
      const external = links.filter((link) => !link.href?.startsWith(baseURL ?? ''));
      expect(external.length).toBeGreaterThan(0);
      for (const link of external) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
  });

  test('the FAQ is an accordion operated from the keyboard', async ({ page }) => {
    await openPage(page, '/faq');
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(4);
    const second = questions.first();
    const name = await second.textContent();
    await second.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('button', { name: name ?? '' });
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: name ?? '' })).toBeVisible();
  });
});

test.describe('navigation chrome', () => {
  test('the nav is transparent at the top and solid after more than 20 px of scroll', async ({ page }) => {
    await openPage(page, '/');
    const nav = siteNav(page);
    await expect(nav.header).toHaveAttribute('data-solid', 'false');
    const transparent = await nav.backgroundColor();
    expect(transparent).toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 15));
    await expect(nav.header).toHaveAttribute('data-solid', 'false');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(nav.header).toHaveAttribute('data-solid', 'true');
    await expect.poll(nav.backgroundColor).toBe('rgb(255, 255, 255)');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav.header).toHaveAttribute('data-solid', 'false');
    await expect.poll(nav.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  test('desktop nav has every item and the "Start a project" button', async ({ page }) => {
    await openPage(page, '/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Services', 'Approach', 'Why Seedline', 'About', 'Blog', 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Start a project' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('navigating scrolls to the top of the new page', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('opens, moves focus in, closes on Escape and on selection', async ({ page }) => {
    await openPage(page, '/');
    const nav = siteNav(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }),
    ).toBeHidden();
    await expect(nav.mobileMenu).toBeHidden();

    await nav.menuButton.click();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.mobileMenu).toBeVisible();
    await expect(nav.mobileMenu.getByRole('link', { name: 'Home' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav.mobileMenu).toBeHidden();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.menuButton).toBeFocused();

    await nav.menuButton.click();
    await nav.mobileMenu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Seedline');
    await expect(nav.mobileMenu).toBeHidden();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu offers "Start a project"', async ({ page }) => {
    await openPage(page, '/blog');
    const nav = siteNav(page);
    await nav.menuButton.click();
    await nav.mobileMenu.getByRole('link', { name: 'Start a project' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.mobileMenu).toBeHidden();
  });
});
