import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { readModelSnapshot } from '../../testing/read-model-snapshot';
import { startTestApp, TEST_SURVEYS_PASSWORD, type TestApp } from '../../testing/test-app';

// Issue 47 item 4 over HTTP on the real Postgres: an unlisted survey is left off the unlocked /surveys list
// and still opens by its link; a listed one (every survey by default) shows as the spec has it.

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

let counter = 0;
async function createSurvey(title: string) {
  counter += 1;
  const slug = `listing-${counter}-${Date.now().toString(36)}`;
  const res = await admin.post('/api/surveys').send({ title, slug }).expect(201);
  await admin
    .post(`/api/surveys/${res.body.id}/questions`)
    .send({ questionText: 'How was the week?', questionType: 'text' })
    .expect((r) => expect([200, 201]).toContain(r.status));
  return { id: res.body.id as string, slug };
}

async function unlockedTitles(): Promise<string[]> {
  const gate = t.agent();
  await gate.post('/api/surveys/unlock').send({ password: TEST_SURVEYS_PASSWORD }).expect(200);
  const list = await gate.get('/api/surveys').expect(200);
  return (list.body as { title: string }[]).map((survey) => survey.title);
}

describe('PUT /api/surveys/{id}/listing', () => {
  it('leaves an unlisted survey off the unlocked list while its link still opens it', async () => {
    const listed = await createSurvey('Listed pulse');
    const unlisted = await createSurvey('Unlisted pulse');
    expect((await admin.get(`/api/surveys/${listed.id}`).expect(200)).body.listed).toBe(true);
    expect(await unlockedTitles()).toEqual(expect.arrayContaining(['Listed pulse', 'Unlisted pulse']));

    const saved = await admin.put(`/api/surveys/${unlisted.id}/listing`).send({ listed: false }).expect(200);
    expect(saved.body.listed).toBe(false);
    const titles = await unlockedTitles();
    expect(titles).toContain('Listed pulse');
    expect(titles).not.toContain('Unlisted pulse');
    // The admin still sees every survey, and the link still opens the survey for anyone.
    const all = await admin.get('/api/surveys').expect(200);
    expect((all.body as { title: string; listed: boolean }[]).find((s) => s.title === 'Unlisted pulse')?.listed).toBe(
      false,
    );
    const document = await t.agent().get(`/api/surveys/${unlisted.slug}/document`).expect(200);
    expect(document.body.survey.title).toBe('Unlisted pulse');
    expect(document.body.questions).toHaveLength(1);

    await admin.put(`/api/surveys/${unlisted.id}/listing`).send({ listed: true }).expect(200);
    expect(await unlockedTitles()).toContain('Unlisted pulse');
  });

  it('refuses a body without a boolean (400) and anyone but a member (401)', async () => {
    const { id } = await createSurvey('Guarded pulse');
    const bad = await admin.put(`/api/surveys/${id}/listing`).send({ listed: 'no' }).expect(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    await t.agent().put(`/api/surveys/${id}/listing`).send({ listed: false }).expect(401);
  });

  it('records the change in the audit trail, and a rebuild from the events gives the same rows', async () => {
    const { id } = await createSurvey('Rebuilt unlisted pulse');
    await admin.put(`/api/surveys/${id}/listing`).send({ listed: false }).expect(200);
    const trail = await admin.get('/api/audit').query({ surveyId: id, kind: 'shared' }).expect(200);
    expect(trail.body.entries).toEqual([
      expect.objectContaining({ eventType: 'SurveyListingSet', actorKind: 'user', surveyId: id }),
    ]);
    const before = await readModelSnapshot(t.db);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(before);
    expect(await unlockedTitles()).not.toContain('Rebuilt unlisted pulse');
  });
});
