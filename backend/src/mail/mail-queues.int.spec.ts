import { REDIS_URL } from '@seedline/worker/testing';
import { waitFor } from '../testing/faults/child-process';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { MailEngine } from './mail-engine';
import { MAIL_ENGINE } from './mail.tokens';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

// The same mails on BullMQ (a `mail` queue of its own, REDIS_URL set) and on the embedded default
// (the embedded Postgres, in-process queue); a recipient the server defers twice gets the mail on the third try.

const DEFERRED = 'later@example.test';

describe.each<{ name: string; embedded: boolean; env: Record<string, string>; kind: string }>([
  { name: 'BullMQ on Redis', embedded: false, env: { REDIS_URL }, kind: 'bullmq' },
  { name: 'the embedded Postgres', embedded: true, env: {}, kind: 'in-process' },
])('mail on $name', ({ embedded, env, kind }) => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher([], { [DEFERRED]: 2 });
    t = await startTestApp({
      embedded,
      env: { ...env, SMTP_URL: smtp.url, MAIL_FROM: 'seedline@example.test', PUBLIC_URL: 'https://s.example.test' },
    });
    const engine = t.app.get<MailEngine>(MAIL_ENGINE);
    expect(engine.queueKind).toBe(kind);
    engine.tune({ pollMs: 50, sweepMs: 200, retrySchedule: [20, 20, 20] });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends a mail per completed response, retrying a deferred recipient', async () => {
    const admin = await t.adminAgent();
    const survey = (await admin.post('/api/surveys').send({ title: 'Queued' }).expect(201)).body as { id: string };
    const question = (
      await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Anything?' }).expect(201)
    ).body as { id: string };
    await admin
      .put(`/api/surveys/${survey.id}/notifications`)
      .send({ recipients: ['now@example.test', DEFERRED], mode: 'each', language: 'en', includeAnswers: false })
      .expect(200);
    const respondent = t.agent();
    const response = (
      await respondent.post(`/api/surveys/${survey.id}/responses`).send({ surveyMode: 'traditional' }).expect(201)
    ).body as { id: string };
    await respondent
      .post('/api/answers')
      .send({ responseId: response.id, questionId: question.id, answerText: 'Yes' })
      .expect(201);
    await respondent.patch(`/api/responses/${response.id}`).send({ completedAt: new Date().toISOString() }).expect(200);

    const log = await waitFor(
      'both mails sent',
      async () => {
        const entries = (await admin.get(`/api/surveys/${survey.id}/notifications/log`).expect(200)).body as {
          address: string;
          status: string;
          attempts: number;
        }[];
        return entries.length === 2 && entries.every((e) => e.status === 'sent') && entries;
      },
      30_000,
    );
    expect(Object.fromEntries(log.map((e) => [e.address, e.attempts]))).toEqual({
      'now@example.test': 1,
      [DEFERRED]: 3,
    });
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(['New response to "Queued"', 'New response to "Queued"']);
  });
});
