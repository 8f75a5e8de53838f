import { surveyWithEveryType } from '../../testing/every-question-type';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';

// GET /api/surveys/{id}/summary over HTTP, on Postgres and on the embedded default (the embedded Postgres): a survey
// with a question of every type, a known set of typed answers recorded as respondents record them,
// exact counts, means, medians, NPS and yes/no; the list's filters narrow them; an erased response
// counts nowhere. And the CSV of the same set, typed values as values.

type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;

/** One respondent's answers by question index (answerText for the text questions, answerValue otherwise). */
type Answers = Partial<Record<number, unknown>>;

const SEEDED: { language: 'en' | 'ur'; answers: Answers }[] = [
  {
    language: 'en',
    answers: {
      0: 'Faster exports',
      2: 'o1',
      3: { selected: ['o1', 'sheets'], other: 'Airtable' },
      4: 5,
      5: 10,
      6: true,
      7: 10,
    },
  },
  { language: 'en', answers: { 2: 'o2', 3: { selected: ['sheets'], other: null }, 4: 4, 5: 9, 6: false, 7: 4 } },
  { language: 'ur', answers: { 2: 'o1', 3: { selected: ['o1'], other: 'Notion' }, 4: 2, 5: 7, 6: true, 7: 1 } },
  { language: 'ur', answers: { 4: 1, 5: 0 } },
];

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('the answer summary on %s', (_name, embedded) => {
  let t: TestApp;
  let admin: Agent;
  let surveyId: string;
  let questionIds: string[];
  const responseIds: string[] = [];

  const respond = async (language: 'en' | 'ur', answers: Answers): Promise<string> => {
    const agent = t.agent();
    const responseId = (
      await agent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional', language }).expect(201)
    ).body.id as string;
    for (const [index, value] of Object.entries(answers)) {
      const questionId = questionIds[Number(index)]!;
      const body = typeof value === 'string' && Number(index) < 2 ? { answerText: value } : { answerValue: value };
      await agent
        .post('/api/answers')
        .send({ responseId, questionId, ...body })
        .expect(201);
    }
    return responseId;
  };

  const summary = async (query = '') =>
    (await admin.get(`/api/surveys/${surveyId}/summary${query}`).expect(200)).body as {
      total: number;
      questions: Record<string, unknown>[];
    };

  beforeAll(async () => {
    t = await startTestApp({ embedded });
    admin = await t.adminAgent();
    // Optional questions: the seeded respondents each leave some out.
    const survey = await surveyWithEveryType(admin, 'Summary set', { isRequired: false });
    surveyId = survey.id;
    questionIds = survey.questions.map((question) => question.id);
    for (const { language, answers } of SEEDED) responseIds.push(await respond(language, answers));
    // Answered, then erased: it must count nowhere.
    const erased = await respond('en', {
      0: 'Gone',
      2: 'o2',
      3: { selected: ['o1'], other: 'X' },
      4: 5,
      5: 0,
      6: false,
      7: 80,
    });
    await admin.delete(`/api/responses/${erased}`).expect(204);
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('counts every type exactly, in survey order, and leaves out the erased response', async () => {
    const body = await summary();
    expect(body.total).toBe(4);
    const none = {
      options: null,
      otherCount: null,
      distribution: null,
      mean: null,
      nps: null,
      median: null,
      yes: null,
      no: null,
      keyphrases: null,
      samples: null,
      histogram: null,
    };
    expect(body.questions.map((q) => q.questionId)).toEqual(questionIds);
    expect(body.questions[0]).toEqual({
      questionId: questionIds[0],
      questionText: 'Anything else?',
      questionType: 'textarea',
      base: 4,
      answered: 1,
      ...none,
      keyphrases: [],
      samples: ['Faster exports'],
    });
    expect(body.questions[1]).toMatchObject({
      questionType: 'text',
      answered: 0,
      ...none,
      keyphrases: [],
      samples: [],
    });
    expect(body.questions[2]).toMatchObject({
      questionType: 'single_choice',
      answered: 3,
      options: [
        { id: 'o1', label: 'Email', count: 2 },
        { id: 'o2', label: 'Chat', count: 1 },
      ],
      otherCount: null,
    });
    expect(body.questions[3]).toMatchObject({
      questionType: 'multiple_choice',
      answered: 3,
      options: [
        { id: 'sheets', label: 'Spreadsheets', count: 2 },
        { id: 'o1', label: 'CRM', count: 2 },
      ],
      otherCount: 2,
    });
    expect(body.questions[4]).toMatchObject({
      questionType: 'rating',
      answered: 4,
      distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 3 ? 0 : 1 })),
      mean: 3,
      median: 3,
      nps: null,
    });
    expect(body.questions[5]).toMatchObject({
      questionType: 'scale',
      answered: 4,
      mean: 6.5,
      median: 8,
      nps: { score: 25, promoters: 2, passives: 1, detractors: 1 },
    });
    expect((body.questions[5]!.distribution as { value: number; count: number }[]).filter((d) => d.count > 0)).toEqual([
      { value: 0, count: 1 },
      { value: 7, count: 1 },
      { value: 9, count: 1 },
      { value: 10, count: 1 },
    ]);
    expect(body.questions[5]!.distribution).toHaveLength(11);
    expect(body.questions[6]).toMatchObject({ questionType: 'yes_no', answered: 3, yes: 2, no: 1 });
    expect(body.questions[7]).toMatchObject({
      questionType: 'number',
      answered: 3,
      mean: 5,
      median: 4,
      // 1, 4 and 10: whole-number bins two wide, from the smallest value to the largest.
      histogram: [
        { from: 1, to: 2, count: 1 },
        { from: 3, to: 4, count: 1 },
        { from: 5, to: 6, count: 0 },
        { from: 7, to: 8, count: 0 },
        { from: 9, to: 10, count: 1 },
      ],
    });
  });

  it("narrows to the list's filters", async () => {
    const urdu = await summary('?language=ur');
    expect(urdu.total).toBe(2);
    expect(urdu.questions[2]!.options).toEqual([
      { id: 'o1', label: 'Email', count: 1 },
      { id: 'o2', label: 'Chat', count: 0 },
    ]);
    expect(urdu.questions[3]).toMatchObject({ answered: 1, otherCount: 1 });
    expect(urdu.questions[4]).toMatchObject({ answered: 2, mean: 1.5, median: 1.5 });
    expect(urdu.questions[5]!.nps).toEqual({ score: -50, promoters: 0, passives: 1, detractors: 1 });
    expect(urdu.questions[6]).toMatchObject({ yes: 1, no: 0 });
    expect(urdu.questions[7]).toMatchObject({ mean: 1, median: 1 });

    const none = await summary('?mode=ai_chat');
    expect(none.total).toBe(0);
    expect(none.questions[4]).toMatchObject({ answered: 0, mean: null, median: null });
    expect(none.questions[5]).toMatchObject({ nps: null });
    expect(none.questions[6]).toMatchObject({ yes: 0, no: 0 });

    await admin.get(`/api/surveys/${surveyId}/summary?language=fr`).expect(400);
    await admin.get(`/api/surveys/${surveyId}/summary?from=not-a-date`).expect(400);
  });

  it('is for the admin only, and 404 for an unknown or deleted survey', async () => {
    await t.agent().get(`/api/surveys/${surveyId}/summary`).expect(401);
    await admin.get('/api/surveys/no-such-survey/summary').expect(404);
    const deleted = (await admin.post('/api/surveys').send({ title: 'Summary deleted' }).expect(201)).body.id;
    await admin.delete(`/api/surveys/${deleted}`).expect(200);
    await admin.get(`/api/surveys/${deleted}/summary`).expect(404);
  });

  it('exports typed answers as values in the CSV, with an Other column after the multiple choice', async () => {
    const csv = (await admin.get(`/api/surveys/${surveyId}/responses.csv`).expect(200)).text;
    const lines = csv.split('\r\n');
    expect(lines[0]!.split(',').slice(9)).toEqual([
      'Q1. Anything else?',
      'Q2. Your team?',
      'Q3. Main channel?',
      'Q4. Which tools?',
      'Q4. Which tools? (Other)',
      'Q5. How happy are you?',
      'Q6. Would you recommend us?',
      'Q7. Do you use AI today?',
      'Q8. Hours on reports?',
    ]);
    const row = lines.find((line) => line.includes(responseIds[0]!))!;
    expect(row.split(',').slice(9)).toEqual([
      'Faster exports',
      '',
      'Email',
      'Spreadsheets; CRM',
      'Airtable',
      '5',
      '10',
      'Yes',
      '10',
    ]);
  });
});
