import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function surveyWithResponses(slug: string) {
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: slug, slug }).expect(201);
  const start = async () =>
    (await t.agent().post(`/api/surveys/${survey.body.id}/responses`).send({ surveyMode: 'traditional' }).expect(201))
      .body as { id: string; submittedAt: string };
  const completed = await start();
  await t.agent().patch(`/api/responses/${completed.id}`).send({ completedAt: new Date().toISOString() }).expect(200);
  const spam = [await start(), await start()];
  return { admin, surveyId: survey.body.id as string, completed, spam };
}

const ids = (body: { id: string }[]) => body.map((r) => r.id).sort();

describe('erasing responses', () => {
  it('is for the admin only', async () => {
    const { surveyId, spam } = await surveyWithResponses('erase-admin-only');
    await t.agent().delete(`/api/responses/${spam[0]!.id}`).expect(401);
    await t
      .agent()
      .post(`/api/surveys/${surveyId}/responses/erase`)
      .send({ startedFrom: '2000-01-01T00:00:00Z', startedTo: '2100-01-01T00:00:00Z' })
      .expect(401);
  });

  it('erases the incomplete responses started in the window, answering how many', async () => {
    const { admin, surveyId, completed, spam } = await surveyWithResponses('erase-bulk');
    const window = { startedFrom: spam[0]!.submittedAt, startedTo: '2100-01-01T00:00:00.000Z', onlyIncomplete: true };
    const first = await admin.post(`/api/surveys/${surveyId}/responses/erase`).send(window).expect(200);
    expect(first.body).toEqual({ erased: 2 });
    const left = await admin.get(`/api/surveys/${surveyId}/responses`).expect(200);
    expect(ids(left.body)).toEqual([completed.id]);
    // Again: nothing left to erase; completed responses stay unless asked for.
    expect((await admin.post(`/api/surveys/${surveyId}/responses/erase`).send(window).expect(200)).body).toEqual({
      erased: 0,
    });
    const all = {
      startedFrom: '2000-01-01T00:00:00.000Z',
      startedTo: '2100-01-01T00:00:00.000Z',
      onlyIncomplete: false,
    };
    expect((await admin.post(`/api/surveys/${surveyId}/responses/erase`).send(all).expect(200)).body).toEqual({
      erased: 1,
    });
    expect((await admin.get(`/api/surveys/${surveyId}/responses`).expect(200)).body).toEqual([]);
  });

  it('refuses a bad window and an unknown survey', async () => {
    const { admin, surveyId } = await surveyWithResponses('erase-bad-window');
    const reversed = { startedFrom: '2100-01-01T00:00:00Z', startedTo: '2000-01-01T00:00:00Z' };
    const bad = await admin.post(`/api/surveys/${surveyId}/responses/erase`).send(reversed).expect(400);
    expect(bad.body.message).toBe('startedFrom must be before startedTo');
    await admin.post(`/api/surveys/${surveyId}/responses/erase`).send({ startedFrom: 'yesterday' }).expect(400);
    await admin
      .post('/api/surveys/no-such-survey/responses/erase')
      .send({ startedFrom: '2000-01-01T00:00:00Z', startedTo: '2100-01-01T00:00:00Z' })
      .expect(404);
  });

  it('leaves an erased response unknown to its respondent', async () => {
    const { admin, spam } = await surveyWithResponses('erase-one');
    await admin.delete(`/api/responses/${spam[0]!.id}`).expect(204);
    await t.agent().patch(`/api/responses/${spam[0]!.id}`).send({ completedAt: new Date().toISOString() }).expect(404);
    await admin.delete(`/api/responses/${spam[0]!.id}`).expect(404);
  });
});
