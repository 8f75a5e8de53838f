import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';
import { answerWordingJoin } from './questions';
import { runLifecycleScenario } from '../testing/survey-lifecycle.scenario';

// The lifecycle's read models (survey settings, per-survey counts kept by triggers, question wordings,
// answered positions) come out of a rebuild exactly as live appends left them, on Postgres and on the
// the embedded Postgres.

async function wordings(t: TestApp, surveyId: string): Promise<Record<string, string>> {
  const { rows } = await t.db.query<{ answer_text: string; question_text: string }>(
    `SELECT a.answer_text, COALESCE(w.question_text, q.question_text) AS question_text
     FROM answers a JOIN responses r ON r.id = a.response_id JOIN questions q ON q.id = a.question_id
     ${answerWordingJoin('a', 'w')}
     WHERE r.survey_id = $1`,
    [surveyId],
  );
  return Object.fromEntries(rows.map((row) => [row.answer_text, row.question_text]));
}

describe.each([
  ['Postgres', false],
  ['the embedded Postgres', true],
])('survey lifecycle read models on %s', (_name, embedded) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ embedded });
  }, EMBEDDED_START_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps counts and wordings live, and a rebuild gives the same tables', async () => {
    const s = await runLifecycleScenario(t, `rebuild-lifecycle-${embedded ? 'e' : 'p'}`);
    const admin = await t.adminAgent();
    const survey = (await admin.get(`/api/surveys/${s.surveyId}`).expect(200)).body;
    // Three started, one of them erased; the early one completed (the erased one was too).
    expect(survey).toMatchObject({
      title: 'Lifecycle, edited',
      startedCount: 2,
      completedCount: 1,
      responseCap: 10,
      availability: 'open',
    });
    expect((await admin.get(`/api/surveys/${s.copyId}`).expect(200)).body).toMatchObject({
      startedCount: 0,
      completedCount: 0,
      availability: 'inactive',
    });
    expect(await wordings(t, s.surveyId)).toEqual({
      'early answer': 'First, as first asked?',
      'late answer': 'First, reworded?',
    });

    const live = await readModelSnapshot(t.db);
    expect(live.survey_counts).toEqual(
      expect.arrayContaining([{ survey_id: s.surveyId, started_count: 2, completed_count: 1 }]),
    );
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
    expect(await wordings(t, s.surveyId)).toEqual({
      'early answer': 'First, as first asked?',
      'late answer': 'First, reworded?',
    });
  });

  it('holds a response cap exactly when starts race for the last places, and a rebuild does not re-check it', async () => {
    const admin = await t.adminAgent();
    const survey = await admin.post('/api/surveys').send({ title: 'Raced' }).expect(201);
    const id = survey.body.id as string;
    await admin.patch(`/api/surveys/${id}`).send({ responseCap: 3 }).expect(200);
    const starts = await Promise.all(
      Array.from({ length: 10 }, () => t.agent().post(`/api/surveys/${id}/responses`).send({ surveyMode: 'ai_chat' })),
    );
    expect(starts.filter((res) => res.status === 201)).toHaveLength(3);
    for (const refused of starts.filter((res) => res.status !== 201)) {
      expect(refused.body).toMatchObject({ statusCode: 409, message: 'This survey has reached its response limit.' });
    }
    expect((await admin.get(`/api/surveys/${id}`)).body).toMatchObject({ startedCount: 3, availability: 'full' });
    // A cap lowered below the count: the survey stays full, and the rebuild replays the three starts.
    await admin.patch(`/api/surveys/${id}`).send({ responseCap: 1 }).expect(200);
    const live = await readModelSnapshot(t.db);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
    expect((await admin.get(`/api/surveys/${id}`)).body).toMatchObject({ startedCount: 3, availability: 'full' });
  });
});
