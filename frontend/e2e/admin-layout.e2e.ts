// Admin screens at 320, 390, 768 and 1440 px (issue 49, point 6): no screen scrolls sideways (the
// document's scrollWidth never exceeds its clientWidth), a dashboard card with a long slug keeps to its
// column, and the Share panel opens in a drawer of its own. axe on each. Screenshots land in
// ADMIN_LAYOUT_SHOTS (default test-results/admin-layout) for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

const SHOTS = process.env.ADMIN_LAYOUT_SHOTS ?? path.resolve(__dirname, '../../test-results/admin-layout');
const WIDTHS = [320, 390, 768, 1440];
const LONG_SLUG = `quarterly-operations-and-finance-staff-time-survey-${Date.now().toString(36)}`;

type Screen = { name: string; open: (page: Page) => Promise<void> };

let surveyId = '';
let title = '';

const SCREENS: Screen[] = [
  {
    name: 'dashboard',
    open: async (page) => {
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('survey-card').first()).toBeVisible();
    },
  },
  {
    name: 'create',
    open: async (page) => {
      await page.goto('/admin/surveys/create');
      await expect(page.getByLabel('Question 1', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'edit',
    open: async (page) => {
      await page.goto(`/admin/surveys/${surveyId}/edit`);
      await expect(page.getByRole('heading', { name: 'Logic' })).toBeVisible();
      await expect(page.getByTestId('logic-panel').first()).toBeVisible();
    },
  },
  {
    name: 'responses',
    open: async (page) => {
      await page.goto(`/admin/surveys/${surveyId}/responses`);
      await expect(page.getByTestId('response-card').first()).toBeVisible();
      await expect(page.getByText('Loading answers...')).toHaveCount(0);
    },
  },
  {
    name: 'proposals',
    open: async (page) => {
      await page.goto('/admin/proposals');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  {
    name: 'webhooks',
    open: async (page) => {
      await page.goto('/admin/webhooks');
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    },
  },
  {
    name: 'api-keys',
    open: async (page) => {
      await page.goto('/admin/api-keys');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
  {
    name: 'messages',
    open: async (page) => {
      await page.goto('/admin/messages');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    },
  },
  {
    name: 'jobs',
    open: async (page) => {
      await page.goto('/admin/jobs');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    },
  },
];

/** How far the document reaches past the window, in px (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements that reach past the window's right edge, to name in a failure. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
  });

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext();
  await loginViaApi(context.request);
  title = uniqueName('Operations and finance staff time');
  const { survey, questions } = await createSurveyViaApi(context.request, {
    title,
    slug: LONG_SLUG,
    questions: ['Which task eats most of your week?', 'How many hours a week go to reconciling statements?'],
    isRequired: false,
  });
  surveyId = survey.id;
  await respondViaApi(context.request, survey.id, {
    mode: 'traditional',
    language: 'en',
    name: 'Ada Lovelace',
    answers: [{ questionId: questions[0]!.id, answerText: 'Assembling the Monday report from three spreadsheets.' }],
    complete: true,
  });
  await context.close();
});

for (const width of WIDTHS) {
  test(`admin screens at ${width} px: no sideways scroll, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginViaApi(page.request);
    for (const screen of SCREENS) {
      await screen.open(page);
      expect(
        await overflow(page),
        `${screen.name} at ${width}px: ${(await widest(page)).join(', ')}`,
      ).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), `${screen.name} at ${width}px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${screen.name}-${width}.png`, fullPage: true });
    }
  });

  test(`the Share panel at ${width} px opens in a drawer of its own; the long slug keeps to its card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginViaApi(page.request);
    await page.goto('/admin/dashboard');
    const card = page.getByTestId('survey-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(card.getByText(`/survey/${LONG_SLUG}`)).toBeVisible();
    const share = card.getByRole('button', { name: `Share ${title}` });
    await share.click();
    const drawer = page.getByRole('dialog', { name: `Share ${title}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^Copy the link to / })).toBeFocused();
    // The card keeps its size: the panel is not inside it.
    const after = (await card.boundingBox())!;
    expect(after.height).toBeCloseTo(box.height, 0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const snippet = drawer.getByLabel('Iframe snippet');
    await expect(snippet).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/share-drawer-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(share).toBeFocused();
  });
}
