import { waitFor } from '../testing/faults/child-process';
import { headerOf, oneClickPath, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { STAFF_MAIL_SKIPPED } from './staff-mail-deliverer';
import type { StaffMailEngine } from './staff-mail-engine';
import { STAFF_MAIL_ENGINE } from './staff-mail.tokens';

// Invitations and reminders on the embedded default (the embedded Postgres, in-process queue), to a real
// SMTP server on 127.0.0.1: invite, a reminder now to the one who has not completed, one-click unsubscribe.
// The clock is 12:00 UTC (no quiet hours in the plan's UTC) days before the database's time.

const DAY = 24 * 60 * 60 * 1000;
const NOON = (() => {
  const d = new Date(Date.now() - 3 * DAY);
  d.setUTCHours(12, 0, 0, 0);
  return d.getTime();
})();
let minutes = 0;
const now = () => new Date(NOON + minutes * 60_000);

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    embedded: true,
    clock: now,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Seedline <seedline@example.test>', PUBLIC_URL: 'https://s.example.test' },
  });
  t.app.get<StaffMailEngine>(STAFF_MAIL_ENGINE).tune({ sweepMs: 150 });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

it('invites, reminds the one who has not completed, and stops after a one-click unsubscribe', async () => {
  const admin = await t.adminAgent();
  const client = (await admin.post('/api/clients').send({ name: 'Embedded client' }).expect(201)).body as {
    id: string;
  };
  const csv = 'Name,E-mail,Team\nAyesha Khan,ayesha@acme.example,Tax\nBilal Ahmed,bilal@acme.example,Tax';
  await admin.post(`/api/clients/${client.id}/roster/import`).send({ csv }).expect(200);
  const survey = (
    await admin.post('/api/surveys').send({ title: 'Embedded pulse', isActive: true, clientId: client.id }).expect(201)
  ).body as { id: string };
  const question = (await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Why?' }).expect(201))
    .body as { id: string };
  await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
  const base = `/api/surveys/${survey.id}/personal-links`;
  await admin.put(`${base}/mail-plan`).send({ reminders: 0, everyDays: 2, timeZone: 'UTC' }).expect(200);
  await admin.post(`${base}/invitations`).send({}).expect(201);
  const [invitation] = await waitFor('both invitations', async () => smtp.mails.length === 2 && smtp.mails);
  expect(headerOf(invitation!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // Ayesha completes through her link; the reminder goes to Bilal alone.
  const links = (await admin.get(base).expect(200)).body.links as { name: string; path: string; email: string }[];
  const ayesha = links.find((l) => l.name === 'Ayesha Khan')!;
  const started = await t
    .agent()
    .post(`/api/personal-links/${ayesha.path.slice(3)}/response`)
    .send({ surveyMode: 'traditional' });
  const responseId = started.body.responseId as string;
  await t.agent().post('/api/answers').send({ responseId, questionId: question.id, answerText: 'Yes' }).expect(201);
  await t.agent().patch(`/api/responses/${responseId}`).send({ completedAt: now().toISOString() }).expect(200);
  expect((await admin.post(`${base}/reminders`).expect(201)).body.queued).toBe(1);
  const reminder = await waitFor('the reminder', async () =>
    smtp.mails.find((m) => m.subject === 'Reminder: "Embedded pulse"'),
  );
  expect(JSON.stringify(reminder.to)).toContain('bilal@acme.example');

  // Bilal unsubscribes in one click: the next reminder is skipped, and the log says so.
  await t.agent().post(oneClickPath(reminder)).type('form').send('List-Unsubscribe=One-Click').expect(200);
  minutes = 1;
  await admin.post(`${base}/reminders`).expect(201);
  await waitFor('the skipped reminder', async () => {
    const log = (await admin.get(`${base}/mail-log`).expect(200)).body as { status: string; error: string | null }[];
    return log.some((e) => e.status === 'skipped' && e.error === STAFF_MAIL_SKIPPED.unsubscribed);
  });
  expect(smtp.mails).toHaveLength(3);
});
