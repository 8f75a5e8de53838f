// The edit page's one save model (issue 35, item 4) on a phone and a desktop: every change saves by
// itself once typing pauses, one status always in view says so; leaving at once still saves what was
// typed; Urdu fields are as tall as their English; a question's removal asks in the shared alert
// dialog. Screenshots go to /work/notes/shots/issue35/ for a person to look at.
import path from 'node:path';
import { expect, test, type Locator } from './support/test';
import { createSurveyViaApi, getQuestionsViaApi, getSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { seriousViolations, toast } from './support/admin-pages';
import { chooseLanguage, openSurvey } from './support/survey-page';

const SHOTS = process.env.ISSUE35_SHOTS ?? '/work/notes/shots/issue35';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const LONG =
  'Thinking of the last three months, which of your weekly reports took the longest to prepare, and who reads it?';

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('autosave everywhere with one visible status; Urdu fields sized to the English; remove asks first', async ({
      page,
    }) => {
      await loginViaApi(page.request);
      const title = uniqueName('Autosave');
      const { survey } = await createSurveyViaApi(page.request, { title, questions: [LONG, 'Second question'] });
      await page.goto(`/admin/surveys/${survey.id}/edit`);
      const status = page.getByTestId('save-status');
      await expect(status).toHaveText('Changes save automatically');
      await expect(status).toHaveAttribute('role', 'status');
      // No Save buttons left: one model.
      await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

      // Details: typing pauses, the change is saved and the status says so, in view wherever the admin is.
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} renamed`);
      await expect(status).toHaveText('All changes saved');
      expect((await getSurveyViaApi(page.request, survey.id)).title).toBe(`${title} renamed`);
      await expect(status).toBeInViewport();

      // A title left empty is not saved, and the status says why.
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill('');
      await expect(status).toHaveAttribute('data-state', 'invalid');
      await expect(status).toContainText('Not saved yet (details)');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} again`);
      await expect(status).toHaveText('All changes saved');

      // A question, optional now: saved by itself.
      const q2 = page.getByTestId('question-item').nth(1);
      await q2.getByRole('checkbox', { name: 'Required (question 2)' }).uncheck();
      await page.getByLabel('Question 2', { exact: true }).fill('Second question, reworded');
      await expect(status).toHaveText('All changes saved');
      await expect
        .poll(async () =>
          (await getQuestionsViaApi(page.request, survey.id)).map((q) => [q.questionText, q.isRequired]),
        )
        .toEqual([
          [LONG, true],
          ['Second question, reworded', false],
        ]);
      await expect(status).toBeInViewport();

      // Urdu: a textarea as tall as its English needs, so long questions are never cut mid-word.
      const urdu = page.getByRole('region', { name: 'Languages and Urdu' });
      const longUrdu = urdu.getByLabel('Question 1 in Urdu');
      const shortUrdu = urdu.getByLabel('Question 2 in Urdu');
      await expect(longUrdu).toHaveJSProperty('tagName', 'TEXTAREA');
      const [tall, short] = await Promise.all([longUrdu.boundingBox(), shortUrdu.boundingBox()]);
      expect(tall!.height).toBeGreaterThan(short!.height * 1.5);
      await longUrdu.fill(
        'پچھلے تین مہینوں میں آپ کی کون سی ہفتہ وار رپورٹ تیار کرنے میں سب سے زیادہ وقت لگا، اور اسے کون پڑھتا ہے؟',
      );
      expect(await longUrdu.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      await expect(status).toHaveText('All changes saved');
      await expect(status).toBeInViewport();
      expect(await overlaps(status, longUrdu)).toBe(false);
      await page.screenshot({ path: path.join(SHOTS, `edit-urdu-${viewport.width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `edit-page-${viewport.width}.png`), fullPage: true });

      // Remove asks in the shared alert dialog; Escape keeps the question, focus goes back.
      const remove = page.getByRole('button', { name: 'Remove question 2' });
      await remove.click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove question 2?' });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await remove.click();
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(toast(page)).toContainText('Question 2 was removed.');
      await expect(page.getByTestId('question-item')).toHaveCount(1);

      // Leaving straight after typing still saves it (the waiting change is sent on the way out).
      await page.getByLabel('Question 1', { exact: true }).fill(`${LONG} Please be specific.`);
      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect
        .poll(async () => (await getQuestionsViaApi(page.request, survey.id)).map((q) => q.questionText))
        .toEqual([`${LONG} Please be specific.`]);
    });

    test('"Other" is translatable: its Urdu field autosaves and Urdu respondents see that label', async ({ page }) => {
      await loginViaApi(page.request);
      const { survey } = await createSurveyViaApi(page.request, { title: uniqueName('Other in Urdu'), questions: [] });
      const added = await page.request.post(`/api/surveys/${survey.id}/questions`, {
        data: {
          questionText: 'Which tools do you use?',
          questionType: 'multiple_choice',
          options: [{ label: 'Excel' }, { label: 'Slack' }],
          allowOther: true,
          order: 1,
          isRequired: true,
        },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await page.goto(`/admin/surveys/${survey.id}/edit`);
      const urdu = page.getByRole('region', { name: 'Languages and Urdu' });
      const other = urdu.getByLabel('Question 1, "Other" in Urdu');
      await expect(other).toBeVisible();
      await expect(urdu.getByTestId('translation-row').filter({ hasText: 'Question 1, "Other"' })).toContainText(
        'Other',
      );
      await other.fill('کوئی اور ٹول');
      await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
      await expect
        .poll(async () => {
          const [q] = await getQuestionsViaApi(page.request, survey.id);
          return (q as unknown as { translations: { ur?: { other?: string } } }).translations.ur?.other;
        })
        .toBe('کوئی اور ٹول');
      await other.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `edit-other-urdu-${viewport.width}.png`) });

      // The respondent in Urdu: the survey's own words for "Other", its text field named the same.
      await page.context().clearCookies();
      await openSurvey(page, survey.id);
      await chooseLanguage(page, 'Urdu');
      await page.getByRole('button', { name: /روایتی سروے/ }).click();
      const otherBox = page.getByRole('checkbox', { name: 'کوئی اور ٹول' });
      await expect(otherBox).toBeVisible();
      await otherBox.check({ force: true });
      await expect(page.getByRole('textbox', { name: 'کوئی اور ٹول' })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `respondent-other-urdu-${viewport.width}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
