import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import type { MailEngine } from '../mail/mail-engine';
import { MAIL_ENGINE } from '../mail/mail.tokens';
import { waitFor } from '../testing/faults/child-process';
import { parseCsv } from '../testing/hidden-fields-scenario';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { startReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import type { WebhookEngine } from '../webhooks/webhook-engine';
import { WEBHOOK_ENGINE } from '../webhooks/webhooks.tokens';
import { ResponsesForAnalysis } from './responses-for-analysis';
import { ResponsesService } from './responses.service';

// One reading of a response for everything that leaves (issue 44, on-path.ts): an answer a changed
// earlier answer took off the path, and the AI follow-up about it, reach neither the webhook payload,
// the notification e-mail, the CSV, the summary, the report's input nor the answer views; the admin's
// history keeps them, and the admin's pages show the answer flagged offPath. On Postgres and on the
// embedded Postgres, with a real SMTP server and a webhook receiver on 127.0.0.1.

const OFF_PATH_ANSWER = 'Too expensive, off-path-words';
const OFF_PATH_FOLLOW_UP = 'A free trial, follow-up-words';

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('what leaves about a response on %s', (_name, embedded) => {
  let t: TestApp;
  let admin: TestAgent;
  let smtp: SmtpCatcher;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    hook = await startReceiver();
    t = await startTestApp({
      embedded,
      env: {
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Seedline <seedline@example.test>',
        PUBLIC_URL: 'https://surveys.example.test',
      },
    });
    t.app.get<WebhookEngine>(WEBHOOK_ENGINE).tune({ pollMs: 50 });
    t.app.get<MailEngine>(MAIL_ENGINE).tune({ pollMs: 50, sweepMs: 200 });
    admin = await t.adminAgent();
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await hook?.close();
    await smtp?.close();
  });

  it('is the answers on its path: the off-path answer and its follow-up stay in the history only', async () => {
    // Q1 "Do you use an AI assistant?" (yes/no): Yes jumps to Q3. Q2 "Why not?". Q3 "Which one?".
    const slug = `reading-${randomBytes(4).toString('hex')}`;
    const surveyId: string = (await admin.post('/api/surveys').send({ title: 'Reading', slug }).expect(201)).body.id;
    await admin
      .put(`/api/surveys/${surveyId}/response-settings`)
      .send({ hiddenFields: [{ key: 'team', label: 'Team', allowedValues: null }] })
      .expect(200);
    const add = async (body: Record<string, unknown>) =>
      (await admin.post(`/api/surveys/${surveyId}/questions`).send(body).expect(201)).body.id as string;
    const q1 = await add({ questionText: 'Do you use an AI assistant?', questionType: 'yes_no' });
    const q2 = await add({ questionText: 'Why not?' });
    const q3 = await add({ questionText: 'Which one?', questionType: 'text' });
    await admin
      .post(`/api/surveys/${slug}/questions/${q1}/logic-rules`)
      .send({
        conditions: [{ source: 'answer', questionId: q1, operator: 'is_yes' }],
        action: { type: 'jump', toQuestionId: q3 },
      })
      .expect(201);
    const to = `owner-${randomBytes(3).toString('hex')}@example.test`;
    await admin
      .put(`/api/surveys/${surveyId}/notifications`)
      .send({ recipients: [to], mode: 'each', language: 'en', includeAnswers: true })
      .expect(200);
    await admin
      .post('/api/webhooks/endpoints')
      .send({ url: hook.url, surveyId, eventTypes: ['response.completed'] })
      .expect(201);

    // No, then why not (and the AI's follow-up about it); back to Q1, Yes: Q2 and its follow-up are off the path.
    const respondent = t.agent();
    const responseId: string = (
      await respondent
        .post(`/api/surveys/${surveyId}/responses`)
        .send({ surveyMode: 'ai_chat', language: 'en', hiddenFields: { team: 'finance' } })
        .expect(201)
    ).body.id;
    const answer = (body: Record<string, unknown>) =>
      respondent
        .post('/api/answers')
        .send({ responseId, ...body })
        .expect(201);
    await answer({ questionId: q1, answerValue: false });
    await answer({ questionId: q2, answerText: OFF_PATH_ANSWER });
    const followUpId = await t.app.get(ResponsesService).askFollowUp(responseId, q2, 'What would change your mind?');
    await answer({ questionId: q2, followUpId, answerText: OFF_PATH_FOLLOW_UP });
    await answer({ questionId: q1, answerValue: true });
    await answer({ questionId: q3, answerText: 'ChatGPT' });
    // The respondent's own view while the response is open (a completed one answers 404): the path's answers.
    const progress = await respondent.get(`/api/responses/${responseId}`).expect(200);
    expect(progress.body.answers.map((a: { questionId: string }) => a.questionId)).toEqual([q1, q3]);
    expect(JSON.stringify(progress.body)).not.toContain(OFF_PATH_ANSWER);
    expect(JSON.stringify(progress.body)).not.toContain(OFF_PATH_FOLLOW_UP);
    await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);
    const leftOut = (what: string) => {
      expect({ what, offPath: what.includes('off-path-words') }).toEqual({ what, offPath: false });
      expect({ what, followUp: what.includes('follow-up-words') }).toEqual({ what, followUp: false });
      expect({ what, question: what.includes('Why not?') }).toEqual({ what, question: false });
    };

    // The webhook payload: the answers on the path; the link's values with the response, as documented.
    const [delivery] = await hook.waitForRequests(1);
    const payload = JSON.parse(delivery!.body) as { type: string; data: { response: unknown; answers: unknown[] } };
    expect(payload.type).toBe('response.completed');
    expect(payload.data.response).toMatchObject({ id: responseId, hiddenFields: { team: 'finance' } });
    expect(payload.data.answers).toEqual([
      expect.objectContaining({ questionId: q1, answerText: 'Yes', answerValue: true, followUps: [] }),
      expect.objectContaining({ questionId: q3, answerText: 'ChatGPT', followUps: [] }),
    ]);
    leftOut(delivery!.body.replace(/"questionId":"[^"]*"/g, ''));

    // The notification e-mail lists the answers on the path under their questions.
    const [mail] = await waitFor('the notification e-mail', async () => {
      const got = smtp.mails.filter((m) => JSON.stringify(m.to).includes(to));
      return got.length > 0 && got;
    });
    expect(mail!.text).toContain('Do you use an AI assistant?\n  Yes');
    expect(mail!.text).toContain('Which one?\n  ChatGPT');
    leftOut(`${mail!.text}${mail!.html}`);

    // The CSV: Q2's cell empty and no follow-up columns for it; the summary counts no answer to Q2.
    const csv = await admin.get(`/api/surveys/${slug}/responses.csv`).buffer(true).expect(200);
    const [header, row] = parseCsv(String(csv.text).replace(/^\uFEFF/, ''));
    expect(header!.filter((name) => name.startsWith('Q'))).toEqual([
      'Q1. Do you use an AI assistant?',
      'Q2. Why not?',
      'Q3. Which one?',
    ]);
    expect(row![header!.indexOf('Q2. Why not?')]).toBe('');
    leftOut(String(csv.text).replace('Q2. Why not?', ''));
    const summary = await admin.get(`/api/surveys/${slug}/summary`).expect(200);
    const q2Summary = summary.body.questions.find((q: { questionId: string }) => q.questionId === q2);
    expect(q2Summary).toMatchObject({ base: 0, answered: 0 });
    leftOut(JSON.stringify(summary.body).replace('Why not?', ''));

    // The report's input, and the answer views (the admin's and API keys', the respondent's own).
    const analysed = await t.app.get(ResponsesForAnalysis).forSurvey(surveyId);
    expect(analysed).toEqual([
      expect.objectContaining({
        answers: [
          { questionId: q1, text: 'Yes' },
          { questionId: q3, text: 'ChatGPT' },
        ],
        followUps: [],
      }),
    ]);
    const answers = await admin.get(`/api/responses/${responseId}/answers`).expect(200);
    expect(answers.body.map((a: { questionId: string }) => a.questionId)).toEqual([q1, q3]);
    leftOut(JSON.stringify(answers.body));
    await t.agent().get(`/api/responses/${responseId}`).expect(404);

    // The admin's pages flag it; the admin's history keeps both.
    const page = await admin.get(`/api/surveys/${slug}/responses`).query({ limit: 10 }).expect(200);
    expect(page.body.items[0].answers).toContainEqual(
      expect.objectContaining({ questionId: q2, answerText: OFF_PATH_ANSWER, offPath: true }),
    );
    const history = JSON.stringify((await admin.get(`/api/responses/${responseId}/history`).expect(200)).body);
    expect(history).toContain(OFF_PATH_ANSWER);
    expect(history).toContain(OFF_PATH_FOLLOW_UP);
  }, 60_000);
});
