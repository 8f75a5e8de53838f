import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { READ_MODEL_TABLES } from '../../projections/row-change';
import { cipherOf } from '../../testing/event-cipher';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  dropOffTables,
  recountDropOff,
  seedDropOffScenario,
  type DropOffScenario,
} from '../../testing/drop-off-scenario';

// The drop-off counters on the real Postgres: kept by triggers as the API writes, equal to a count
// from scratch, and to what a rebuild of the read models gives.

let t: TestApp;
let s: DropOffScenario;

beforeAll(async () => {
  t = await startTestApp();
  s = await seedDropOffScenario(t);
});
afterAll(async () => {
  await t.close();
});

const funnel = (view: { started: number; completed: number; questions: { reached: number; answered: number }[] }) => ({
  started: view.started,
  completed: view.completed,
  questions: view.questions.map((q) => [q.reached, q.answered]),
});

describe('GET /api/surveys/{id}/drop-off', () => {
  it('counts starts, reached and answered questions (revisions once) and completions, by mode and language', async () => {
    const admin = await t.adminAgent();
    const { body } = await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200);
    expect(funnel(body)).toEqual({
      started: 5,
      completed: 1,
      questions: [
        [4, 4],
        [3, 2],
        [2, 1],
      ],
    });
    expect(body.questions.map((q: { questionId: string; order: number; questionText: string }) => q)).toEqual([
      expect.objectContaining({ questionId: s.questionIds[0], order: 1, questionText: 'First?' }),
      expect.objectContaining({ questionId: s.questionIds[1], order: 2, questionText: 'Second?' }),
      expect.objectContaining({ questionId: s.questionIds[2], order: 3, questionText: 'Third?' }),
    ]);
    expect(body).toEqual(await recountDropOff(t.db, s.surveyId));
  });

  it('follows the responses list filters (mode, language, status, start dates) with the same definitions', async () => {
    const admin = await t.adminAgent();
    const all = (await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200)).body;
    const get = async (query: string) =>
      (await admin.get(`/api/surveys/${s.surveyId}/drop-off?${query}`).expect(200)).body;
    // A filter the counters also slice by gives the slice the unfiltered answer already holds.
    expect(funnel(await get('mode=traditional'))).toEqual(funnel(all.byMode.traditional));
    expect(funnel(await get('language=ur'))).toEqual(funnel(all.byLanguage.ur));
    // Mode and language together: only a (traditional, en, completed) and e (traditional, en, q1+q2).
    expect(funnel(await get('mode=traditional&language=en'))).toEqual({
      started: 2,
      completed: 1,
      questions: [
        [2, 2],
        [2, 2],
        [1, 0],
      ],
    });
    expect(funnel(await get('status=completed'))).toEqual({
      started: 1,
      completed: 1,
      questions: [
        [1, 1],
        [1, 1],
        [1, 0],
      ],
    });
    expect(funnel(await get('status=in_progress'))).toEqual({
      started: 4,
      completed: 0,
      questions: [
        [3, 3],
        [2, 1],
        [1, 1],
      ],
    });
    // Every response started today: a range around today keeps them all, one before keeps none.
    const today = new Date().toISOString().slice(0, 10);
    expect(funnel(await get(`from=${today}&to=${today}`))).toEqual(funnel(all));
    expect(funnel(await get('to=2000-01-01'))).toEqual({
      started: 0,
      completed: 0,
      questions: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
    await admin.get(`/api/surveys/${s.surveyId}/drop-off?status=nearly`).expect(400);
  });

  it('takes an erased response away from every count', async () => {
    await s.erase();
    const admin = await t.adminAgent();
    const { body } = await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200);
    expect(funnel(body)).toEqual({
      started: 4,
      completed: 1,
      questions: [
        [3, 3],
        [2, 1],
        [2, 1],
      ],
    });
    expect(funnel(body.byMode.traditional)).toEqual({
      started: 2,
      completed: 1,
      questions: [
        [2, 2],
        [1, 1],
        [1, 0],
      ],
    });
    expect(funnel(body.byMode.ai_chat)).toEqual({
      started: 2,
      completed: 0,
      questions: [
        [1, 1],
        [1, 0],
        [1, 1],
      ],
    });
    expect(funnel(body.byLanguage.en)).toEqual({
      started: 2,
      completed: 1,
      questions: [
        [2, 2],
        [2, 1],
        [2, 1],
      ],
    });
    expect(funnel(body.byLanguage.ur)).toEqual({
      started: 1,
      completed: 0,
      questions: [
        [1, 1],
        [0, 0],
        [0, 0],
      ],
    });
    expect(funnel(body.byLanguage.none)).toEqual({
      started: 1,
      completed: 0,
      questions: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
    });
    expect(body).toEqual(await recountDropOff(t.db, s.surveyId));
    // Nothing is left of the erased response, not even a count of 0.
    const { progress, counts } = await dropOffTables(t.db);
    expect(progress.map((row) => row.response_id)).not.toContain(s.responses.e);
    expect(counts.every((row) => Number(row.n) > 0)).toBe(true);
  });

  it('counts a question added later as reached by completed responses only', async () => {
    const admin = await t.adminAgent();
    await admin.post(`/api/surveys/${s.surveyId}/questions`).send({ questionText: 'Fourth?' }).expect(201);
    const { body } = await admin.get(`/api/surveys/${s.surveyId}/drop-off`).expect(200);
    expect(body.questions).toHaveLength(4);
    expect(body.questions[3]).toMatchObject({ questionText: 'Fourth?', reached: 1, answered: 0 });
    expect(body).toEqual(await recountDropOff(t.db, s.surveyId));
  });

  it('gives the same counters after a rebuild of the read models, whatever the batch size', async () => {
    const live = await dropOffTables(t.db);
    expect(live.counts.length).toBeGreaterThan(0);
    for (const batchSize of [1, 2, 3, 7, undefined]) {
      await rebuildReadModels(t.db, READ_MODEL_PLAN, { batchSize, cipher: cipherOf(t) });
      expect(await dropOffTables(t.db)).toEqual(live);
    }
  });

  it('counts the same whatever order the rows arrive in (the bulk rebuild groups rows per table)', async () => {
    const live = await dropOffTables(t.db);
    const tables = ['questions', 'responses', 'answers'] as const;
    const rows = Object.fromEntries(
      await Promise.all(tables.map(async (table) => [table, (await t.db.query(`SELECT * FROM ${table}`)).rows])),
    ) as Record<(typeof tables)[number], unknown[]>;
    const orders: Array<Array<(typeof tables)[number]>> = [
      ['answers', 'responses', 'questions'],
      ['responses', 'answers', 'questions'],
      ['answers', 'questions', 'responses'],
    ];
    for (const order of orders) {
      await t.db.transaction(async (tx) => {
        // The team stays (the tests after this one log in).
        await tx.query(`TRUNCATE ${READ_MODEL_TABLES.filter((table) => table !== 'users').join(', ')}`);
        for (const table of order) {
          await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [
            JSON.stringify(rows[table]),
          ]);
        }
      });
      expect(await dropOffTables(t.db)).toEqual(live);
    }
  });

  it('is admin-only and answers 404 for an unknown survey', async () => {
    await t.agent().get(`/api/surveys/${s.surveyId}/drop-off`).expect(401);
    const admin = await t.adminAgent();
    await admin.get('/api/surveys/00000000-0000-4000-8000-000000000000/drop-off').expect(404);
  });
});
