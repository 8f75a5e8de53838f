import type { ParsedMail } from 'mailparser';
import { DB } from '../core/tokens';
import { waitFor } from '../testing/faults/child-process';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { MailEngine } from './mail-engine';
import { insertMails } from './mail.queries';
import { MAIL_ENGINE } from './mail.tokens';
import { headerOf, oneClickPath, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

// The whole API on the real Postgres (in-process queue), mails to a real SMTP server on 127.0.0.1.

const PUBLIC_URL = 'https://surveys.example.test';
let t: TestApp;
let smtp: SmtpCatcher;
let engine: MailEngine;
beforeAll(async () => {
  smtp = await startSmtpCatcher(['nobody@refused.test']);
  t = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Seedline <seedline@example.test>',
      PUBLIC_URL,
      MAIL_UNSUBSCRIBE_TO: 'unsubscribe@example.test',
    },
  });
  engine = t.app.get<MailEngine>(MAIL_ENGINE);
  engine.tune({ pollMs: 50, sweepMs: 200, retrySchedule: [20, 20] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
/** A unique address per test, so the shared catcher's mails are told apart. */
const address = (name: string) => `${name}-${++seq}-${Date.now()}@example.test`;
const mailsTo = (to: string) => smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));

async function survey(title: string) {
  const admin = await t.adminAgent();
  const created = (await admin.post('/api/surveys').send({ title }).expect(201)).body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${created.id}/questions`).send({ questionText: 'What slows you down?' }).expect(201)
  ).body as { id: string };
  return { admin, id: created.id, questionId: question.id };
}

async function complete(surveyId: string, questionId: string, text: string) {
  const respondent = t.agent();
  const response = (
    await respondent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201)
  ).body as { id: string };
  await respondent.post('/api/answers').send({ responseId: response.id, questionId, answerText: text }).expect(201);
  await respondent.patch(`/api/responses/${response.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  return response.id;
}

/** The link in the mail's text: the page that asks before unsubscribing. */
const unsubscribeLink = (mail: ParsedMail) => /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text ?? '')?.[0];

async function recipients(admin: Awaited<ReturnType<TestApp['adminAgent']>>, id: string) {
  return (
    (await admin.get(`/api/surveys/${id}/notifications`).expect(200)).body as {
      recipients: { address: string; unsubscribed: boolean }[];
    }
  ).recipients;
}

describe('e-mail notifications', () => {
  it('are for the admin only, and say whether e-mail is on', async () => {
    const { admin, id } = await survey('Guarded');
    await t.agent().get(`/api/surveys/${id}/notifications`).expect(401);
    await t.agent().put(`/api/surveys/${id}/notifications`).send({}).expect(401);
    const view = (await admin.get(`/api/surveys/${id}/notifications`).expect(200)).body as Record<string, unknown>;
    expect(view).toMatchObject({ enabled: true, disabledReason: null, recipients: [], mode: 'each' });
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: ['not an address'], mode: 'each', language: 'en', includeAnswers: false })
      .expect(400);
  });

  it('mail each completed response with a plain-text part, the responses link and a working unsubscribe link', async () => {
    const { admin, id, questionId } = await survey('Onboarding pulse');
    const to = address('owner');
    const colleague = address('colleague');
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: [to, colleague], mode: 'each', language: 'en', includeAnswers: false })
      .expect(200);
    await complete(id, questionId, 'The approval queue, secret-answer-1');
    const [mail] = await waitFor('the per-response mail', async () => {
      const got = mailsTo(to);
      return got.length > 0 && got;
    });
    expect(mail!.subject).toBe('New response to "Onboarding pulse"');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/surveys/${id}/responses`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/admin/surveys/${id}/responses`);
    // Answer text only when ticked.
    expect(mail!.text).not.toContain('secret-answer-1');
    expect(mail!.html).not.toContain('secret-answer-1');
    // RFC 8058: the one-click URL and the mailbox, and the header that says a POST is one click.
    expect(headerOf(mail!, 'list-unsubscribe')).toMatch(
      new RegExp(
        `^<${PUBLIC_URL.replaceAll('.', '\\.')}/api/mail/unsubscribe\\?survey=${id}&address=[^>]+>, <mailto:unsubscribe@example\\.test\\?subject=[^>]+>$`,
      ),
    );
    expect(headerOf(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = oneClickPath(mail!);

    // A scanner that fetches every link (GET, HEAD) unsubscribes nobody: it is led to the page.
    const link = new URL(unsubscribeLink(mail!)!);
    expect(link.pathname).toBe('/unsubscribe');
    expect(link.searchParams.get('lang')).toBe('en');
    const get = await t.agent().get(oneClick).expect(303);
    expect(get.headers.location).toBe(`/unsubscribe${link.search.replace(/&lang=en$/, '')}`);
    const head = await t.agent().head(oneClick).expect(303);
    expect(head.headers.location).toBe(`/unsubscribe${new URL(oneClick, PUBLIC_URL).search}`);
    expect(await recipients(admin, id)).toContainEqual({ address: to, unsubscribed: false });

    // A forged token does nothing.
    const forged = new URL(oneClick, PUBLIC_URL);
    forged.searchParams.set('token', 'forged');
    await t.agent().post(`${forged.pathname}${forged.search}`).expect(400);
    // One click, as a mail client makes it.
    const page = await t.agent().post(oneClick).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(page.type).toBe('text/plain');
    expect(page.text).toContain(`${to} is unsubscribed`);

    const after = await recipients(admin, id);
    expect(after).toContainEqual({ address: to, unsubscribed: true });
    expect(after).toContainEqual({ address: colleague, unsubscribed: false });

    // The next response (made in the same pass of the log for both) reaches the colleague only.
    await complete(id, questionId, 'Another answer');
    await waitFor("the colleague's second mail", async () => mailsTo(colleague).length === 2);
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('bind a link to its subscription: an address removed and added again is not unsubscribed by an old link', async () => {
    const { admin, id, questionId } = await survey('Rebound \u202egpj.exe\u202c review');
    const to = address('again');
    const save = (list: string[]) =>
      admin
        .put(`/api/surveys/${id}/notifications`)
        .send({ recipients: list, mode: 'each', language: 'ur', includeAnswers: false })
        .expect(200);
    await save([to]);
    await complete(id, questionId, 'First');
    const [first] = await waitFor('the first mail', async () => mailsTo(to).length === 1 && mailsTo(to));
    // No bidi control of the title reaches the subject.
    expect(first!.subject).toBe('"Rebound gpj.exe review" کا نیا جواب');
    expect(new URL(unsubscribeLink(first!)!).searchParams.get('lang')).toBe('ur');
    const oldLink = oneClickPath(first!);

    await save([]);
    await save([to]);
    await t.agent().post(oldLink).expect(400);
    expect(await recipients(admin, id)).toEqual([{ address: to, unsubscribed: false }]);

    await complete(id, questionId, 'Second');
    const [, second] = await waitFor('the second mail', async () => mailsTo(to).length === 2 && mailsTo(to));
    expect(oneClickPath(second!)).not.toBe(oldLink);
    await t.agent().post(oneClickPath(second!)).expect(200);
    expect(await recipients(admin, id)).toEqual([{ address: to, unsubscribed: true }]);
  });

  it('put the answers in only when the admin ticks it, in the chosen language', async () => {
    const { admin, id, questionId } = await survey('Urdu pulse');
    const to = address('ur');
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: [to], mode: 'each', language: 'ur', includeAnswers: true })
      .expect(200);
    await complete(id, questionId, 'Slow approvals, ticked-answer');
    const [mail] = await waitFor('the mail with answers', async () => {
      const got = mailsTo(to);
      return got.length > 0 && got;
    });
    expect(mail!.subject).toBe('"Urdu pulse" کا نیا جواب');
    expect(mail!.text).toContain('What slows you down?');
    expect(mail!.text).toContain('Slow approvals, ticked-answer');
    expect(mail!.text).toContain('جوابات دیکھیں');
  });

  it('show a refused recipient in the log while the others get their mail', async () => {
    const { admin, id, questionId } = await survey('Refusals');
    const good = address('good');
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: [good, 'nobody@refused.test'], mode: 'each', language: 'en', includeAnswers: false })
      .expect(200);
    await complete(id, questionId, 'Anything');
    const log = await waitFor('both mails settled', async () => {
      const entries = (await admin.get(`/api/surveys/${id}/notifications/log`).expect(200)).body as {
        address: string;
        status: string;
        error: string | null;
      }[];
      return entries.length === 2 && entries.every((e) => e.status !== 'pending') && entries;
    });
    const byAddress = Object.fromEntries(log.map((entry) => [entry.address, entry]));
    expect(byAddress[good]).toMatchObject({ status: 'sent', error: null });
    expect(byAddress['nobody@refused.test']).toMatchObject({ status: 'refused' });
    expect(byAddress['nobody@refused.test']!.error).toMatch(/No such user/);
    expect(mailsTo(good)).toHaveLength(1);
  });

  it('send a mail stored but never queued (a crash between the two): the sweep finds it', async () => {
    const { admin, id, questionId } = await survey('Crash survey');
    const to = address('sweep');
    // Digest mode: the dispatcher makes no mail of its own for this response.
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: [to], mode: 'digest', language: 'en', includeAnswers: false })
      .expect(200);
    const responseId = await complete(id, questionId, 'Stored before the crash');
    await insertMails(t.app.get(DB), [
      { id: `mail_crash_${seq}`, surveyId: id, address: to, kind: 'response', responseId, since: null },
    ]);
    const [mail] = await waitFor('the swept mail', async () => {
      const got = mailsTo(to);
      return got.length > 0 && got;
    });
    expect(mail!.subject).toBe('New response to "Crash survey"');
  });

  it('send a daily digest: once a day, with the new responses, completion rate and the links', async () => {
    const { admin, id, questionId } = await survey('Digest survey');
    const to = address('digest');
    await admin
      .put(`/api/surveys/${id}/notifications`)
      .send({ recipients: [to], mode: 'digest', language: 'en', includeAnswers: false })
      .expect(200);
    await complete(id, questionId, 'First');
    await complete(id, questionId, 'Second');
    // Digest mode sends no mail per response.
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    // Other specs' digests may be due too; only this survey's mail is looked at.
    await engine.digestPass(tomorrow);
    const [mail] = await waitFor('the digest', async () => {
      const got = mailsTo(to);
      return got.length > 0 && got;
    });
    expect(mail!.subject).toBe('Daily digest for "Digest survey"');
    expect(mail!.text).toContain('New completed responses: 2');
    expect(mail!.text).toContain('Completion rate: 100% (2/2)');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/surveys/${id}/responses`);
    expect(unsubscribeLink(mail!)).toBeDefined();
    // The same day again: nothing new (one digest per subscription per day).
    expect(await engine.digestPass(tomorrow)).toBe(0);
    const log = (await admin.get(`/api/surveys/${id}/notifications/log`).expect(200)).body as { kind: string }[];
    expect(log.map((entry) => entry.kind)).toEqual(['digest']);
  });
});
