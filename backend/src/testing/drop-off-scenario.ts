import type { Queryable } from '../db/db';
import type { TestApp } from './test-app';
import { dropOffView, type DropOffCount, type DropOffMetric } from '../responses/drop-off/drop-off';
import type { DropOffView } from '../responses/drop-off/drop-off.views';

// One survey taken in every way the counters must follow: answers, revisions, a skipped question,
// completion, both modes and languages, a response without answers, and an erasure.

export type DropOffScenario = {
  surveyId: string;
  questionIds: [string, string, string];
  /** Responses by name: a (completed), b, c (skipped q2), d (no answers), e (erased by `erase`). */
  responses: Record<'a' | 'b' | 'c' | 'd' | 'e', string>;
  erase(): Promise<void>;
};

export async function seedDropOffScenario(t: TestApp): Promise<DropOffScenario> {
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Drop-off' }).expect(201);
  const surveyId: string = survey.body.id;
  const questionIds: string[] = [];
  for (const text of ['First?', 'Second?', 'Third?']) {
    const q = await admin
      .post(`/api/surveys/${surveyId}/questions`)
      .send({ questionText: text, isRequired: false })
      .expect(201);
    questionIds.push(q.body.id);
  }
  const [q1, q2, q3] = questionIds as [string, string, string];
  const start = async (surveyMode: string, language?: string) =>
    (
      await t
        .agent()
        .post(`/api/surveys/${surveyId}/responses`)
        .send({ surveyMode, ...(language ? { language } : {}) })
        .expect(201)
    ).body.id as string;
  const answer = (responseId: string, questionId: string, answerText: string) =>
    t.agent().post('/api/answers').send({ responseId, questionId, answerText }).expect(201);

  const a = await start('traditional', 'en');
  const b = await start('traditional', 'ur');
  const c = await start('ai_chat', 'en');
  const d = await start('ai_chat');
  const e = await start('traditional', 'en');
  await answer(a, q1, 'one');
  await answer(b, q1, 'one');
  await answer(a, q2, 'two');
  // Revisions: the same question answered again counts once.
  await answer(a, q1, 'one, again');
  await answer(a, q1, 'one, a third time');
  await answer(c, q1, 'one');
  await answer(c, q3, 'three');
  await answer(e, q1, 'one');
  await answer(e, q2, 'two');
  await answer(c, q1, 'one, revised after q3');
  await t.agent().patch(`/api/responses/${a}`).send({ completedAt: new Date().toISOString() }).expect(200);
  return {
    surveyId,
    questionIds: [q1, q2, q3],
    responses: { a, b, c, d, e },
    async erase() {
      await admin.delete(`/api/responses/${e}`).expect(204);
    },
  };
}

/**
 * The same numbers counted from scratch over the response read models (what the triggers save the
 * API from doing on every read), by the definitions in migration 011.
 */
export async function recountDropOff(db: Queryable, surveyId: string): Promise<DropOffView> {
  const { rows: questions } = await db.query<{ id: string; order: number; question_text: string }>(
    `SELECT id, "order", question_text FROM questions WHERE survey_id = $1 ORDER BY "order", created_at, id`,
    [surveyId],
  );
  const { rows } = await db.query<{
    metric: DropOffMetric;
    question_id: string;
    survey_mode: string;
    language: string;
    n: string;
  }>(
    `WITH p AS (
       SELECT r.id, r.survey_mode, coalesce(r.language, 'none') AS language, r.completed_at IS NOT NULL AS completed,
         (SELECT q.id FROM answers a JOIN questions q ON q.id = a.question_id AND q.survey_id = r.survey_id
          WHERE a.response_id = r.id ORDER BY q."order" DESC, q.created_at DESC, q.id DESC LIMIT 1) AS furthest
       FROM responses r WHERE r.survey_id = $1
     )
     SELECT 'started' AS metric, '' AS question_id, survey_mode, language, count(*) AS n FROM p GROUP BY 3, 4
     UNION ALL SELECT 'completed', '', survey_mode, language, count(*) FROM p WHERE completed GROUP BY 3, 4
     UNION ALL SELECT 'stopped_after', furthest, survey_mode, language, count(*) FROM p
       WHERE NOT completed AND furthest IS NOT NULL GROUP BY 2, 3, 4
     UNION ALL SELECT 'answered', a.question_id, p.survey_mode, p.language, count(*) FROM p
       JOIN answers a ON a.response_id = p.id GROUP BY 2, 3, 4`,
    [surveyId],
  );
  const counts: DropOffCount[] = rows.map((row) => ({
    metric: row.metric,
    questionId: row.question_id,
    surveyMode: row.survey_mode,
    language: row.language,
    n: Number(row.n),
  }));
  const view = dropOffView(
    questions.map((q) => ({ id: q.id, order: Number(q.order), questionText: q.question_text })),
    counts,
  );
  return { ...view, lowQualityExcluded: 0 };
}

/** The drop-off read model's rows, in a stable order. */
export async function dropOffTables(db: Queryable) {
  return {
    progress: (await db.query('SELECT * FROM drop_off_progress ORDER BY response_id')).rows,
    counts: (
      await db.query('SELECT * FROM drop_off_counts ORDER BY survey_id, metric, question_id, survey_mode, language')
    ).rows,
  };
}
