import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { createForm } from './support/admin-pages';
import { loginViaApi } from './support/admin-api';
import { adminApi, deleteSurvey, uniqueSuffix } from './support/survey-api';
import { openSurvey, SCREENSHOT_DIR } from './support/survey-page';
import { putUrdu } from './support/survey-translations';

// The five stars and the 0–10 row are one row, in reading order, inside the screen, at 320 px and up,
// whatever fonts the phone has: in the traditional form, the AI chat's chips and the builder's preview,
// in English (left to right) and Urdu (right to left). What a user sees is asserted (one line, order,
// nothing spilling out), not pixels; pictures of each are kept for a person to look at.

const WIDTHS = [320, 390] as const;
const RATING = 'How satisfied are you with your tools?';
const SCALE = 'How likely are you to recommend your tools?';

let api: APIRequestContext;
let surveyId: string;

test.beforeAll(async () => {
  api = await adminApi();
  const created = await api.post('/api/surveys', {
    data: { title: `Score rows ${uniqueSuffix()}`, isActive: true, languages: ['en', 'ur'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  surveyId = ((await created.json()) as { id: string }).id;
  const ids: string[] = [];
  for (const [i, question] of [
    { questionText: RATING, questionType: 'rating' },
    { questionText: SCALE, questionType: 'scale', scaleLabels: { min: 'Not at all likely', max: 'Extremely likely' } },
  ].entries()) {
    const added = await api.post(`/api/surveys/${surveyId}/questions`, {
      data: { ...question, order: i + 1, isRequired: true },
    });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()) as { id: string }).id);
  }
  await putUrdu(api, surveyId, {
    title: 'درجہ بندی',
    questions: {
      [ids[0]!]: { questionText: 'آپ اپنے ٹولز سے کتنے مطمئن ہیں؟' },
      [ids[1]!]: {
        questionText: 'آپ اپنے ٹولز کی سفارش کا کتنا امکان رکھتے ہیں؟',
        scaleLabels: { min: 'بالکل نہیں', max: 'بہت زیادہ' },
      },
    },
  });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

test.afterAll(async () => {
  await deleteSurvey(api, surveyId);
  await api.dispose();
});

/** The items of a row, each drawn on one line with the others, in reading order, within the screen. */
const expectOneRow = async (page: Page, items: Locator, count: number, dir: 'ltr' | 'rtl') => {
  await expect(items).toHaveCount(count);
  const boxes = await items.evaluateAll((nodes) =>
    nodes.map((node) => {
      const r = node.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  for (const box of boxes) {
    expect(Math.abs(box.top - boxes[0]!.top), 'every item on the first item’s line').toBeLessThan(2);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    if (dir === 'ltr') expect(after.left, `item ${i + 1} right of item ${i}`).toBeGreaterThanOrEqual(before.right - 1);
    else expect(after.right, `item ${i + 1} left of item ${i}`).toBeLessThanOrEqual(before.left + 1);
  }
  // Nothing of the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const begin = async (page: Page, language: 'en' | 'ur', mode: 'traditional' | 'chat') => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSurvey(page, surveyId);
  await page.getByRole('button', { name: language === 'en' ? /^English/ : /^Urdu/ }).click();
  const modeName =
    language === 'en'
      ? mode === 'traditional'
        ? /Traditional Survey/
        : /AI Chat/
      : mode === 'traditional'
        ? /روایتی سروے/
        : /اے آئی چیٹ کا تجربہ/;
  await page.getByRole('button', { name: modeName }).click();
  // Each question screen has one h1, the survey's title in the respondent's language.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? /^Score rows / : 'درجہ بندی');
};

for (const width of WIDTHS) {
  for (const language of ['en', 'ur'] as const) {
    const dir = language === 'en' ? 'ltr' : 'rtl';

    test(`traditional, ${language}, ${width} px: stars and the 0–10 row each on one line in reading order`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await begin(page, language, 'traditional');
      const stars = page.locator('[role=radiogroup] label[data-score]');
      await expectOneRow(page, stars, 5, dir);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-traditional-rating-${language}-${width}.png` });
      await page.keyboard.press('4');
      await page.keyboard.press('Enter');
      const scale = page.locator('[role=radiogroup] label[data-score]');
      await expect(scale).toHaveCount(11);
      await expectOneRow(page, scale, 11, dir);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-traditional-scale-${language}-${width}.png` });
    });

    test(`AI chat, ${language}, ${width} px: star chips and 0–10 chips each on one line in reading order`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await begin(page, language, 'chat');
      const chips = page.locator('[role=group] button[data-chip]');
      await expectOneRow(page, chips, 5, dir);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-chat-rating-${language}-${width}.png` });
      await page.keyboard.press('5');
      await page.keyboard.press('Enter');
      await expect(chips).toHaveCount(11);
      await expectOneRow(page, chips, 11, dir);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-chat-scale-${language}-${width}.png` });
    });
  }

  test(`builder preview, ${width} px: the stars and the 0–10 row fit on one line`, async ({ page }) => {
    await loginViaApi(page.request);
    await page.setViewportSize({ width, height: 800 });
    const form = createForm(page);
    await page.goto('/admin/surveys/create');
    await form.question(1).fill(RATING);
    await page.getByLabel('Question 1 type').selectOption({ label: 'Rating (1–5 stars)' });
    const first = form.questions.nth(0).getByTestId('question-preview');
    await expectOneRow(page, first.locator('[role=radiogroup] label[data-score]'), 5, 'ltr');
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-builder-rating-${width}.png` });
    await form.addQuestion.click();
    await form.question(2).fill(SCALE);
    await page.getByLabel('Question 2 type').selectOption({ label: 'Scale (0–10)' });
    const second = form.questions.nth(1).getByTestId('question-preview');
    await expectOneRow(page, second.locator('[role=radiogroup] label[data-score]'), 11, 'ltr');
    await second.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/rows-builder-scale-${width}.png` });
  });
}
