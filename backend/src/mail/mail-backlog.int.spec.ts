import { startTestApp, type TestApp } from '../testing/test-app';
import { waitFor } from '../testing/faults/child-process';
import { MailDispatcher, PER_RESPONSE_MAIL_MAX_AGE_MS } from './mail-dispatcher';
import { readMailCheckpoint } from './mail.queries';

// E-mail off (no SMTP_URL): addresses are saved and responses complete, but nothing is dispatched. When
// e-mail is switched on later, the dispatcher reads that backlog: completions older than a day are not
// mailed one by one (the digest counts them), the recent ones are.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function completedResponse(surveyId: string, questionId: string): Promise<void> {
  const respondent = t.agent();
  const { id } = (
    await respondent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201)
  ).body as { id: string };
  await respondent.post('/api/answers').send({ responseId: id, questionId, answerText: 'Invoices' }).expect(201);
  await respondent.patch(`/api/responses/${id}`).send({ completedAt: new Date().toISOString() }).expect(200);
}

it('switching e-mail on does not mail a backlog of old completions one by one', async () => {
  const admin = await t.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Backlog' }).expect(201)).body as { id: string };
  const question = (
    await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'What slows you down?' }).expect(201)
  ).body as { id: string };
  const view = (
    await admin
      .put(`/api/surveys/${survey.id}/notifications`)
      .send({ recipients: ['owner@example.test'], mode: 'each', language: 'en', includeAnswers: false })
      .expect(200)
  ).body as { enabled: boolean };
  expect(view.enabled).toBe(false);
  await completedResponse(survey.id, question.id);

  // A day and a bit later, e-mail is on and the dispatcher reads the whole log (waiting out any hole a
  // rolled-back append left, as it does live): that completion is passed, nothing is stored.
  const stored: string[] = [];
  const late = new MailDispatcher(
    t.db,
    async (ids) => void stored.push(...ids),
    () => Date.now() + PER_RESPONSE_MAIL_MAX_AGE_MS + 60_000,
  );
  const logEnd = async () =>
    Number((await t.db.query<{ p: string }>('SELECT max(global_position) AS p FROM events')).rows[0]!.p);
  const readTo = async (dispatcher: MailDispatcher, what: string) => {
    const end = await logEnd();
    await waitFor(what, async () => {
      while (await dispatcher.pass());
      return (await readMailCheckpoint(t.db)) >= end;
    });
  };
  await readTo(late, 'the backlog read');
  expect(stored).toEqual([]);

  // A completion from now on is mailed as it comes.
  await completedResponse(survey.id, question.id);
  await readTo(new MailDispatcher(t.db, async (ids) => void stored.push(...ids)), 'the new completion read');
  expect(stored).toHaveLength(1);
});
