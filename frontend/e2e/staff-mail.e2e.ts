// Invitations and reminders by e-mail for personal links (issue 48 item 4): with e-mail on (a real SMTP
// server started by this spec, the app's SMTP_URL pointing at it), the consultant saves a reminder plan in
// a time zone where it is day now, invites everyone, sees the mail log, and sends a reminder now to those
// who have not completed; the mails arrive with RFC 8058 headers. Screenshots at 390 and 1440 px in
// /tmp/shots-staff-mail/ (or SHOTS_DIR), looked at.
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { startSmtpCatcher, type SmtpCatcher } from '../../backend/src/testing/smtp-catcher';
import { startApp, type RunningApp } from './support/app';
import { setAppUrl } from './support/env';
import { expect, test as base, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-staff-mail';
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** The SMTP server this worker's app sends to (the backend specs' catcher), and what it received. */
let smtp: SmtpCatcher | null = null;
const received = (): ParsedMail[] => smtp?.mails ?? [];

// This spec's own app (not one from the pool): started with SMTP_URL pointing at its SMTP server.
const test = base.extend<object, { app: RunningApp }>({
  app: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first argument
    async ({}, use) => {
      smtp = await startSmtpCatcher();
      process.env.SMTP_URL = smtp.url;
      process.env.MAIL_FROM = 'Seedline <seedline@example.test>';
      const app = await startApp();
      setAppUrl(app.url);
      await use(app);
      await app.stop();
      await smtp.close();
      smtp = null;
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
});

/** A time zone where it is day now (mail waits out the night, 21:00 to 08:00). */
const dayZone = () =>
  ['UTC', 'Asia/Karachi', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Australia/Sydney'].find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
    );
    return hour >= 9 && hour < 20;
  })!;

test('invitations and a reminder by e-mail reach the people who have not completed', async ({ page }) => {
  await loginViaApi(page.request);
  const client = (await (await page.request.post('/api/clients', { data: { name: uniqueName('Indus') } })).json()) as {
    id: string;
  };
  const csv = [
    'Name,E-mail,Team,Language',
    'Ayesha Khan,ayesha@indus.example,Tax,en',
    'ثنا میر,sana@indus.example,Payroll,ur',
    'Omar Raza,omar@indus.example,Tax,en',
  ];
  expect(
    (await page.request.post(`/api/clients/${client.id}/roster/import`, { data: { csv: csv.join('\n') } })).ok(),
  ).toBe(true);
  const title = uniqueName('Staff pulse');
  const survey = (await (
    await page.request.post('/api/surveys', { data: { title, isActive: true, clientId: client.id } })
  ).json()) as { id: string };
  await page.request.post(`/api/surveys/${survey.id}/questions`, { data: { questionText: 'What slows you down?' } });
  expect((await page.request.post(`/api/surveys/${survey.id}/personal-links`)).ok()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
  const panel = page.getByTestId('staff-mail');
  await expect(panel.getByText('None of the 3 people with a link is invited by e-mail yet.')).toBeVisible();

  // The plan: one reminder, two days apart, in a time zone where it is day now.
  await panel.getByLabel('How many').selectOption('1');
  await panel.getByLabel('Days apart').fill('2');
  await panel.getByLabel('Time zone').fill(dayZone());
  await panel.getByRole('button', { name: 'Save reminder plan' }).click();
  await expect(page.getByText('Reminder plan saved.')).toBeVisible();

  await panel.getByRole('button', { name: 'Invite now' }).click();
  await expect(page.getByText('3 invitations on their way.')).toBeVisible();
  await expect.poll(() => received().length, { timeout: 15_000 }).toBe(3);
  const sana = received().find((m) => JSON.stringify(m.to).includes('sana@'))!;
  expect(sana.subject).toContain('آپ کو دعوت');
  const header = (name: string) => sana.headerLines.find((line) => line.key === name)?.line ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toContain('/api/staff-mail/unsubscribe?link=');
  await page.reload();
  await expect(panel.getByTestId('staff-mail-row')).toHaveCount(3);
  await expect(panel.getByTestId('staff-mail-row').first()).toContainText('Sent');

  // Ayesha answers through the link in her mail; the reminder goes to the two others.
  const link = /https?:\/\/\S+\/i\/[\w-]{43}/.exec(
    received().find((m) => JSON.stringify(m.to).includes('ayesha@'))!.text!,
  )![0];
  const token = link.slice(-43);
  const started = await (
    await page.request.post(`/api/personal-links/${token}/response`, { data: { surveyMode: 'traditional' } })
  ).json();
  const questions = (await (await page.request.get(`/api/surveys/${survey.id}/questions`)).json()) as { id: string }[];
  await page.request.post('/api/answers', {
    data: { responseId: started.responseId, questionId: questions[0]!.id, answerText: 'Approvals' },
  });
  await page.request.patch(`/api/responses/${started.responseId}`, { data: { completedAt: new Date().toISOString() } });
  await page.reload();
  await panel.getByRole('button', { name: 'Send a reminder now to the 2 who have not completed' }).click();
  await expect(page.getByText('2 reminders on their way.')).toBeVisible();
  await expect.poll(() => received().length, { timeout: 15_000 }).toBe(5);
  expect(
    received()
      .filter((m) => /Reminder|یاد دہانی/.test(m.subject ?? ''))
      .map((m) => JSON.stringify(m.to)),
  ).not.toContain(expect.stringContaining('ayesha@'));
  await page.reload();
  await expect(panel.getByTestId('staff-mail-row')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'staff-mail-1440');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'staff-mail-390');

  // Sana opens the unsubscribe link of her mail: a page in Urdu that asks first, then unsubscribes her.
  const unsubscribe = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(sana.text!)![0]);
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByText('اس سروے کے دعوت نامے اور یاد دہانیاں بند کریں؟')).toBeVisible();
  await page.getByRole('button', { name: 'دستبردار ہوں' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('مزید دعوت نامے یا یاد دہانیاں نہیں آئیں گی');
  await shot(page, 'unsubscribe-ur-390');
  const view = await (await page.request.get(`/api/surveys/${survey.id}/personal-links/mail`)).json();
  expect(view.unsubscribed).toBe(1);
});
