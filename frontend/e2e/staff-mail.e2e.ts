// Reaching every member of staff by e-mail (issue 48): with e-mail on (a real SMTP server started by this
// spec, the app's SMTP_URL pointing at it), a 20-person roster gets personal links; the consultant saves a
// reminder plan in a time zone where it is day now and invites everyone; two people answer through the
// links in their mails on a phone (one starts on one phone and finishes on another); coverage by team counts
// them; a reminder now goes to the 18 others and to nobody who completed; the mails carry RFC 8058 headers,
// and the Urdu speaker's unsubscribe page asks in Urdu. Screenshots at 390 and 1440 px in
// /tmp/shots-staff-mail/ (or SHOTS_DIR), looked at.
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { startSmtpCatcher, type SmtpCatcher } from '../../backend/src/testing/smtp-catcher';
import { startApp, type RunningApp } from './support/app';
import { setAppUrl } from './support/env';
import { expect, test as base, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { loginViaApi, uniqueName } from './support/admin-api';
import { answerBox, expectQuestion } from './support/survey-page';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-staff-mail';
const PHONE = { width: 390, height: 844 };
const QUESTIONS = ['What slows you down?', 'What would you hand to an assistant?'];
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

test('a roster is invited by e-mail, two answer on a phone (one resumed on another), coverage counts them, and the rest are reminded', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginViaApi(page.request);
  const client = (await (await page.request.post('/api/clients', { data: { name: uniqueName('Indus') } })).json()) as {
    id: string;
  };
  const others = ['Tax', 'Tax', 'Tax', 'Tax', 'Tax', 'Audit', 'Audit', 'Audit', 'Audit', 'Audit', 'Audit', 'Legal'];
  const csv = [
    'Name,E-mail,Team,Language',
    'Ayesha Khan,ayesha@indus.example,Tax,en',
    'ثنا میر,sana@indus.example,Payroll,ur',
    'Omar Raza,omar@indus.example,Tax,en',
    ...others.map((team, i) => `Staff ${i + 1},staff${i + 1}@indus.example,${team},en`),
    ...['IT', 'IT', 'IT', 'Admin', 'Admin'].map((team, i) => `Crew ${i + 1},crew${i + 1}@indus.example,${team},en`),
  ];
  expect(csv).toHaveLength(21);
  const imported = await page.request.post(`/api/clients/${client.id}/roster/import`, {
    data: { csv: csv.join('\n') },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const title = uniqueName('Staff pulse');
  const survey = (await (
    await page.request.post('/api/surveys', { data: { title, isActive: true, clientId: client.id } })
  ).json()) as { id: string };
  for (const questionText of QUESTIONS) {
    expect((await page.request.post(`/api/surveys/${survey.id}/questions`, { data: { questionText } })).ok()).toBe(
      true,
    );
  }
  expect((await page.request.post(`/api/surveys/${survey.id}/personal-links`)).ok()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/admin/surveys/${survey.id}/responses?tab=summary`);
  const panel = page.getByTestId('staff-mail');
  await expect(panel.getByText('None of the 20 people with a link is invited by e-mail yet.')).toBeVisible();

  // The plan: one reminder, two days apart, in a time zone where it is day now.
  await panel.getByLabel('How many').selectOption('1');
  await panel.getByLabel('Days apart').fill('2');
  await panel.getByLabel('Time zone').fill(dayZone());
  await panel.getByRole('button', { name: 'Save reminder plan' }).click();
  await expect(page.getByText('Reminder plan saved.')).toBeVisible();

  await panel.getByRole('button', { name: 'Invite now' }).click();
  await expect(page.getByText('20 invitations on their way.')).toBeVisible();
  await expect.poll(() => received().length, { timeout: 30_000 }).toBe(20);
  const mailTo = (address: string) => received().find((m) => JSON.stringify(m.to).includes(address))!;
  const sana = mailTo('sana@');
  expect(sana.subject).toContain('آپ کو دعوت');
  const header = (name: string) => sana.headerLines.find((line) => line.key === name)?.line ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toContain('/api/staff-mail/unsubscribe?link=');
  await page.reload();
  await expect(panel.getByTestId('staff-mail-row')).toHaveCount(20);
  await expect(panel.getByTestId('staff-mail-row').first()).toContainText('Sent');

  /** The personal link in a person's invitation, as a path on this app. */
  const linkIn = (address: string) => new URL(/https?:\/\/\S+\/i\/[\w-]{43}/.exec(mailTo(address).text!)![0]).pathname;
  const phone = async () => (await browser.newContext({ viewport: PHONE, baseURL })).newPage();
  const answer = async (screen: Page, index: number, text: string, button: 'OK' | 'Submit') => {
    await expectQuestion(screen, QUESTIONS[index]!, `Question ${index + 1} of 2`);
    await answerBox(screen).fill(text);
    await screen.getByRole('button', { name: button }).click();
  };

  // Ayesha answers on her phone through the link in her mail.
  const ayesha = await phone();
  await ayesha.goto(linkIn('ayesha@'));
  await expect(ayesha.getByTestId('anonymity-statement')).toContainText('Your answers are anonymous');
  await ayesha.getByRole('button', { name: /Traditional Survey/ }).click();
  await answer(ayesha, 0, 'Approvals chased over e-mail', 'OK');
  await answer(ayesha, 1, 'Drafting the weekly summary', 'Submit');
  await expect(ayesha.getByText('Your response has been submitted successfully')).toBeVisible();
  await ayesha.context().close();

  // Omar starts on one phone and finishes on another: the same response, not a second one.
  const omarFirst = await phone();
  const omarLink = linkIn('omar@');
  await omarFirst.goto(omarLink);
  await omarFirst.getByRole('button', { name: /Traditional Survey/ }).click();
  await answer(omarFirst, 0, 'Reconciling bank statements', 'OK');
  await expectQuestion(omarFirst, QUESTIONS[1]!, 'Question 2 of 2');
  await omarFirst.context().close();
  const omarSecond = await phone();
  await omarSecond.goto(omarLink);
  await expect(omarSecond.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await omarSecond.getByRole('button', { name: 'Continue the survey' }).click();
  await answer(omarSecond, 1, 'Matching invoices to payments', 'Submit');
  await expect(omarSecond.getByText('Your response has been submitted successfully')).toBeVisible();
  await omarSecond.context().close();

  // Coverage by team counts both (Tax has 7 people: shown on its own); the responses are two, not three.
  await page.reload();
  const coverage = page.getByTestId('staff-links').getByTestId('coverage');
  await expect(coverage.getByRole('row', { name: /^Tax/ })).toContainText('2 of 7');
  await expect(coverage.getByRole('row', { name: /^Audit/ })).toContainText('0 of 6');
  const listed = (await (await page.request.get(`/api/surveys/${survey.id}/responses?limit=50`)).json()) as {
    items: unknown[];
  };
  expect(listed.items).toHaveLength(2);

  // Finding people among the links: Tax's seven, of whom the two who completed.
  const staff = page.getByTestId('staff-links');
  await staff.getByLabel('Find a person').fill('tax');
  await expect(staff.getByTestId('staff-link')).toHaveCount(7);
  await expect(staff.getByTestId('people-shown')).toHaveText('7 of 20 people match');
  await staff.getByLabel('Status').selectOption('completed');
  await expect(staff.getByTestId('staff-link')).toHaveCount(2);
  await staff.getByLabel('Find a person').fill('');
  await staff.getByLabel('Status').selectOption('all');
  await expect(staff.getByTestId('staff-link')).toHaveCount(20);

  // A reminder now: to the 18 who have not completed, none to Ayesha or Omar.
  await panel.getByRole('button', { name: 'Send a reminder now to the 18 who have not completed' }).click();
  await expect(page.getByText('18 reminders on their way.')).toBeVisible();
  await expect.poll(() => received().length, { timeout: 30_000 }).toBe(38);
  const reminded = received()
    .filter((m) => /Reminder|یاد دہانی/.test(m.subject ?? ''))
    .map((m) => JSON.stringify(m.to));
  expect(reminded).toHaveLength(18);
  expect(reminded).not.toContain(expect.stringContaining('ayesha@'));
  expect(reminded).not.toContain(expect.stringContaining('omar@'));
  await page.reload();
  // The newest 25 first, the rest on request.
  await expect(panel.getByTestId('staff-mail-row')).toHaveCount(25);
  await panel.getByRole('button', { name: 'Show all 38 mails in the log' }).click();
  await expect(panel.getByTestId('staff-mail-row')).toHaveCount(38);
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
