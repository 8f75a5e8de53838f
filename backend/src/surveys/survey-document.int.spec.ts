import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { EVERY_QUESTION_TYPE, surveyWithEveryType } from '../testing/every-question-type';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import type { Queryable } from '../db/db';
import { SurveyDocuments } from './surveys.queries';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';

// GET /api/surveys/{idOrSlug}/document: the survey and its questions as one document (migration 016),
// the same as the two endpoints it replaces on the respondent's page, revalidated by its entity tag.

type Agent = ReturnType<TestApp['agent']>;

/** What the survey and questions endpoints answer, as the document shows them. */
async function separately(agent: Agent, idOrSlug: string) {
  const {
    startedCount: _started,
    completedCount: _completed,
    ...survey
  } = (await agent.get(`/api/surveys/${idOrSlug}`).expect(200)).body;
  const questions = (await agent.get(`/api/surveys/${idOrSlug}/questions`).expect(200)).body;
  return { survey, questions };
}

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('the survey document on %s', (_name, embedded) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['adminAgent']>>;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
    admin = await t.adminAgent();
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('is the survey and its ordered questions of every type, in both languages, by id and by slug', async () => {
    const slug = `every-type-${embedded ? 'e' : 'p'}`;
    const { id, questions } = await surveyWithEveryType(admin, 'Every type');
    await admin.patch(`/api/surveys/${id}`).send({ slug, description: 'All of them' }).expect(200);
    const [, , single] = questions;
    await admin
      .put(`/api/surveys/${id}/translations/ur`)
      .send({ title: 'ہر قسم', questions: { [single.id]: { questionText: 'اہم ذریعہ؟', options: { o1: 'ای میل' } } } })
      .expect(200);

    const anon = t.agent();
    const res = await anon.get(`/api/surveys/${id}/document`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['etag']).toMatch(/^"[0-9a-f]{32}-open"$/);
    expect(res.body).toEqual(await separately(anon, id));
    expect(res.body.survey).toMatchObject({ slug, availability: 'open', translations: { ur: { title: 'ہر قسم' } } });
    // In the builder's order; a question added without a type is a long text.
    expect(res.body.questions.map((q: { questionType: string }) => q.questionType)).toEqual(
      EVERY_QUESTION_TYPE.map((q) => ('questionType' in q ? q.questionType : 'textarea')),
    );
    expect(res.body.questions[2].translations).toEqual({
      ur: { questionText: 'اہم ذریعہ؟', options: { o1: 'ای میل' } },
    });

    const bySlug = await anon.get(`/api/surveys/${slug}/document`).expect(200);
    expect(bySlug.body).toEqual(res.body);
    expect(bySlug.headers['etag']).toBe(res.headers['etag']);
  });

  it('answers 304 with no body while the tag is current, and a new tag after an edit or a change of availability', async () => {
    const id = (await admin.post('/api/surveys').send({ title: 'Tagged' }).expect(201)).body.id as string;
    const question = (await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'First?' }).expect(201))
      .body;
    const anon = t.agent();
    const first = await anon.get(`/api/surveys/${id}/document`).expect(200);
    const etag = first.headers['etag'] as string;

    const again = await anon.get(`/api/surveys/${id}/document`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect((await anon.get(`/api/surveys/${id}/document`).set('If-None-Match', `"other", W/${etag}`)).status).toBe(304);

    // A response started does not change what a respondent reads: the tag holds.
    await anon.post(`/api/surveys/${id}/responses`).send({ surveyMode: 'traditional' }).expect(201);
    expect((await anon.get(`/api/surveys/${id}/document`).set('If-None-Match', etag)).status).toBe(304);

    await admin.patch(`/api/surveys/${id}/questions/${question.id}`).send({ questionText: 'First, reworded?' });
    const reworded = await anon.get(`/api/surveys/${id}/document`).set('If-None-Match', etag).expect(200);
    expect(reworded.body.questions.map((q: { questionText: string }) => q.questionText)).toEqual(['First, reworded?']);
    expect(reworded.headers['etag']).not.toBe(etag);

    // Full: the rows are the same, the availability is not, so neither is the tag.
    await admin.patch(`/api/surveys/${id}`).send({ responseCap: 1 }).expect(200);
    const full = await anon.get(`/api/surveys/${id}/document`).set('If-None-Match', reworded.headers['etag']);
    expect(full.status).toBe(200);
    expect(full.body.survey.availability).toBe('full');
    expect(full.headers['etag']).toMatch(/-full"$/);
  });

  it('is served from the version held while the tag is current, and read again after an edit elsewhere', async () => {
    const id = (await admin.post('/api/surveys').send({ title: 'Held' }).expect(201)).body.id as string;
    await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'Kept?' }).expect(201);
    // Another replica's copy: the edits below go through this app, not through it.
    const sent: unknown[] = [];
    const documents = new SurveyDocuments({
      query: async (text: string, params?: unknown[]) => {
        const result = await t.db.query<{ document: unknown }>(text, params);
        sent.push(...result.rows.map((row) => row.document));
        return result;
      },
    } as Queryable);

    const first = await documents.find(id, new Date());
    const again = await documents.find(id.toUpperCase(), new Date());
    expect(again).toEqual(first);
    expect(JSON.parse(first!.body)).toEqual((await t.agent().get(`/api/surveys/${id}/document`).expect(200)).body);
    expect(sent.map((document) => document === null)).toEqual([false, true]);

    await admin.patch(`/api/surveys/${id}`).send({ title: 'Held, renamed' }).expect(200);
    const renamed = await documents.find(id, new Date());
    expect(JSON.parse(renamed!.body).survey.title).toBe('Held, renamed');
    expect(renamed!.etag).not.toBe(first!.etag);

    await admin.delete(`/api/surveys/${id}`).expect(200);
    expect(await documents.find(id, new Date())).toBeNull();
  });

  it('follows a reorder and a removed question', async () => {
    const id = (await admin.post('/api/surveys').send({ title: 'Reordered' }).expect(201)).body.id as string;
    const ids: string[] = [];
    for (const questionText of ['One?', 'Two?', 'Three?']) {
      ids.push((await admin.post(`/api/surveys/${id}/questions`).send({ questionText }).expect(201)).body.id);
    }
    const texts = async () =>
      (await t.agent().get(`/api/surveys/${id}/document`).expect(200)).body.questions.map(
        (q: { questionText: string }) => q.questionText,
      );
    await admin
      .put(`/api/surveys/${id}/questions/order`)
      .send({ questionIds: [ids[2], ids[0], ids[1]] })
      .expect(200);
    expect(await texts()).toEqual(['Three?', 'One?', 'Two?']);
    await admin.delete(`/api/surveys/${id}/questions/${ids[0]}`).expect(204);
    expect(await texts()).toEqual(['Three?', 'Two?']);
  });

  it('shows a switched-off survey without its questions, and 404 for a deleted or unknown one', async () => {
    const id = (await admin.post('/api/surveys').send({ title: 'Off', isActive: false }).expect(201)).body.id as string;
    await admin.post(`/api/surveys/${id}/questions`).send({ questionText: 'Hidden?' }).expect(201);
    const off = await t.agent().get(`/api/surveys/${id}/document`).expect(200);
    expect(off.body.survey).toMatchObject({ id, availability: 'inactive' });
    expect(off.body.questions).toEqual([]);

    await admin.delete(`/api/surveys/${id}`).expect(200);
    const gone = await t.agent().get(`/api/surveys/${id}/document`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ statusCode: 404, message: 'Survey not found' });
    expect((await t.agent().get('/api/surveys/no-such-slug/document')).status).toBe(404);
  });

  it('comes out of a rebuild as live writes left it', async () => {
    const { id } = await surveyWithEveryType(admin, 'Rebuilt');
    const before = await t.agent().get(`/api/surveys/${id}/document`).expect(200);
    const live = await readModelSnapshot(t.db);
    expect(live.survey_documents.length).toBeGreaterThan(0);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
    const after = await t.agent().get(`/api/surveys/${id}/document`).set('If-None-Match', before.headers['etag']);
    expect(after.status).toBe(304);
  });
});
