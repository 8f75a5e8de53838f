// Notifications section on a survey's edit page: set up a daily digest in Urdu for two addresses and
// see it saved (reloaded from the server). The e2e server has no SMTP, so the section says e-mail is
// off. Axe-clean at 390 and 1440 px, with screenshots for a person to look at.
import { expect, test } from '@playwright/test';
import { createSurveyViaApi, loginViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

const SHOTS = process.env.MAIL_SHOTS_DIR ?? '/work/notes/shots/mail';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('set up a daily digest and see it saved; e-mail is off here', async ({ page }) => {
      await loginViaApi(page.request);
      const { survey } = await createSurveyViaApi(page.request, {
        title: uniqueName(`Digest ${viewport.name}`),
        questions: ['What slows you down?'],
      });
      await page.goto(`/admin/surveys/${survey.id}/edit`);
      const section = page.getByRole('region', { name: 'E-mail notifications' });
      await expect(section).toBeVisible();
      await expect(section.getByTestId('mail-off')).toContainText('E-mail is off: set SMTP_URL and MAIL_FROM');

      await section.getByLabel('Recipients').fill('bob');
      await expect(section.getByText('"bob" is not an e-mail address')).toBeVisible();
      await section.getByLabel('Recipients').fill('owner@example.com, Analyst@Example.com');
      await section.getByLabel('Daily digest').check();
      await section.getByLabel('Urdu (اردو)').check();
      await section.getByLabel('Include answer text').check();
      // Autosaved like the rest of the page: the server has it without a Save button.
      await expect
        .poll(async () => (await (await page.request.get(`/api/surveys/${survey.id}/notifications`)).json()) as unknown)
        .toMatchObject({
          enabled: false,
          mode: 'digest',
          language: 'ur',
          includeAnswers: true,
          recipients: [
            { address: 'analyst@example.com', unsubscribed: false },
            { address: 'owner@example.com', unsubscribed: false },
          ],
        });
      await expect(page.getByText('All changes saved')).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-notifications.png`, fullPage: true });
      await section.screenshot({ path: `${SHOTS}/${viewport.name}-notifications-section.png` });

      await page.reload();
      const again = page.getByRole('region', { name: 'E-mail notifications' });
      await expect(again.getByLabel('Recipients')).toHaveValue('analyst@example.com\nowner@example.com');
      await expect(again.getByLabel('Daily digest')).toBeChecked();
      await expect(again.getByLabel('Urdu (اردو)')).toBeChecked();
      await expect(again.getByLabel('Include answer text')).toBeChecked();
      await expect(again.getByText('No e-mail sent yet.')).toBeVisible();
    });
  });
}
