import { startTestApp, TEST_SURVEYS_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createSurvey(body: Record<string, unknown>) {
  const admin = await t.adminAgent();
  return { admin, res: await admin.post('/api/surveys').send(body) };
}

describe('surveys API', () => {
  it('creates a survey with trimmed title, active by default, and reads it by id and by slug', async () => {
    const { res } = await createSurvey({
      title: '  Team discovery  ',
      description: 'About AI',
      slug: 'team-discovery',
      isActive: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Team discovery',
      description: 'About AI',
      slug: 'team-discovery',
      isActive: true,
      logo: null,
    });
    expect(typeof res.body.id).toBe('string');
    expect(new Date(res.body.createdAt).toString()).not.toBe('Invalid Date');

    const anon = t.agent();
    const byId = await anon.get(`/api/surveys/${res.body.id}`).expect(200);
    const bySlug = await anon.get('/api/surveys/team-discovery').expect(200);
    expect(bySlug.body).toEqual(byId.body);
  });

  it('refuses a blank title, a malformed slug and unknown fields with 400 JSON', async () => {
    const admin = await t.adminAgent();
    const blank = await admin.post('/api/surveys').send({ title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/title/i) });
    expect((await admin.post('/api/surveys').send({ title: 'x', slug: 'bad slug!' })).status).toBe(400);
    const unknown = await admin.post('/api/surveys').send({ title: 'x', hacker: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/hacker/);
  });

  it('answers 409 when a slug is already taken', async () => {
    const admin = await t.adminAgent();
    await admin.post('/api/surveys').send({ title: 'One', slug: 'taken-slug' }).expect(201);
    const again = await admin.post('/api/surveys').send({ title: 'Two', slug: 'taken-slug' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/slug/i);
  });

  it('adds questions (textarea, required by default, 1-based order) and lists them in order', async () => {
    const { admin, res } = await createSurvey({ title: 'Questions' });
    const id = res.body.id as string;
    const second = await admin
      .post(`/api/surveys/${id}/questions`)
      .send({ questionText: 'Second?', questionType: 'textarea', order: 2, isRequired: false });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      surveyId: id,
      questionText: 'Second?',
      questionType: 'textarea',
      order: 2,
      isRequired: false,
    });
    await admin.post(`/api/surveys/${id}/questions`).send({ questionText: ' First? ', order: 1 }).expect(201);

    const list = await t.agent().get(`/api/surveys/${id}/questions`).expect(200);
    expect(
      list.body.map((q: { questionText: string; order: number; isRequired: boolean }) => [
        q.questionText,
        q.order,
        q.isRequired,
      ]),
    ).toEqual([
      ['First?', 1, true],
      ['Second?', 2, false],
    ]);
  });

  it('refuses a blank question, order 0 and questions for an unknown survey', async () => {
    const { admin, res } = await createSurvey({ title: 'Rules' });
    expect((await admin.post(`/api/surveys/${res.body.id}/questions`).send({ questionText: '  ' })).status).toBe(400);
    expect(
      (await admin.post(`/api/surveys/${res.body.id}/questions`).send({ questionText: 'Q', order: 0 })).status,
    ).toBe(400);
    expect((await admin.post('/api/surveys/no-such-survey/questions').send({ questionText: 'Q' })).status).toBe(404);
  });

  it('deletes a survey: it disappears from reads and cannot be started, while the log keeps it', async () => {
    const { admin, res } = await createSurvey({ title: 'To delete', slug: 'to-delete' });
    const id = res.body.id as string;
    await admin.delete(`/api/surveys/${id}`).expect(200);
    await t.agent().get(`/api/surveys/${id}`).expect(404);
    // A deleted survey is gone (410), not unknown: the respondent's page says it was removed.
    await t.agent().post(`/api/surveys/${id}/responses`).send({ surveyId: id, surveyMode: 'traditional' }).expect(410);
    expect((await admin.get('/api/surveys')).body.map((s: { id: string }) => s.id)).not.toContain(id);
    expect((await admin.delete(`/api/surveys/${id}`)).status).toBe(404);
    const { rows } = await t.db.query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`survey-${id}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['SurveyCreated', 'SurveyDeleted']);
    // A deleted survey's slug is free again.
    await admin.post('/api/surveys').send({ title: 'Reborn', slug: 'to-delete' }).expect(201);
  });

  it('shows respondents an inactive survey as inactive (no questions) and refuses to start it', async () => {
    const { admin, res } = await createSurvey({ title: 'Inactive', isActive: false });
    const id = res.body.id as string;
    const shown = await t.agent().get(`/api/surveys/${id}`).expect(200);
    expect(shown.body).toMatchObject({ id, isActive: false, availability: 'inactive' });
    await t.agent().get(`/api/surveys/${id}/questions`).expect(404);
    // Starting it is refused as a conflict with its state (409), as for every respondent command.
    await t.agent().post(`/api/surveys/${id}/responses`).send({ surveyMode: 'traditional' }).expect(409);
    expect((await admin.get(`/api/surveys/${id}`)).body.isActive).toBe(false);
  });

  it('lists surveys: 401 anonymous, active public fields after unlock, everything for the admin', async () => {
    const { admin } = await createSurvey({ title: 'Listed active', slug: 'listed-active' });
    await admin.post('/api/surveys').send({ title: 'Listed inactive', isActive: false }).expect(201);

    const anon = t.agent();
    expect((await anon.get('/api/surveys')).status).toBe(401);
    await anon.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
    const publicList = (await anon.get('/api/surveys').expect(200)).body as Record<string, unknown>[];
    expect(publicList.map((s) => s.title)).toContain('Listed active');
    expect(publicList.map((s) => s.title)).not.toContain('Listed inactive');
    expect(Object.keys(publicList[0]!).sort()).toEqual(['createdAt', 'description', 'id', 'isActive', 'title']);

    const adminList = (await admin.get('/api/surveys').expect(200)).body as { title: string }[];
    expect(adminList.map((s) => s.title)).toEqual(expect.arrayContaining(['Listed active', 'Listed inactive']));
  });

  it('answers unknown API paths with a 404 JSON', async () => {
    const res = await t.agent().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe(404);
  });
});
