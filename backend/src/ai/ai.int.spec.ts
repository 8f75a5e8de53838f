import { createAiWorker, createOfflineProvider } from '@seedline/worker';
import { REDIS_URL, captureJsonLines, startThrowawayRedis } from '@seedline/worker/testing';
import type { Worker } from 'bullmq';
import pino from 'pino';
import { createLogger } from '../ops/logger';
import { chatFollowUpBody } from '../testing/ai-requests';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { AI_TIMEOUT_MESSAGE, AI_UNAVAILABLE_MESSAGE } from './ai-errors';

const CANNOT_TRANSLATE =
  'AI translation is off on this server. Type the Urdu yourself; the operator can turn AI on (operations guide: Settings for operations).';
const TRANSLATE_BODY = {
  targetLanguage: 'ur',
  texts: [
    { key: 'title', text: 'Team survey' },
    { key: 'q1', text: 'How satisfied are you with the booking system?' },
  ],
};

/** A survey with a rating, a 0–10 scale and a yes/no question, and an ai_chat response on it in `language`. */
async function typedSurveyWithResponse(app: TestApp, language: 'en' | 'ur' = 'en') {
  const admin = await app.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Typed', isActive: true }).expect(201)).body;
  const questions = [
    { questionText: 'How satisfied are you with the booking system?', questionType: 'rating' },
    { questionText: 'How likely are you to recommend us?', questionType: 'scale' },
    { questionText: 'Do you track orders in a spreadsheet?', questionType: 'yes_no' },
  ];
  for (const [i, question] of questions.entries()) {
    await admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ ...question, order: i + 1, isRequired: true })
      .expect(201);
  }
  const ids = ((await admin.get(`/api/surveys/${survey.id}/questions`).expect(200)).body as Array<{ id: string }>).map(
    (q) => q.id,
  );
  const visitor = app.agent();
  const response = (
    await visitor
      .post(`/api/surveys/${survey.id}/responses`)
      .send({ surveyId: survey.id, surveyMode: 'ai_chat', language })
      .expect(201)
  ).body as { id: string };
  /** Records the answer as the chat does, then asks what comes next. */
  const answer = async (questionId: string, userMessage: string) => {
    await visitor
      .post('/api/answers')
      .send({ responseId: response.id, questionId, answerText: userMessage })
      .expect(201);
    return visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId: response.id, questionId, userMessage, language }))
      .expect(200);
  };
  return { ids, answer };
}

const DEFAULT_PROMPT =
  'Ask 10 questions that would be useful to understand AI workflows of someone or an organization with this information.';
const COMPANY =
  'Greenfield Dental is a dental clinic with 14 staff. We book appointments over WhatsApp and keep records in Excel.';
const silent = pino({ level: 'silent' });

/** A survey with two questions and an ai_chat response on it, the base answer to question 1 saved. */
async function surveyWithResponse(app: TestApp) {
  const admin = await app.adminAgent();
  const survey = (await admin.post('/api/surveys').send({ title: 'Discovery', isActive: true }).expect(201)).body;
  const texts = ['Which tasks take up most of your week?', 'Which tools do you use every day?'];
  for (const [i, questionText] of texts.entries()) {
    await admin
      .post(`/api/surveys/${survey.id}/questions`)
      .send({ questionText, questionType: 'textarea', order: i + 1, isRequired: true })
      .expect(201);
  }
  const questions = (await admin.get(`/api/surveys/${survey.id}/questions`).expect(200)).body as Array<{ id: string }>;
  const visitor = app.agent();
  const response = (
    await visitor
      .post(`/api/surveys/${survey.id}/responses`)
      .send({ surveyId: survey.id, surveyMode: 'ai_chat' })
      .expect(201)
  ).body;
  await visitor
    .post('/api/answers')
    .send({ responseId: response.id, questionId: questions[0]!.id, answerText: 'Not sure' })
    .expect(201);
  return {
    admin,
    visitor,
    surveyId: survey.id as string,
    responseId: response.id as string,
    questionIds: questions.map((q) => q.id),
  };
}

describe('AI calls, in-process (no REDIS_URL)', () => {
  let app: TestApp;
  const log = captureJsonLines();
  beforeAll(async () => {
    app = await startTestApp({ log: createLogger({ destination: log.destination }) });
  });
  afterAll(() => app.close());

  it('logs the job with the id of the request that ran it', async () => {
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    await visitor
      .post('/api/ai-chat-followup')
      .set('X-Request-Id', 'trace-in-process-1')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
      .expect(200);
    const line = log.lines.find((l) => l.msg === 'ai job' && l.requestId === 'trace-in-process-1');
    expect(line).toEqual(
      expect.objectContaining({ name: 'chat-followup', outcome: 'completed', attempt: 1, provider: 'offline' }),
    );
  });

  it('generates 10 questions for an admin with the default prompt', async () => {
    const admin = await app.adminAgent();
    const res = await admin
      .post('/api/ai-generate-questions')
      .send({ prompt: DEFAULT_PROMPT, companyData: COMPANY })
      .expect(200);
    expect(res.body.questions).toHaveLength(10);
    expect(new Set(res.body.questions).size).toBe(10);
  });

  it('refuses question generation without an admin session', async () => {
    const res = await app
      .agent()
      .post('/api/ai-generate-questions')
      .send({ prompt: DEFAULT_PROMPT, companyData: COMPANY })
      .expect(401);
    expect(res.body).toMatchObject({ statusCode: 401, message: 'Authentication required' });
  });

  it.each([[{ prompt: DEFAULT_PROMPT, companyData: '   ' }], [{ prompt: DEFAULT_PROMPT }]])(
    'answers 400 "Please provide company/organization data" for %p',
    async (body) => {
      const admin = await app.adminAgent();
      const res = await admin.post('/api/ai-generate-questions').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: 'Please provide company/organization data' });
    },
  );

  it('proposes a type for each generated question beside the questions', async () => {
    const admin = await app.adminAgent();
    const res = await admin
      .post('/api/ai-generate-questions')
      .send({ prompt: 'Ask 5 questions', companyData: COMPANY })
      .expect(200);
    expect(res.body.typedQuestions.map((q: { questionText: string }) => q.questionText)).toEqual(res.body.questions);
    for (const q of res.body.typedQuestions) expect(q.questionType).toEqual(expect.any(String));
  });

  it('answers 422 with words for the admin when the offline provider is asked to translate', async () => {
    const admin = await app.adminAgent();
    const res = await admin.post('/api/ai-translate').send(TRANSLATE_BODY).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, message: CANNOT_TRANSLATE });
  });

  it('refuses translation without an admin session (401) and out of bounds (400)', async () => {
    await app.agent().post('/api/ai-translate').send(TRANSLATE_BODY).expect(401);
    const admin = await app.adminAgent();
    const many = Array.from({ length: 201 }, (_, i) => ({ key: `k${i}`, text: 'Text' }));
    const tooMany = await admin.post('/api/ai-translate').send({ targetLanguage: 'ur', texts: many }).expect(400);
    expect(tooMany.body.message).toBe('texts is too long (max 200 texts)');
    await admin
      .post('/api/ai-translate')
      .send({ ...TRANSLATE_BODY, targetLanguage: 'fr' })
      .expect(400);
    const twice = await admin
      .post('/api/ai-translate')
      .send({ targetLanguage: 'ur', texts: [TRANSLATE_BODY.texts[0], TRANSLATE_BODY.texts[0]] })
      .expect(400);
    expect(twice.body.message).toMatch(/each key may appear only once/);
  });

  it('asks a low rating, a low score and a "No" their one follow-up, and lets high ones and "Yes" move on', async () => {
    const low = await typedSurveyWithResponse(app);
    const rating = await low.answer(low.ids[0]!, '2');
    expect(rating.body).toMatchObject({
      followUpQuestion: 'What would have made it a 5?',
      followUpId: expect.any(String),
    });
    expect((await low.answer(low.ids[1]!, '6')).body.followUpQuestion).toBe('What would have made it a 10?');
    expect((await low.answer(low.ids[2]!, 'No')).body.followUpQuestion).toBe('What stands in the way?');

    const high = await typedSurveyWithResponse(app);
    expect((await high.answer(high.ids[0]!, '4')).body).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
      followUpId: null,
    });
    expect((await high.answer(high.ids[1]!, '9')).body.shouldMoveToNext).toBe(true);
    expect((await high.answer(high.ids[2]!, 'Yes')).body).toEqual({
      isComplete: true,
      followUpQuestion: null,
      shouldMoveToNext: false,
      followUpId: null,
    });
  });

  it('asks the typed follow-ups in Urdu for an Urdu interview', async () => {
    const { ids, answer } = await typedSurveyWithResponse(app, 'ur');
    expect((await answer(ids[0]!, '1')).body.followUpQuestion).toBe('اسے 5 بنانے کے لیے کیا ہونا چاہیے تھا؟');
    // A high score moves on; the required questions are answered in order.
    expect((await answer(ids[1]!, '9')).body.followUpQuestion).toBeNull();
    expect((await answer(ids[2]!, 'نہیں')).body.followUpQuestion).toBe('راستے میں کیا رکاوٹ ہے؟');
  });

  it('refuses a follow-up call without a response and a question of it (400)', async () => {
    const res = await app.agent().post('/api/ai-chat-followup').send(chatFollowUpBody()).expect(400);
    expect(res.body.message).toMatch(/responseId must be a response id/);
    const { visitor, responseId } = await surveyWithResponse(app);
    await visitor.post('/api/ai-chat-followup').send(chatFollowUpBody({ responseId })).expect(400);
  });

  it('writes follow-ups in Urdu for language ur', async () => {
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    const res = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0], language: 'ur', userMessage: 'پتہ نہیں' }))
      .expect(200);
    expect(res.body.followUpQuestion).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 400 for a payload out of contract', async () => {
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    const body = (over: Record<string, unknown>) =>
      chatFollowUpBody({ responseId, questionId: questionIds[0], ...over });
    await visitor
      .post('/api/ai-chat-followup')
      .send(body({ language: 'fr' }))
      .expect(400);
    await visitor
      .post('/api/ai-chat-followup')
      .send(body({ conversationHistory: [{ role: 'system', content: 'x' }] }))
      .expect(400);
    const long = await visitor
      .post('/api/ai-chat-followup')
      .send(body({ userMessage: 'x'.repeat(5_001) }))
      .expect(400);
    expect(long.body.message).toBe('userMessage is too long (max 5000 characters)');
  });

  it('refuses a completed response (409) and a deleted survey (410)', async () => {
    const done = await surveyWithResponse(app);
    await done.visitor
      .post('/api/answers')
      .send({ responseId: done.responseId, questionId: done.questionIds[1], answerText: 'Spreadsheets' })
      .expect(201);
    await done.visitor
      .patch(`/api/responses/${done.responseId}`)
      .send({ completedAt: new Date().toISOString() })
      .expect(200);
    const completed = await done.visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId: done.responseId, questionId: done.questionIds[0] }))
      .expect(409);
    expect(completed.body.message).toBe('Response is already completed');

    const gone = await surveyWithResponse(app);
    await gone.admin.delete(`/api/surveys/${gone.surveyId}`).expect(200);
    const deleted = await gone.visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId: gone.responseId, questionId: gone.questionIds[0] }))
      .expect(410);
    expect(deleted.body.message).toBe('This survey has been deleted');
  });

  it('records the follow-up and its answer on the response, and asks at most one per question', async () => {
    const { admin, visitor, responseId, questionIds } = await surveyWithResponse(app);
    const first = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
      .expect(200);
    expect(first.body.followUpQuestion).toEqual(expect.any(String));
    expect(first.body.followUpId).toEqual(expect.any(String));

    await visitor
      .post('/api/answers')
      .send({
        responseId,
        questionId: questionIds[0],
        followUpId: first.body.followUpId,
        answerText: 'Scheduling, mostly.',
      })
      .expect(201);
    const answers = (await admin.get(`/api/responses/${responseId}/answers`).expect(200)).body;
    expect(answers[0].followUps).toEqual([
      {
        id: first.body.followUpId,
        questionId: questionIds[0],
        questionText: first.body.followUpQuestion,
        answerText: 'Scheduling, mostly.',
      },
    ]);

    // Another vague answer to the same base question: no second follow-up.
    const second = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
      .expect(200);
    expect(second.body).toEqual({
      isComplete: false,
      followUpQuestion: null,
      shouldMoveToNext: true,
      followUpId: null,
    });
  });

  it('refuses an unknown response (404) or a question of another survey (400)', async () => {
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId: '00000000-0000-4000-8000-000000000000', questionId: questionIds[0] }))
      .expect(404);
    const res = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: '00000000-0000-4000-8000-000000000000' }))
      .expect(400);
    expect(res.body.message).toBe('Question does not belong to this survey');
  });

  it('completes after a rich answer to the last question (the survey says which is last, not the body)', async () => {
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    const userMessage = 'We spend about six hours every week copying WhatsApp bookings into Excel by hand.';
    await visitor
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[1], answerText: userMessage })
      .expect(201);
    const res = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[1], isLastQuestion: false, userMessage }))
      .expect(200);
    expect(res.body).toEqual({ isComplete: true, followUpQuestion: null, shouldMoveToNext: false, followUpId: null });
  });

  it('guards the queue dashboard: redirect or 401 without a session, a page for the admin', async () => {
    await app.agent().get('/admin/queues').set('Accept', 'text/html').expect(302).expect('Location', '/admin/login');
    await app.agent().get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401);
    const admin = await app.adminAgent();
    await admin.get('/admin/queues').set('Accept', 'text/html').expect(302).expect('Location', '/admin/jobs');
    // The jobs page's data: this runner's recent jobs, metadata only; an admin's call, like the page.
    await admin
      .post('/api/ai-generate-questions')
      .send({ prompt: 'Ask 3 questions', companyData: COMPANY })
      .expect(200);
    await app.agent().get('/api/ai/jobs').expect(401);
    const jobs = await admin.get('/api/ai/jobs').expect(200);
    expect(jobs.body.runner).toBe('in-process');
    const newest = jobs.body.jobs[0];
    expect(newest).toEqual({
      id: expect.any(String),
      name: 'generate-questions',
      state: 'completed',
      progress: 100,
      attempts: 1,
      queuedAt: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      failedReason: null,
    });
    expect(JSON.stringify(jobs.body)).not.toContain(COMPANY.slice(0, 30));
  });
});

describe('AI calls on the embedded default (the embedded Postgres, in-process jobs)', () => {
  it(
    'answers the calls the same way (translation refused 422) and records the follow-up',
    async () => {
      const app = await startTestApp({ embedded: true });
      try {
        const admin = await app.adminAgent();
        const generated = await admin
          .post('/api/ai-generate-questions')
          .send({ prompt: DEFAULT_PROMPT, companyData: COMPANY })
          .expect(200);
        expect(generated.body.questions).toHaveLength(10);
        expect(generated.body.typedQuestions).toHaveLength(10);
        const refused = await admin.post('/api/ai-translate').send(TRANSLATE_BODY).expect(422);
        expect(refused.body).toMatchObject({ statusCode: 422, message: CANNOT_TRANSLATE });
        const { visitor, responseId, questionIds } = await surveyWithResponse(app);
        const res = await visitor
          .post('/api/ai-chat-followup')
          .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
          .expect(200);
        expect(res.body.followUpId).toEqual(expect.any(String));
        const answers = (await admin.get(`/api/responses/${responseId}/answers`).expect(200)).body;
        expect(answers[0].followUps).toHaveLength(1);
      } finally {
        await app.close();
      }
    },
    EMBEDDED_START_TIMEOUT_MS,
  );
});

describe('AI calls on the BullMQ queue (real Redis, a real worker)', () => {
  let app: TestApp;
  let worker: Worker;
  const workerLog = captureJsonLines();
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL } });
    worker = createAiWorker({
      connection: REDIS_URL,
      prefix: app.config.queuePrefix,
      provider: createOfflineProvider(),
      logger: pino(workerLog.destination),
    });
  });
  afterAll(async () => {
    await worker.close();
    await app.close();
  });

  it('round-trips both calls through the queue and the worker', async () => {
    const admin = await app.adminAgent();
    const generated = await admin
      .post('/api/ai-generate-questions')
      .send({ prompt: 'Ask 5 questions', companyData: COMPANY })
      .expect(200);
    expect(generated.body.questions).toHaveLength(5);
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    const followUp = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
      .expect(200);
    expect(followUp.body.followUpId).toEqual(expect.any(String));
  });

  it("tells the admin the worker's offline provider cannot translate (422), through the queue", async () => {
    const admin = await app.adminAgent();
    const res = await admin.post('/api/ai-translate').send(TRANSLATE_BODY).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, message: CANNOT_TRANSLATE });
  });

  it('carries the request id into the worker: its log line for the job names the same request', async () => {
    const admin = await app.adminAgent();
    await admin
      .post('/api/ai-generate-questions')
      .set('X-Request-Id', 'trace-queue-1')
      .send({ prompt: 'Ask 3 questions', companyData: COMPANY })
      .expect(200);
    const line = workerLog.lines.find((l) => l.msg === 'ai job' && l.requestId === 'trace-queue-1');
    expect(line).toEqual(
      expect.objectContaining({ name: 'generate-questions', outcome: 'completed', jobId: expect.any(String) }),
    );
    // Without a header, the id the API made up for the request is the one the worker logs.
    const { visitor, responseId, questionIds } = await surveyWithResponse(app);
    const res = await visitor
      .post('/api/ai-chat-followup')
      .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
      .expect(200);
    const generated = res.headers['x-request-id'];
    expect(
      workerLog.lines.some((l) => l.msg === 'ai job' && l.name === 'chat-followup' && l.requestId === generated),
    ).toBe(true);
  });

  it('shows the ai queue and its jobs on the dashboard, to the admin only', async () => {
    await app.agent().get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401);
    const admin = await app.adminAgent();
    await admin
      .post('/api/ai-generate-questions')
      .send({ prompt: 'Ask 3 questions', companyData: COMPANY })
      .expect(200);
    const page = await admin.get('/admin/queues').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
    const api = await admin
      .get('/admin/queues/api/queues')
      .query({ activeQueue: 'ai', status: 'completed', page: 1 })
      .expect(200);
    const queue = api.body.queues.find((q: { name: string }) => q.name === 'ai');
    expect(queue).toBeDefined();
    expect(queue.readOnlyMode).toBe(true);
    // An answered job leaves the queue at once; a waiting job's view (metadata only) is in
    // event-store/erasure-reaches-every-copy.int.spec.ts.
    expect(JSON.stringify(api.body)).not.toContain(COMPANY);
    // The admin's jobs page has nothing of its own to list: the queue's dashboard does it.
    expect((await admin.get('/api/ai/jobs').expect(200)).body).toEqual({ runner: 'queue', jobs: [] });
  });
});

describe('AI job timeout', () => {
  it('answers 504 with a clear message when no worker takes the job in time', async () => {
    const app = await startTestApp({ env: { REDIS_URL, AI_JOB_TIMEOUT_MS: '700' } });
    try {
      const admin = await app.adminAgent();
      const started = Date.now();
      const res = await admin.post('/api/ai-generate-questions').send({ prompt: '', companyData: COMPANY }).expect(504);
      expect(res.body).toMatchObject({ statusCode: 504, message: AI_TIMEOUT_MESSAGE });
      expect(Date.now() - started).toBeLessThan(8_000); // a 700 ms deadline; no worker would ever answer
    } finally {
      await app.close();
    }
  });
});

describe('Redis stopped', () => {
  it('answers 503 for the AI call while survey-taking calls still succeed', async () => {
    const redis = await startThrowawayRedis();
    const app = await startTestApp({ env: { REDIS_URL: redis.url } });
    const worker = createAiWorker({
      connection: redis.url,
      prefix: app.config.queuePrefix,
      provider: createOfflineProvider(),
      logger: silent,
    });
    try {
      const { visitor, surveyId, responseId, questionIds } = await surveyWithResponse(app);
      await visitor
        .post('/api/ai-chat-followup')
        .send(chatFollowUpBody({ responseId, questionId: questionIds[0] }))
        .expect(200);

      await worker.close();
      await redis.stop();
      const started = Date.now();
      const res = await visitor
        .post('/api/ai-chat-followup')
        .send(chatFollowUpBody({ responseId, questionId: questionIds[1] }))
        .expect(503);
      expect(res.body).toMatchObject({ statusCode: 503, message: AI_UNAVAILABLE_MESSAGE });
      expect(Date.now() - started).toBeLessThan(10_000);

      // The rest of the survey still works.
      await visitor.get(`/api/surveys/${surveyId}`).expect(200);
      await visitor.get(`/api/surveys/${surveyId}/questions`).expect(200);
      await visitor
        .post('/api/answers')
        .send({ responseId, questionId: questionIds[1], answerText: 'Excel and WhatsApp' })
        .expect(201);
      await visitor.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() }).expect(200);
      await visitor
        .post(`/api/surveys/${surveyId}/responses`)
        .send({ surveyId, surveyMode: 'traditional' })
        .expect(201);
    } finally {
      await worker.close().catch(() => undefined);
      await app.close();
      await redis.stop();
    }
  });
});
