import { startTestApp, type TestApp } from '../testing/test-app';
import { QUESTIONS_LOCKED_MESSAGES } from './survey-limits';

// The lifecycle endpoints on the real Postgres: edit, switch, close date, cap, duplicate, question changes
// before and after the first response, and the respondent's side of a survey that is not open.

let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['adminAgent']>>;
let admin: Agent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

async function createSurvey(body: Record<string, unknown>, questions: string[] = []) {
  const res = await admin.post('/api/surveys').send(body).expect(201);
  const ids: string[] = [];
  for (const questionText of questions) {
    ids.push((await admin.post(`/api/surveys/${res.body.id}/questions`).send({ questionText }).expect(201)).body.id);
  }
  return { id: res.body.id as string, questionIds: ids };
}

const start = (surveyId: string) =>
  t.agent().post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' });

const complete = (responseId: string) =>
  t.agent().patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() });

const eventTypes = async (surveyId: string) =>
  (
    await t.db.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `survey-${surveyId}`,
    ])
  ).rows.map((row) => row.type);

describe('PATCH /api/surveys/{id}', () => {
  it('edits details and settings, records only what changes, and answers the survey view', async () => {
    const { id } = await createSurvey({ title: 'Edit me', slug: 'edit-me' });
    const res = await admin
      .patch(`/api/surveys/${id}`)
      .send({
        title: ' Edited ',
        description: 'Now with a description',
        slug: 'Edited-Slug',
        logo: '/uploads/99999999999999999999999999999999.png',
        closesAt: '2099-06-01T12:00:00+02:00',
        responseCap: 5,
      })
      .expect(200);
    expect(res.body).toEqual({
      id,
      title: 'Edited',
      description: 'Now with a description',
      slug: 'edited-slug',
      logo: '/uploads/99999999999999999999999999999999.png',
      isActive: true,
      createdAt: expect.any(String),
      closesAt: '2099-06-01T10:00:00.000Z',
      responseCap: 5,
      startedCount: 0,
      completedCount: 0,
      availability: 'open',
      languages: ['en', 'ur'],
      listed: true,
      clientId: null,
      translations: {},
      embedOrigins: [],
      endScreen: { texts: {}, redirectUrl: null, redirectTopWindow: false, stayOnEndScreen: false },
    });
    await t.agent().get('/api/surveys/edited-slug').expect(200);
    await t.agent().get('/api/surveys/edit-me').expect(404);
    // The same values again record nothing.
    await admin.patch(`/api/surveys/${id}`).send({ title: 'Edited', responseCap: 5 }).expect(200);
    expect(await eventTypes(id)).toEqual([
      'SurveyCreated',
      'SurveyDetailsChanged',
      'SurveyCloseDateSet',
      'SurveyResponseCapSet',
    ]);
    const cleared = await admin
      .patch(`/api/surveys/${id}`)
      .send({ description: null, slug: null, logo: null, closesAt: null, responseCap: null })
      .expect(200);
    expect(cleared.body).toMatchObject({
      description: null,
      slug: null,
      logo: null,
      closesAt: null,
      responseCap: null,
    });
  });

  it('switches a survey off and on', async () => {
    const { id } = await createSurvey({ title: 'Switch' });
    expect((await admin.patch(`/api/surveys/${id}`).send({ isActive: false }).expect(200)).body).toMatchObject({
      isActive: false,
      availability: 'inactive',
    });
    expect((await admin.patch(`/api/surveys/${id}`).send({ isActive: true }).expect(200)).body).toMatchObject({
      isActive: true,
      availability: 'open',
    });
    expect(await eventTypes(id)).toEqual(['SurveyCreated', 'SurveyDeactivated', 'SurveyActivated']);
  });

  it('refuses a taken slug (409), bad values and unknown fields (400), strangers and unknown surveys', async () => {
    await createSurvey({ title: 'Holder', slug: 'held-slug' });
    const { id } = await createSurvey({ title: 'Wants it' });
    const taken = await admin.patch(`/api/surveys/${id}`).send({ slug: 'held-slug' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ statusCode: 409, message: 'This URL slug is already taken' });
    for (const body of [
      { responseCap: 0 },
      { responseCap: 2.5 },
      { closesAt: 'next friday' },
      { title: '  ' },
      { isActive: 'yes' },
      { hacker: true },
    ]) {
      const res = await admin.patch(`/api/surveys/${id}`).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    expect((await t.agent().patch(`/api/surveys/${id}`).send({ title: 'x' })).status).toBe(401);
    expect((await admin.patch('/api/surveys/no-such-survey').send({ title: 'x' })).status).toBe(404);
  });
});

describe('a survey that is not open', () => {
  it('closed: shown to respondents with availability, new responses refused, started ones may finish', async () => {
    const { id, questionIds } = await createSurvey({ title: 'Closing' }, ['Q?']);
    const before = await start(id).expect(201);
    await admin
      .patch(`/api/surveys/${id}`)
      .send({ closesAt: new Date(Date.now() - 1000).toISOString() })
      .expect(200);
    expect((await t.agent().get(`/api/surveys/${id}`).expect(200)).body).toMatchObject({ availability: 'closed' });
    const refused = await start(id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'This survey is closed.' });
    await t.agent().get(`/api/surveys/${id}/questions`).expect(200);
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId: before.body.id, questionId: questionIds[0], answerText: 'still mine' })
      .expect(201);
    await complete(before.body.id).expect(200);
    // Opening it again: a close date in the future.
    await admin.patch(`/api/surveys/${id}`).send({ closesAt: '2099-01-01T00:00:00Z' }).expect(200);
    await start(id).expect(201);
  });

  it('full: the cap counts started responses; an erasure frees a place', async () => {
    const { id } = await createSurvey({ title: 'Capped' });
    await admin.patch(`/api/surveys/${id}`).send({ responseCap: 2 }).expect(200);
    const first = await start(id).expect(201);
    await start(id).expect(201);
    expect((await t.agent().get(`/api/surveys/${id}`).expect(200)).body).toMatchObject({
      startedCount: 2,
      completedCount: 0,
      availability: 'full',
    });
    const refused = await start(id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'This survey has reached its response limit.' });
    // A respondent who started may finish.
    await complete(first.body.id).expect(200);
    expect((await admin.get(`/api/surveys/${id}`)).body).toMatchObject({ startedCount: 2, completedCount: 1 });
    await admin.delete(`/api/responses/${first.body.id}`).expect(204);
    expect((await admin.get(`/api/surveys/${id}`)).body).toMatchObject({
      startedCount: 1,
      completedCount: 0,
      availability: 'open',
    });
    await start(id).expect(201);
  });

  it('inactive: refused with its own message, and the counts are in the admin list', async () => {
    const { id } = await createSurvey({ title: 'Counted' });
    const r = await start(id).expect(201);
    await complete(r.body.id).expect(200);
    await start(id).expect(201);
    await admin.patch(`/api/surveys/${id}`).send({ isActive: false }).expect(200);
    const refused = await start(id);
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'This survey is not accepting responses' });
    const listed = ((await admin.get('/api/surveys').expect(200)).body as { id: string }[]).find((s) => s.id === id);
    expect(listed).toMatchObject({ startedCount: 2, completedCount: 1, availability: 'inactive' });
  });
});

describe('POST /api/surveys/{id}/duplicate', () => {
  it('copies every question and setting and the logo, inactive, under a free -copy slug, without responses', async () => {
    const { id, questionIds } = await createSurvey(
      {
        title: 'Original',
        slug: 'original',
        description: 'About things',
        logo: '/uploads/dddddddddddddddddddddddddddddddd.png',
      },
      ['One?', 'Two?', 'Three?'],
    );
    await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'Optional?', isRequired: false }).expect(201);
    await admin.patch(`/api/surveys/${id}/questions/${questionIds[1]}`).send({ questionText: 'Two, reworded?' });
    await admin
      .put(`/api/surveys/${id}/questions/order`)
      .send({
        questionIds: [
          questionIds[2],
          ...(await admin.get(`/api/surveys/${id}/questions`)).body
            .map((q: { id: string }) => q.id)
            .filter((q: string) => q !== questionIds[2]),
        ],
      })
      .expect(200);
    await admin.patch(`/api/surveys/${id}`).send({ closesAt: '2099-03-01T00:00:00.000Z', responseCap: 7 }).expect(200);
    await start(id).expect(201);

    const copy = await admin.post(`/api/surveys/${id}/duplicate`).expect(201);
    const source = (await admin.get(`/api/surveys/${id}`)).body;
    expect(copy.body).toEqual({
      ...source,
      id: expect.any(String),
      title: 'Original (copy)',
      slug: 'original-copy',
      isActive: false,
      createdAt: expect.any(String),
      startedCount: 0,
      completedCount: 0,
      availability: 'inactive',
    });
    expect(copy.body.id).not.toBe(id);
    const shape = (list: { id: string; surveyId: string }[]) => list.map(({ id: _i, surveyId: _s, ...rest }) => rest);
    const sourceQuestions = (await admin.get(`/api/surveys/${id}/questions`)).body;
    const copyQuestions = (await admin.get(`/api/surveys/${copy.body.id}/questions`)).body;
    expect(shape(copyQuestions)).toEqual(shape(sourceQuestions));
    expect(copyQuestions.map((q: { questionText: string }) => q.questionText)).toEqual([
      'Three?',
      'One?',
      'Two, reworded?',
      'Optional?',
    ]);
    expect(copyQuestions.every((q: { id: string }) => !questionIds.includes(q.id))).toBe(true);
    expect((await admin.get(`/api/surveys/${copy.body.id}/responses`)).body).toEqual([]);

    const again = await admin.post(`/api/surveys/${id}/duplicate`).expect(201);
    expect(again.body.slug).toBe('original-copy-2');
    const ofCopy = await admin.post(`/api/surveys/${copy.body.id}/duplicate`).expect(201);
    expect(ofCopy.body).toMatchObject({ slug: 'original-copy-copy', title: 'Original (copy) (copy)' });
  });

  it('leaves the slug empty when the source has none; 404 for an unknown survey; admin only', async () => {
    const { id } = await createSurvey({ title: 'No slug' });
    expect((await admin.post(`/api/surveys/${id}/duplicate`).expect(201)).body.slug).toBeNull();
    expect((await admin.post('/api/surveys/unknown-survey/duplicate')).status).toBe(404);
    expect((await t.agent().post(`/api/surveys/${id}/duplicate`)).status).toBe(401);
  });
});

describe('questions before and after the first response', () => {
  it('are added anywhere, reordered, reworded and removed freely until the first response', async () => {
    const { id, questionIds } = await createSurvey({ title: 'Free' }, ['A?', 'B?', 'C?']);
    const reordered = await admin
      .put(`/api/surveys/${id}/questions/order`)
      .send({ questionIds: [questionIds[2], questionIds[0], questionIds[1]] })
      .expect(200);
    expect(reordered.body.map((q: { questionText: string; order: number }) => [q.questionText, q.order])).toEqual([
      ['C?', 1],
      ['A?', 2],
      ['B?', 3],
    ]);
    const reworded = await admin
      .patch(`/api/surveys/${id}/questions/${questionIds[0]}`)
      .send({ questionText: ' A, better? ' })
      .expect(200);
    expect(reworded.body).toMatchObject({ id: questionIds[0], questionText: 'A, better?', order: 2 });
    await admin.delete(`/api/surveys/${id}/questions/${questionIds[2]}`).expect(204);
    const left = (await admin.get(`/api/surveys/${id}/questions`)).body;
    expect(left.map((q: { questionText: string; order: number }) => [q.questionText, q.order])).toEqual([
      ['A, better?', 1],
      ['B?', 2],
    ]);
    await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'First now?', order: 1 }).expect(201);
  });

  it('after the first response: only added at the end and reworded; the rest is 409 with the reason', async () => {
    const { id, questionIds } = await createSurvey({ title: 'Locked' }, ['A?', 'B?']);
    await start(id).expect(201);
    const removed = await admin.delete(`/api/surveys/${id}/questions/${questionIds[0]}`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe(QUESTIONS_LOCKED_MESSAGES.remove);
    const reordered = await admin
      .put(`/api/surveys/${id}/questions/order`)
      .send({ questionIds: [questionIds[1], questionIds[0]] });
    expect(reordered.status).toBe(409);
    expect(reordered.body.message).toBe(QUESTIONS_LOCKED_MESSAGES.reorder);
    const inside = await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'Inside?', order: 1 });
    expect(inside.status).toBe(409);
    expect(inside.body.message).toBe(QUESTIONS_LOCKED_MESSAGES.addInside);
    const atEnd = await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'At the end?' }).expect(201);
    expect(atEnd.body.order).toBe(3);
    await admin
      .patch(`/api/surveys/${id}/questions/${questionIds[0]}`)
      .send({ questionText: 'A, reworded?' })
      .expect(200);
  });

  it('refuses unknown questions (404), an incomplete order and blank text (400), strangers (401)', async () => {
    const { id, questionIds } = await createSurvey({ title: 'Rules' }, ['A?', 'B?']);
    expect((await admin.patch(`/api/surveys/${id}/questions/nope`).send({ questionText: 'x' })).status).toBe(404);
    expect((await admin.delete(`/api/surveys/${id}/questions/nope`)).status).toBe(404);
    expect((await admin.put(`/api/surveys/${id}/questions/order`).send({ questionIds: [questionIds[0]] })).status).toBe(
      400,
    );
    expect((await admin.put(`/api/surveys/${id}/questions/order`).send({ questionIds: 'x' })).status).toBe(400);
    expect(
      (await admin.patch(`/api/surveys/${id}/questions/${questionIds[0]}`).send({ questionText: ' ' })).status,
    ).toBe(400);
    expect((await t.agent().delete(`/api/surveys/${id}/questions/${questionIds[0]}`)).status).toBe(401);
  });
});
