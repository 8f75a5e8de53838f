// The builder's basics (issue 35, item 3) on a phone and a desktop: required or optional per question
// (required by default, as the spec says), option fields and the preview that fit at 390 px, a question
// box that grows with its text, and after saving the spec's redirect to the dashboard, where the new
// survey's card opens its Share panel (the link, Copy, the spec's toast). Screenshots go to
// /work/notes/shots/issue35/ for a person to look at.
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { getQuestionsViaApi, listSurveysViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { createForm, seriousViolations, surveyCard, toast } from './support/admin-pages';

const SHOTS = process.env.ISSUE35_SHOTS ?? '/work/notes/shots/issue35';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const LONG_QUESTION =
  'Which part of the business takes the most of your team’s week when the month closes and the reports are due?';

/** Nothing inside is cut off: no horizontal overflow, and a text box shows all its lines. */
const fits = (locator: Locator) =>
  locator.evaluate((el) => ({
    wide: el.scrollWidth <= el.clientWidth + 1,
    tall: el.scrollHeight <= el.clientHeight + 1,
  }));

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(SHOTS, name), fullPage });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('required by default, optional per question; options and preview fit; save opens the Share panel', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await loginViaApi(page.request);
      const title = uniqueName('Builder basics');
      const form = createForm(page);
      await page.goto('/admin/surveys/create');
      await form.title.fill(title);

      // 1. A single choice with labels longer than a phone's field used to show.
      const q1 = form.questions.nth(0);
      await form.question(1).fill(LONG_QUESTION);
      await expect(fits(form.question(1))).resolves.toEqual({ wide: true, tall: true });
      await page.getByLabel('Question 1 type').selectOption({ label: 'Single choice' });
      await q1.getByLabel('Option 1 of question 1').fill('Finance & accounting');
      await q1.getByLabel('Option 2 of question 1').fill('Sales and customer service');
      const required1 = q1.getByRole('checkbox', { name: 'Required (question 1)' });
      await expect(required1).toBeChecked();
      for (const option of await q1.getByTestId('option-item').getByRole('textbox').all()) {
        await expect(fits(option)).resolves.toMatchObject({ wide: true });
      }
      const preview1 = q1.getByTestId('question-preview');
      await expect(fits(preview1)).resolves.toMatchObject({ wide: true });
      await expect(preview1).toContainText('Finance & accounting');

      // 2. A rating marked optional: the preview says so, all five stars inside it.
      await form.addQuestion.click();
      await form.question(2).fill('How would you rate the month-end close?');
      await page.getByLabel('Question 2 type').selectOption({ label: 'Rating (1–5 stars)' });
      const q2 = form.questions.nth(1);
      await q2.getByRole('checkbox', { name: 'Required (question 2)' }).uncheck();
      await expect(q2.getByText('Optional: respondents may skip it')).toBeVisible();
      const preview2 = q2.getByTestId('question-preview');
      await expect(preview2).toContainText('(optional)');
      await expect(fits(preview2)).resolves.toMatchObject({ wide: true });

      await q1.scrollIntoViewIfNeeded();
      await q1.screenshot({ path: path.join(SHOTS, `builder-question1-${viewport.width}.png`) });
      await q2.screenshot({ path: path.join(SHOTS, `builder-question2-${viewport.width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);

      await form.submit.click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(toast(page)).toContainText('Survey created successfully');

      // Saved as chosen: the first required (the default), the second optional.
      const survey = (await listSurveysViaApi(page.request)).find((s) => s.title === title)!;
      const saved = (await getQuestionsViaApi(page.request, survey.id)).sort((a, b) => a.order - b.order);
      expect(saved.map((q) => q.isRequired)).toEqual([true, false]);

      // The new survey's card has its Share panel open, with focus on Copy.
      const card = surveyCard(page, title);
      const panel = card.getByTestId('share-panel');
      await expect(panel).toBeVisible();
      await expect(card.getByRole('button', { name: `Share ${title}` })).toHaveAttribute('aria-expanded', 'true');
      const link = panel.getByTestId('share-link');
      const expected = new URL(`/survey/${survey.slug ?? survey.id}`, page.url()).toString();
      await expect(link).toHaveText(expected);
      await expect(fits(link)).resolves.toMatchObject({ wide: true });
      const copy = panel.getByRole('button', { name: /^Copy the link to / });
      await expect(copy).toBeFocused();
      await shot(page, `share-panel-${viewport.width}.png`);
      expect(await seriousViolations(page)).toEqual([]);

      await copy.click();
      await expect(toast(page).filter({ hasText: 'Copied to clipboard' })).toBeVisible();
      await expect(panel.getByRole('button', { name: /^Copied! the link to / })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(await overlaps(toast(page), panel.getByRole('button', { name: /^Copied! the link to / }))).toBe(false);
      expect(await overlaps(toast(page), link)).toBe(false);
      await shot(page, `share-copied-${viewport.width}.png`);

      // Other cards keep theirs closed until asked; a reload shows every card closed.
      await page.reload();
      await expect(card.getByRole('button', { name: `Share ${title}` })).toHaveAttribute('aria-expanded', 'false');
      await expect(card.getByTestId('share-panel')).toHaveCount(0);
      await card.getByRole('button', { name: `Share ${title}` }).click();
      await expect(card.getByTestId('share-panel')).toBeVisible();
    });
  });
}
