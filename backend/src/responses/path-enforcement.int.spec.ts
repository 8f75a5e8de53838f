import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { parseCsv } from '../testing/hidden-fields-scenario';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { ResponsesService } from './responses.service';

// The server owns the path (issue 44): over HTTP, an answer after the first required question on the
// respondent's path that has no answer is refused, and so is completion while one is left: 409
// problems naming them. Both modes, English and Urdu, on Postgres and on the embedded Postgres.

const PROBLEM = /^application\/problem\+json/;

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('the path, enforced on %s', (_name, embedded) => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
    admin = await t.adminAgent();
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Q1 "Do you use an AI assistant?" (yes/no, required): No jumps to Q3. Q2 "Which one?" (required,
   * skipped for Urdu respondents). Q3 "What slows you down?" (required). Q4 "Anything else?" (optional).
   */
  async function screeningSurvey() {
    const slug = `screening-${randomBytes(4).toString('hex')}`;
    const surveyId: string = (await admin.post('/api/surveys').send({ title: 'Screening', slug }).expect(201)).body.id;
    const add = async (body: Record<string, unknown>) =>
      (await admin.post(`/api/surveys/${surveyId}/questions`).send(body).expect(201)).body.id as string;
    const q1 = await add({ questionText: 'Do you use an AI assistant?', questionType: 'yes_no' });
    const q2 = await add({ questionText: 'Which one?', questionType: 'text' });
    const q3 = await add({ questionText: 'What slows you down?' });
    const q4 = await add({ questionText: 'Anything else?', isRequired: false });
    const rule = (questionId: string, body: Record<string, unknown>) =>
      admin.post(`/api/surveys/${slug}/questions/${questionId}/logic-rules`).send(body).expect(201);
    await rule(q1, {
      conditions: [{ source: 'answer', questionId: q1, operator: 'is_no' }],
      action: { type: 'jump', toQuestionId: q3 },
    });
    await rule(q2, { conditions: [{ source: 'language', operator: 'is', language: 'ur' }], action: { type: 'skip' } });
    return { surveyId, slug, q1, q2, q3, q4 };
  }

  async function respondent(surveyId: string, body: Record<string, unknown> = { surveyMode: 'traditional' }) {
    const agent = t.agent();
    const responseId: string = (await agent.post(`/api/surveys/${surveyId}/responses`).send(body).expect(201)).body.id;
    return {
      responseId,
      answer: (questionId: string, answer: Record<string, unknown>) =>
        agent.post('/api/answers').send({ responseId, questionId, ...answer }),
      complete: () => agent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }),
    };
  }

  const firstRefusal = (questionId: string, label: string) => ({
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    detail: `Answer ${label} first: it is required and comes before this question on your path`,
    instance: '/api/answers',
    unansweredQuestions: [{ questionId, label }],
    statusCode: 409,
    message: `Answer ${label} first: it is required and comes before this question on your path`,
  });
  const completionRefusal = (responseId: string, missing: [string, string][]) => {
    const detail = `This response cannot be completed yet: required questions on your path have no answer (${missing
      .map(([, label]) => label)
      .join(', ')})`;
    return {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail,
      instance: `/api/responses/${responseId}`,
      unansweredQuestions: missing.map(([questionId, label]) => ({ questionId, label })),
      statusCode: 409,
      message: detail,
    };
  };

  it('refuses the screening question left out: answers past it and completion are 409 problems naming it', async () => {
    const { surveyId, slug, q1, q2, q3, q4 } = await screeningSurvey();
    const r = await respondent(surveyId);

    for (const [questionId, text] of [
      [q3, 'Approvals'],
      [q4, 'Nothing'],
    ] as const) {
      const refused = await r.answer(questionId, { answerText: text }).expect(409);
      expect(refused.headers['content-type']).toMatch(PROBLEM);
      expect(refused.body).toEqual(firstRefusal(q1, 'Q1'));
    }
    const early = await r.complete().expect(409);
    expect(early.headers['content-type']).toMatch(PROBLEM);
    expect(early.body).toEqual(
      completionRefusal(r.responseId, [
        [q1, 'Q1'],
        [q2, 'Q2'],
        [q3, 'Q3'],
      ]),
    );

    // No jumps to Q3: Q2 is passed by, Q3 still wanted; the optional Q4 may stay empty.
    await r.answer(q1, { answerValue: false }).expect(201);
    expect((await r.complete().expect(409)).body).toEqual(completionRefusal(r.responseId, [[q3, 'Q3']]));
    await r.answer(q3, { answerText: 'Approvals' }).expect(201);
    await r.complete().expect(200);

    const csv = await admin.get(`/api/surveys/${slug}/responses.csv`).buffer(true).expect(200);
    const [header, row] = parseCsv(String(csv.text).replace(/^\uFEFF/, ''));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Path')).toBe('Full path');
    expect(cell('Q1. Do you use an AI assistant?')).toBe('No');
    expect(cell('Q3. What slows you down?')).toBe('Approvals');
  });

  it('after going Back and changing the screening answer, wants the question the new path brings first', async () => {
    const { surveyId, q1, q2, q3 } = await screeningSurvey();
    const r = await respondent(surveyId);
    await r.answer(q1, { answerValue: false }).expect(201);
    await r.answer(q3, { answerText: 'Approvals' }).expect(201);
    // Back to Q1, now Yes: Q2 is on the path again, before Q3.
    await r.answer(q1, { answerValue: true }).expect(201);
    expect((await r.answer(q3, { answerText: 'Approvals, mostly' }).expect(409)).body).toEqual(firstRefusal(q2, 'Q2'));
    expect((await r.complete().expect(409)).body).toEqual(completionRefusal(r.responseId, [[q2, 'Q2']]));
    await r.answer(q2, { answerText: 'ChatGPT' }).expect(201);
    // Q3's answer from before counts: it is on the path again.
    await r.complete().expect(200);
  });

  it('in the AI chat, Urdu included: the language decides what is required, follow-ups stay optional', async () => {
    const { surveyId, q1, q2, q3, q4 } = await screeningSurvey();
    const urdu = await respondent(surveyId, { surveyMode: 'ai_chat', language: 'ur' });
    await urdu.answer(q1, { answerValue: true }).expect(201);
    // Q2 is skipped in Urdu: Q3 comes next, and nothing after it is taken before it.
    expect((await urdu.answer(q4, { answerText: 'کچھ نہیں' }).expect(409)).body).toEqual(firstRefusal(q3, 'Q3'));
    expect((await urdu.complete().expect(409)).body).toEqual(completionRefusal(urdu.responseId, [[q3, 'Q3']]));
    await urdu.answer(q3, { answerText: 'منظوری میں دیر' }).expect(201);
    // The AI asks a follow-up about Q3; the respondent skips it, and the response still completes.
    await t.app.get(ResponsesService).askFollowUp(urdu.responseId, q3, 'کوئی مثال؟');
    await urdu.complete().expect(200);

    const english = await respondent(surveyId, { surveyMode: 'ai_chat', language: 'en' });
    await english.answer(q1, { answerValue: true }).expect(201);
    expect((await english.complete().expect(409)).body).toEqual(
      completionRefusal(english.responseId, [
        [q2, 'Q2'],
        [q3, 'Q3'],
      ]),
    );
  });
});
