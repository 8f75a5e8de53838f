import { waitFor } from '../testing/faults/child-process';
import { headerOf, oneClickPath, startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import type { MailEngine } from './mail-engine';
import { MAIL_ENGINE } from './mail.tokens';

// RFC 8058 unsubscribe on the embedded default (the embedded Postgres, in-process queue), mails to a
// real SMTP server on 127.0.0.1: the headers, GET and HEAD changing nothing, the one-click POST, and a
// link bound to its subscription (migration 030 on the embedded Postgres).

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    embedded: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Seedline <seedline@example.test>', PUBLIC_URL: 'https://s.example.test' },
  });
  t.app.get<MailEngine>(MAIL_ENGINE).tune({ pollMs: 50, sweepMs: 200 });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

it('unsubscribes by POST only, and not by a link from before the address was added again', async () => {
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Embedded mail' }).expect(201)).body as { id: string };
  const question = (await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Why?' }).expect(201))
    .body as { id: string };
  const to = `embedded-${Date.now()}@example.test`;
  const save = (recipients: string[]) =>
    admin
      .put(`/api/surveys/${survey.id}/notifications`)
      .send({ recipients, mode: 'each', language: 'en', includeAnswers: false })
      .expect(200);
  const subscribed = async () =>
    (
      (await admin.get(`/api/surveys/${survey.id}/notifications`).expect(200)).body as {
        recipients: { address: string; unsubscribed: boolean }[];
      }
    ).recipients;
  const complete = async () => {
    const respondent = t.agent();
    const { id } = (
      await respondent.post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).expect(201)
    ).body as { id: string };
    await respondent
      .post('/api/answers')
      .send({ responseId: id, questionId: question.id, answerText: 'x' })
      .expect(201);
    await respondent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  };

  await save([to]);
  await complete();
  const [first] = await waitFor('the first mail', async () => smtp.mails.length === 1 && smtp.mails, 30_000);
  expect(headerOf(first!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const oldLink = oneClickPath(first!);
  await t.agent().get(oldLink).expect(303);
  await t.agent().head(oldLink).expect(303);
  expect(await subscribed()).toEqual([{ address: to, unsubscribed: false }]);

  await save([]);
  await save([to]);
  await t.agent().post(oldLink).expect(400);
  expect(await subscribed()).toEqual([{ address: to, unsubscribed: false }]);

  await complete();
  const [, second] = await waitFor('the second mail', async () => smtp.mails.length === 2 && smtp.mails, 30_000);
  await t.agent().post(oneClickPath(second!)).type('form').send('List-Unsubscribe=One-Click').expect(200);
  expect(await subscribed()).toEqual([{ address: to, unsubscribed: true }]);
}, 90_000);
