import type TestAgent from 'supertest/lib/agent';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';

// Typed answers over HTTP on Postgres: recorded and read back as values, refused with the decider's
// reason, encrypted in the log (the "Other" words too) and shredded by erasure, summarised exactly.

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

type Ids = { surveyId: string; q: Record<string, string> };

async function typedSurvey(): Promise<Ids> {
  const survey = await admin
    .post('/api/surveys')
    .send({ title: `Typed ${Math.random()}` })
    .expect(201);
  const surveyId = survey.body.id as string;
  const questions: [string, Record<string, unknown>][] = [
    ['text', { questionType: 'textarea' }],
    ['single', { questionType: 'single_choice', options: [{ label: 'Email' }, { label: 'Phone' }] }],
    [
      'multiple',
      { questionType: 'multiple_choice', options: [{ label: 'Excel' }, { label: 'Sheets' }], allowOther: true },
    ],
    ['rating', { questionType: 'rating' }],
    ['scale', { questionType: 'scale', scaleLabels: { min: 'Never', max: 'Always' } }],
    ['yesNo', { questionType: 'yes_no' }],
    ['number', { questionType: 'number', numberRange: { min: 0, max: 80, unit: 'hours per week' } }],
  ];
  const q: Record<string, string> = {};
  for (const [i, [key, shape]] of questions.entries()) {
    const created = await admin
      .post(`/api/surveys/${surveyId}/questions`)
      .send({ questionText: `Question ${key}`, order: i + 1, isRequired: false, ...shape })
      .expect(201);
    q[key] = created.body.id as string;
  }
  await admin.patch(`/api/surveys/${surveyId}`).send({ isActive: true }).expect(200);
  return { surveyId, q };
}

async function respond(
  surveyId: string,
  answers: { questionId: string; answerText?: string; answerValue?: unknown }[],
  complete = true,
): Promise<string> {
  const respondent = t.agent();
  const started = await respondent.post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' });
  expect(started.status).toBe(201);
  const responseId = started.body.id as string;
  for (const answer of answers) {
    await respondent
      .post('/api/answers')
      .send({ responseId, ...answer })
      .expect(201);
  }
  if (complete) await respondent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() });
  return responseId;
}

describe('typed answers', () => {
  it('records every type, answers with the value and its text, and the admin reads both', async () => {
    const { surveyId, q } = await typedSurvey();
    // The options got ids in their order: o2 below is "Sheets".
    const questions = await admin.get(`/api/surveys/${surveyId}/questions`).expect(200);
    expect(questions.body.find((question: { id: string }) => question.id === q.multiple).options).toEqual([
      { id: 'o1', label: 'Excel' },
      { id: 'o2', label: 'Sheets' },
    ]);
    const respondent = t.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'ai_chat' })
      .expect(201);
    const responseId = started.body.id as string;
    const record = (body: Record<string, unknown>) => respondent.post('/api/answers').send({ responseId, ...body });

    const rating = await record({ questionId: q.rating, answerValue: 4 }).expect(201);
    expect(rating.body).toMatchObject({ answerText: '4 out of 5', answerValue: 4 });
    const text = await record({ questionId: q.text, answerText: '  Plain words ' }).expect(201);
    expect(text.body).toMatchObject({ answerText: 'Plain words', answerValue: null });
    const yes = await record({ questionId: q.yesNo, answerText: 'ہاں' }).expect(201);
    expect(yes.body).toMatchObject({ answerText: 'Yes', answerValue: true });
    const multiple = await record({ questionId: q.multiple, answerValue: { selected: ['o2'], other: 'Airtable' } });
    expect(multiple.status).toBe(201);
    expect(multiple.body).toMatchObject({
      answerText: 'Sheets; Other: Airtable',
      answerValue: { selected: ['o2'], other: 'Airtable' },
    });

    const answers = await admin.get(`/api/responses/${responseId}/answers`).expect(200);
    expect(answers.body.map((a: { answerValue: unknown }) => a.answerValue)).toEqual([
      null,
      { selected: ['o2'], other: 'Airtable' },
      4,
      true,
    ]);
    const page = await admin.get(`/api/surveys/${surveyId}/responses?limit=10`).expect(200);
    expect(page.body.items[0].answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          questionId: q.rating,
          questionType: 'rating',
          answerText: '4 out of 5',
          answerValue: 4,
        }),
        expect.objectContaining({ questionId: q.text, questionType: 'textarea', answerValue: null }),
      ]),
    );
    const history = await admin.get(`/api/responses/${responseId}/history`).expect(200);
    expect(history.body.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'answered', questionId: q.rating, answerValue: 4 })]),
    );
  });

  it('refuses what does not fit with 400 and the reason; a text question still needs its text', async () => {
    const { surveyId, q } = await typedSurvey();
    const respondent = t.agent();
    const started = await respondent
      .post(`/api/surveys/${surveyId}/responses`)
      .send({ surveyMode: 'traditional' })
      .expect(201);
    const record = (body: Record<string, unknown>) =>
      respondent.post('/api/answers').send({ responseId: started.body.id, ...body });
    const refusals: [Record<string, unknown>, string][] = [
      [{ questionId: q.scale, answerValue: 11 }, 'A score must be a whole number from 0 to 10'],
      [{ questionId: q.number, answerText: 'lots' }, 'The answer must be a number'],
      [{ questionId: q.single, answerValue: 'o7' }, 'The answer must be one of the options: Email, Phone'],
      [{ questionId: q.rating, answerValue: 0 }, 'A rating must be a whole number from 1 to 5'],
      [{ questionId: q.text }, 'Answer text is required'],
      [
        { questionId: q.multiple, answerValue: { selected: 'o1' } },
        'answerValue must be text, a number, true/false, {selected: option ids, other: text or null} or {other: text}',
      ],
      [{ questionId: q.single, answerValue: { other: 'Fax' } }, 'This question has no "Other" choice'],
    ];
    for (const [body, message] of refusals) {
      const res = await record(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it('keeps the "Other" words out of the log in plaintext, and erasure shreds them', async () => {
    const { surveyId, q } = await typedSurvey();
    const secret = `Other-words-${Math.random().toString(36).slice(2)}`;
    const responseId = await respond(surveyId, [
      { questionId: q.multiple, answerValue: { selected: [], other: secret } },
    ]);
    const inLog = async () =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE strpos(data::text, $1) > 0', [
          secret,
        ])
      ).rows[0]!.n;
    expect(await inLog()).toBe(0);
    const read = await admin.get(`/api/responses/${responseId}/answers`).expect(200);
    expect(read.body[0].answerValue).toEqual({ selected: [], other: secret });
    await admin.delete(`/api/responses/${responseId}`).expect(204);
    const after = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM answers WHERE answer_value::text LIKE '%' || $1 || '%'",
      [secret],
    );
    expect(after.rows[0]!.n).toBe(0);
    expect(await inLog()).toBe(0);
  });

  it('summarises a seeded set exactly, with the filters of the list', async () => {
    const { surveyId, q } = await typedSurvey();
    const seeded: [number, boolean, string[], string | null, number, boolean, number][] = [
      // scale, yes, multiple, other, rating, completed, hours
      [10, true, ['o1'], null, 5, true, 10],
      [9, true, ['o1', 'o2'], 'Airtable', 4, true, 20],
      [7, false, ['o2'], null, 4, true, 30],
      [3, false, [], 'Paper', 1, true, 40],
      [0, true, ['o1'], null, 2, false, 45],
    ];
    for (const [score, yes, selected, other, stars, completed, hours] of seeded) {
      await respond(
        surveyId,
        [
          { questionId: q.scale, answerValue: score },
          { questionId: q.yesNo, answerValue: yes },
          { questionId: q.multiple, answerValue: { selected, other } },
          { questionId: q.rating, answerValue: stars },
          { questionId: q.single, answerValue: score >= 7 ? 'o1' : 'o2' },
          { questionId: q.number, answerValue: hours },
          { questionId: q.text, answerText: 'words' },
        ],
        completed,
      );
    }
    await respond(surveyId, [], true); // a response that answered nothing
    const all = await admin.get(`/api/surveys/${surveyId}/summary`).expect(200);
    expect(all.body.total).toBe(6);
    const of = (body: { questions: { questionId: string }[] }, id: string) =>
      body.questions.find((x) => x.questionId === id) as Record<string, unknown>;
    expect(of(all.body, q.scale)).toMatchObject({
      questionType: 'scale',
      answered: 5,
      nps: { promoters: 2, passives: 1, detractors: 2, score: 0 },
      mean: 5.8,
      median: 7,
    });
    expect((of(all.body, q.scale).distribution as { value: number; count: number }[]).map((d) => d.count)).toEqual([
      1, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1,
    ]);
    expect(of(all.body, q.rating)).toMatchObject({
      answered: 5,
      mean: 3.2,
      median: 4,
      distribution: [
        { value: 1, count: 1 },
        { value: 2, count: 1 },
        { value: 3, count: 0 },
        { value: 4, count: 2 },
        { value: 5, count: 1 },
      ],
    });
    expect(of(all.body, q.yesNo)).toMatchObject({ answered: 5, yes: 3, no: 2 });
    expect(of(all.body, q.multiple)).toMatchObject({
      answered: 5,
      options: [
        { id: 'o1', label: 'Excel', count: 3 },
        { id: 'o2', label: 'Sheets', count: 2 },
      ],
      otherCount: 2,
    });
    expect(of(all.body, q.single)).toMatchObject({
      options: [
        { id: 'o1', label: 'Email', count: 3 },
        { id: 'o2', label: 'Phone', count: 2 },
      ],
    });
    expect(of(all.body, q.number)).toMatchObject({ answered: 5, mean: 29, median: 30 });
    expect(of(all.body, q.text)).toMatchObject({ answered: 5, options: null, mean: null });

    const completed = await admin.get(`/api/surveys/${surveyId}/summary?status=completed`).expect(200);
    expect(completed.body.total).toBe(5);
    expect(of(completed.body, q.scale)).toMatchObject({
      answered: 4,
      nps: { promoters: 2, passives: 1, detractors: 1, score: 25 },
    });
    await t.agent().get(`/api/surveys/${surveyId}/summary`).expect(401);
    await admin.get(`/api/surveys/${surveyId}/summary?status=nope`).expect(400);

    const csv = await admin.get(`/api/surveys/${surveyId}/responses.csv`).expect(200);
    const lines = (csv.text as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain('Q3. Question multiple,Q3. Question multiple (Other),Q4. Question rating');
    expect(lines[2]).toContain('words,Email,Excel; Sheets,Airtable,4,9,Yes,20');
  });

  it('rebuilds answers.answer_value from the log exactly as written live', async () => {
    const { surveyId, q } = await typedSurvey();
    await respond(surveyId, [
      { questionId: q.multiple, answerValue: { selected: ['o1'], other: 'Paper' } },
      { questionId: q.single, answerValue: 'o2' },
      { questionId: q.number, answerText: '12 hours per week' },
      { questionId: q.text, answerText: 'Words' },
    ]);
    const live = await readModelSnapshot(t.db);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});
