// Feedback where the eye is (issue 35, item 5) and the one confirm dialog (item 4), on a phone and a
// desktop: a refused login is said beside the form and announced, toasts keep clear of the button that
// caused them, a busy button's spinner shows on its own colour, and destructive actions ask in an
// accessible alert dialog. Screenshots go to /work/notes/shots/issue35/ (test-results/ is emptied by
// every run) for a person to look at.
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { createSurveyViaApi, loginViaApi, respondViaApi, uniqueName } from './support/admin-api';
import { loginViaUi, seriousViolations, surveyCard, toast } from './support/admin-pages';
import { E2E_ADMIN } from './support/env';

const SHOTS = process.env.ISSUE35_SHOTS ?? '/work/notes/shots/issue35';
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name) });

/** Whether two elements' boxes on screen share any pixel. */
const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a refused login is told beside the form (role=alert) and in the spec’s toast, which covers neither', async ({
      page,
    }) => {
      await loginViaUi(page, { username: E2E_ADMIN.username, password: 'wrong-password' });
      const inline = page.locator('#login-failure');
      await expect(inline).toHaveAttribute('role', 'alert');
      await expect(inline).toHaveText('Login failed: Invalid credentials');
      await expect(toast(page)).toContainText('Error');
      await expect(toast(page)).toContainText('Invalid credentials');
      const login = page.getByRole('button', { name: 'Login' });
      expect(await overlaps(toast(page), login)).toBe(false);
      expect(await overlaps(toast(page), inline)).toBe(false);
      expect(await overlaps(toast(page), page.getByLabel('Password'))).toBe(false);
      await shot(page, `login-failure-${viewport.width}.png`);
      expect(await seriousViolations(page)).toEqual([]);

      // The message goes once the admin tries again.
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await login.click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    test('"Logged in successfully" keeps clear of the first survey card’s buttons', async ({ page }) => {
      await loginViaApi(page.request);
      const title = uniqueName('Toast clear');
      await createSurveyViaApi(page.request, { title, questions: ['Q?'] });
      await page.context().clearCookies();
      await loginViaUi(page);
      await expect(toast(page)).toContainText('Logged in successfully');
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const firstCard = page.getByTestId('survey-card').first();
      await expect(firstCard).toBeVisible();
      for (const button of await firstCard.getByRole('button').all()) {
        expect(await overlaps(toast(page), button)).toBe(false);
      }
      for (const link of await firstCard.getByRole('link').all()) {
        expect(await overlaps(toast(page), link)).toBe(false);
      }
      await shot(page, `login-success-${viewport.width}.png`);
    });

    test('deleting a survey asks in an alert dialog that traps focus, cancels on Escape and returns focus', async ({
      page,
    }) => {
      await loginViaApi(page.request);
      const title = uniqueName('Confirm dialog');
      await createSurveyViaApi(page.request, { title, questions: ['Q?'] });
      await page.goto('/admin/dashboard');
      const card = surveyCard(page, title);
      const deleteButton = card.getByRole('button', { name: /^Delete/ });
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this survey?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(title);
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
      await expect(cancel).toBeFocused();
      // Tab cycles inside the dialog (the page behind is inert).
      await page.keyboard.press('Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await shot(page, `delete-dialog-${viewport.width}.png`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(deleteButton).toBeFocused();
      await expect(card).toBeVisible();

      // While the delete runs, the dialog's button is busy with a spinner in the button's own colour.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/surveys/*', async (route) => {
        if (route.request().method() === 'DELETE') await held;
        await route.continue();
      });
      await deleteButton.click();
      await confirm.click();
      const busy = dialog.getByRole('button', { name: 'Deleting...' });
      await expect(busy).toBeDisabled();
      const colours = await busy.evaluate((button) => ({
        spinner: getComputedStyle(button.querySelector('[data-spinner]')!).color,
        text: getComputedStyle(button).color,
        background: getComputedStyle(button).backgroundColor,
      }));
      expect(colours.spinner).toBe(colours.text);
      expect(colours.spinner).not.toBe(colours.background);
      release();
      await expect(toast(page)).toContainText('The survey has been deleted successfully');
      await expect(card).toHaveCount(0);
    });

    test('the green "Analyse responses" button shows its spinner in the label\'s colour while the report starts', async ({
      page,
    }) => {
      await loginViaApi(page.request);
      const { survey, questions } = await createSurveyViaApi(page.request, {
        title: uniqueName('Analyse busy'),
        questions: ['Which task takes most of your week?'],
      });
      await respondViaApi(page.request, survey.id, {
        mode: 'traditional',
        language: 'en',
        answers: [{ questionId: questions[0].id, answerText: 'Month-end reports' }],
        complete: true,
      });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/surveys/*/reports', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await page.goto(`/admin/surveys/${survey.id}/responses`);
      const analyse = page.getByRole('button', { name: 'Analyse responses' });
      await analyse.click();
      await expect(analyse).toBeDisabled();
      const spinner = analyse.locator('[data-spinner]');
      await expect(spinner).toBeVisible();
      const colours = await analyse.evaluate((button) => ({
        spinner: getComputedStyle(button.querySelector('[data-spinner]')!).color,
        text: getComputedStyle(button).color,
        background: getComputedStyle(button).backgroundColor,
      }));
      expect(colours.spinner).toBe(colours.text);
      expect(colours.spinner).not.toBe(colours.background);
      await analyse.screenshot({ path: path.join(SHOTS, `analyse-busy-${viewport.width}.png`) });
      release();
      await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/);
    });
  });
}
