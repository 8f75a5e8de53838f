import type { ParsedMail } from 'mailparser';
import { waitFor } from '../testing/faults/child-process';
import { headerOf, oneClickPath, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { rowsHolding } from '../testing/table-search';
import { startTestApp, type TestApp } from '../testing/test-app';
import { STAFF_MAIL_SKIPPED } from './staff-mail-deliverer';
import type { StaffMailEngine } from './staff-mail-engine';
import { STAFF_MAIL_OFF, SURVEY_CLOSED } from './staff-mail.service';
import { STAFF_MAIL_ENGINE } from './staff-mail.tokens';

// Invitations and reminders by e-mail for personal links (issue 48 item 4) on the real Postgres, to a real
// SMTP server on 127.0.0.1. The app's CLOCK stands days behind the database (at 18:30 UTC, 23:30 in Karachi),
// so every row is due for the database and the clock alone decides due dates, close dates and quiet hours.

const PUBLIC_URL = 'https://surveys.example.test';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** 18:30 UTC, at least three days ago. */
const BASE = (() => {
  const d = new Date(Date.now() - 4 * DAY);
  d.setUTCHours(18, 30, 0, 0);
  return d.getTime();
})();
let skew = 0;
const now = () => new Date(BASE + skew);

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher(['erum@refused.test']);
  t = await startTestApp({
    clock: now,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Seedline <seedline@example.test>',
      PUBLIC_URL,
      MAIL_UNSUBSCRIBE_TO: 'unsubscribe@example.test',
    },
  });
  t.app.get<StaffMailEngine>(STAFF_MAIL_ENGINE).tune({ pollMs: 1000, sweepMs: 150, retrySchedule: [20] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Link = { personId: string; name: string | null; email: string | null; status: string; path: string };
type LogEntry = { kind: string; round: number; name: string | null; status: string; error: string | null };

let seq = 0;
/** A client with a roster (unique addresses per test, the catcher is shared) and a survey with its links. */
async function setUp(title: string, plan: { reminders: number; everyDays: number; timeZone: string }) {
  const admin = await t.adminAgent();
  const tag = `${++seq}`;
  const people = [
    ['Ayesha Khan', `ayesha${tag}@acme.example`, 'en'],
    ['Bilal Ahmed', `bilal${tag}@acme.example`, 'ur'],
    ['Chand Bibi', `chand${tag}@acme.example`, 'en'],
    ['Danish Ali', `danish${tag}@acme.example`, 'en'],
    ...(tag === '1' ? [['Erum Shah', 'erum@refused.test', 'en']] : []),
  ];
  const csv = ['Name,E-mail,Team,Language', ...people.map(([n, e, l]) => `${n},${e},Tax,${l}`)].join('\n');
  const client = (
    await admin
      .post('/api/clients')
      .send({ name: `${title} client` })
      .expect(201)
  ).body as { id: string };
  await admin.post(`/api/clients/${client.id}/roster/import`).send({ csv }).expect(200);
  const survey = (await admin.post('/api/surveys').send({ title, isActive: true, clientId: client.id }).expect(201))
    .body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'What slows you down?' }).expect(201)
  ).body as { id: string };
  await admin.post(`/api/surveys/${survey.id}/personal-links`).expect(201);
  await admin.put(`/api/surveys/${survey.id}/personal-links/mail-plan`).send(plan).expect(200);
  const links = ((await admin.get(`/api/surveys/${survey.id}/personal-links`).expect(200)).body as { links: Link[] })
    .links;
  const linkOf = (first: string) => links.find((l) => l.name?.startsWith(first))!;
  return { admin, survey, question, links, linkOf, tag, base: `/api/surveys/${survey.id}/personal-links` };
}

async function complete(link: Link, questionId: string): Promise<string> {
  const token = link.path.replace('/i/', '');
  const started = await t
    .agent()
    .post(`/api/personal-links/${token}/response`)
    .send({ surveyMode: 'traditional' })
    .expect(200);
  const responseId = started.body.responseId as string;
  await t.agent().post('/api/answers').send({ responseId, questionId, answerText: 'Approvals' }).expect(201);
  await t.agent().patch(`/api/responses/${responseId}`).send({ completedAt: now().toISOString() }).expect(200);
  return responseId;
}

const mailsTo = (to: string | null) => smtp.mails.filter((m) => to && JSON.stringify(m.to).includes(to));
const logOf = async (admin: Awaited<ReturnType<TestApp['adminAgent']>>, base: string) =>
  (await admin.get(`${base}/mail-log`).expect(200)).body as LogEntry[];
const settled = (entries: LogEntry[], kind: string, round: number, count: number) =>
  entries.filter((e) => e.kind === kind && e.round === round && e.status !== 'pending').length === count;

describe('invitations and reminders by e-mail', () => {
  it('invite with RFC 8058 headers, remind only those who have not completed, respect unsubscribe and erasure', async () => {
    skew = 0;
    const { admin, survey, question, linkOf, base } = await setUp('Pulse', {
      reminders: 2,
      everyDays: 1,
      timeZone: 'UTC',
    });
    const ayeshaResponse = await complete(linkOf('Ayesha'), question.id);
    await t.agent().get(`${base}/mail`).expect(401);

    const invited = await admin.post(`${base}/invitations`).send({}).expect(201);
    expect(invited.body).toMatchObject({ queued: 5, alreadyDone: 0 });
    // A second click invites nobody again.
    expect((await admin.post(`${base}/invitations`).send({}).expect(201)).body).toMatchObject({ queued: 0 });
    await waitFor('the invitations', async () => settled(await logOf(admin, base), 'invitation', 0, 5));

    const bilal = linkOf('Bilal');
    const [invitation] = mailsTo(bilal.email);
    expect(invitation!.subject).toBe('آپ کو دعوت: "Pulse"');
    expect(invitation!.text).toContain(`${PUBLIC_URL}${bilal.path}`);
    expect(invitation!.text).toContain('آپ کے جوابات گمنام ہیں');
    expect(headerOf(invitation!, 'list-unsubscribe')).toMatch(
      /^<https:\/\/surveys\.example\.test\/api\/staff-mail\/unsubscribe\?link=[0-9a-f]{32}&token=[\w-]+>, <mailto:unsubscribe@example\.test\?subject=[^>]+>$/,
    );
    expect(headerOf(invitation!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [chandInvitation] = mailsTo(linkOf('Chand').email) as [ParsedMail];
    expect(chandInvitation.subject).toBe('Your invitation: "Pulse"');
    expect(chandInvitation.text).toMatch(/^Hello Chand Bibi,/);
    expect(chandInvitation.text).toContain('Your answers are anonymous');
    expect(mailsTo(linkOf('Ayesha').email)).toEqual([]);
    const log = await logOf(admin, base);
    expect(log.find((e) => e.name === 'Ayesha Khan')).toMatchObject({
      status: 'skipped',
      error: STAFF_MAIL_SKIPPED.completed,
    });
    expect(log.find((e) => e.name === 'Erum Shah')).toMatchObject({
      status: 'refused',
      error: expect.stringMatching(/No such user/),
    });

    // Chand unsubscribes with one click (a scanner's GET changes nothing; a forged token neither).
    const oneClick = oneClickPath(chandInvitation);
    await t.agent().get(oneClick).expect(303);
    await t
      .agent()
      .post(oneClick.replace(/token=[^&]+/, 'token=forged'))
      .expect(400);
    const done = await t.agent().post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('You are unsubscribed');
    // Danish is removed and erased from the roster.
    const danish = linkOf('Danish');
    const client = (await admin.get(`/api/surveys/${survey.id}`).expect(200)).body as { clientId: string };
    await admin.delete(`/api/clients/${client.clientId}/roster/people/${danish.personId}`).expect(200);
    await admin.post(`/api/clients/${client.clientId}/roster/people/${danish.personId}/erase`).expect(204);
    expect((await admin.get(`${base}/mail`).expect(200)).body).toMatchObject({ unsubscribed: 1, notCompleted: 4 });

    // A day on: the first planned reminder reaches Bilal alone.
    skew = DAY;
    await waitFor('the first reminders', async () => settled(await logOf(admin, base), 'reminder', 1, 5));
    expect(mailsTo(bilal.email).map((m) => m.subject)).toEqual(['آپ کو دعوت: "Pulse"', 'یاد دہانی: "Pulse"']);
    expect(mailsTo(linkOf('Chand').email)).toHaveLength(1);
    expect(mailsTo(danish.email)).toHaveLength(1);
    const reminders = (await logOf(admin, base)).filter((e) => e.kind === 'reminder' && e.round === 1);
    expect(reminders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ayesha Khan', status: 'skipped', error: STAFF_MAIL_SKIPPED.completed }),
        expect.objectContaining({ name: 'Bilal Ahmed', status: 'sent', error: null }),
        expect.objectContaining({ name: 'Chand Bibi', status: 'skipped', error: STAFF_MAIL_SKIPPED.unsubscribed }),
        expect.objectContaining({ name: null, status: 'skipped', error: STAFF_MAIL_SKIPPED.person }),
      ]),
    );

    // Nothing the mails left joins a person to a response.
    const withResponse = await rowsHolding(t, ayeshaResponse);
    expect(withResponse.filter((row) => row.includes(linkOf('Ayesha').personId) || row.includes('sm_'))).toEqual([]);
  });

  it('send nothing after the close date, and refuse a reminder once closed', async () => {
    skew = 0;
    const { admin, survey, linkOf, base } = await setUp('Closing', { reminders: 1, everyDays: 1, timeZone: 'UTC' });
    await admin.post(`${base}/invitations`).send({ at: null }).expect(201);
    await waitFor('the invitations', async () => settled(await logOf(admin, base), 'invitation', 0, 4));
    const closesAt = new Date(now().getTime() + 12 * HOUR).toISOString();
    await admin.patch(`/api/surveys/${survey.id}`).send({ closesAt }).expect(200);
    const at = await admin.post(`${base}/invitations`).send({ at: new Date(now().getTime() + DAY).toISOString() });
    expect(at.status).toBe(400);

    skew = DAY;
    await waitFor('the reminders skipped', async () => settled(await logOf(admin, base), 'reminder', 1, 4));
    const reminders = (await logOf(admin, base)).filter((e) => e.kind === 'reminder');
    expect(reminders.every((e) => e.status === 'skipped' && e.error === STAFF_MAIL_SKIPPED.closed)).toBe(true);
    expect(mailsTo(linkOf('Bilal').email)).toHaveLength(1);
    const refused = await admin.post(`${base}/reminders`).expect(409);
    expect(refused.body.detail).toBe(SURVEY_CLOSED);
  });

  it("hold a mail due in the person's night until 08:00 in the plan's time zone", async () => {
    skew = 0; // 23:30 in Karachi
    const { admin, linkOf, base } = await setUp('Night', { reminders: 0, everyDays: 1, timeZone: 'Asia/Karachi' });
    const sent = await admin.post(`${base}/reminders`).expect(201);
    expect(sent.body.queued).toBe(4);
    // The same minute again (a double click, a second replica) stores nothing more.
    expect((await admin.post(`${base}/reminders`).expect(201)).body.queued).toBe(0);
    const morning = new Date(BASE + 8.5 * HOUR).toISOString(); // 03:00 UTC = 08:00 in Karachi
    await waitFor('the reminders held', async () => {
      const log = await logOf(admin, base);
      return log.length === 4 && log.every((e) => e.status === 'pending' && e.error?.includes('08:00 in Asia/Karachi'));
    });
    const held = (await admin.get(`${base}/mail-log`).expect(200)).body as {
      nextAttemptAt: string;
      attempts: number;
    }[];
    expect(held.every((e) => e.nextAttemptAt === morning && e.attempts === 0)).toBe(true);
    expect(mailsTo(linkOf('Ayesha').email)).toEqual([]);

    skew = 9 * HOUR; // 08:30 in Karachi
    await waitFor('the reminders sent', async () => settled(await logOf(admin, base), 'reminder', 0, 4));
    expect(mailsTo(linkOf('Ayesha').email).map((m) => m.subject)).toEqual(['Reminder: "Night"']);
  });
});

describe('invitations and reminders with e-mail off', () => {
  it('answer 409 with a message that says to copy the links', async () => {
    const off = await startTestApp();
    try {
      const admin = await off.adminAgent();
      const survey = (await admin.post('/api/surveys').send({ title: 'Off' }).expect(201)).body as { id: string };
      const view = await admin.get(`/api/surveys/${survey.id}/personal-links/mail`).expect(200);
      expect(view.body).toMatchObject({ enabled: false, disabledReason: STAFF_MAIL_OFF });
      const refused = await admin.post(`/api/surveys/${survey.id}/personal-links/invitations`).send({}).expect(409);
      expect(refused.body.detail).toMatch(/copy each person’s link/);
    } finally {
      await off.close();
    }
  });
});
