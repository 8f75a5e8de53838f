// Notifications section on a survey's edit page: set up a daily digest in Urdu for two addresses and
// see it saved (reloaded from the server). The e2e server has no SMTP, so the section says e-mail is
// off. Axe-clean at 390 and 1440 px, with screenshots for a person to look at. And the page an
// unsubscribe link opens (RFC 8058, issue 44): it asks first, in English or Urdu, and opening it changes nothing.
import { expect, test } from './support/test';
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
      await expect(section.getByTestId('mail-off')).toContainText(
        'E-mail is off on this server, so no notifications go out. The operator can turn it on',
      );

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

    test('an unsubscribe link opens a page that asks first, in English or Urdu, and changes nothing by itself', async ({
      page,
    }) => {
      await loginViaApi(page.request);
      const { survey } = await createSurveyViaApi(page.request, {
        title: uniqueName(`Unsubscribe ${viewport.name}`),
        questions: ['What slows you down?'],
      });
      const address = `reader-${viewport.name}@example.com`;
      const saved = await page.request.put(`/api/surveys/${survey.id}/notifications`, {
        data: { recipients: [address], mode: 'each', language: 'en', includeAnswers: false },
      });
      expect(saved.ok()).toBe(true);
      const subscribed = async () =>
        (
          (await (await page.request.get(`/api/surveys/${survey.id}/notifications`)).json()) as {
            recipients: { address: string; unsubscribed: boolean }[];
          }
        ).recipients;

      // The List-Unsubscribe URL opened in a browser (or fetched by a scanner) leads to the page.
      const query = new URLSearchParams({ survey: survey.id, address, token: 'not-the-token' });
      await page.goto(`/api/mail/unsubscribe?${query.toString()}`);
      await expect(page).toHaveURL(/\/unsubscribe\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from these e-mails' })).toBeVisible();
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
      expect(await subscribed()).toEqual([{ address, unsubscribed: false }]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-unsubscribe-en.png`, fullPage: true });

      await page.getByRole('button', { name: 'اردو' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ان ای میلز سے دستبردار ہوں' })).toBeVisible();
      await expect(page.locator('[dir="rtl"][lang="ur"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-unsubscribe-ur.png`, fullPage: true });

      // Pressing the button POSTs the link: this one is not valid, and says so.
      await page.getByRole('button', { name: 'دستبردار ہوں' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'یہ دستبرداری کا لنک درست نہیں۔ ای میل سے پورا لنک کاپی کریں۔',
      );
      expect(await subscribed()).toEqual([{ address, unsubscribed: false }]);
    });
  });
}
