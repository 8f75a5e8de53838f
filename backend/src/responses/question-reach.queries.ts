import type { Queryable } from '../db/db';
import { filterSql, type ResponseFilter } from './responses-page';

// How far each kept response got, per question, as @seedline/shared's question-counts.ts defines it
// (issue 49): the drop-off's "Shown" and the summary's base both subtract these, so "answered" can never
// exceed "shown". Reached: completed, or an answer to the question or a later one (the furthest answer is
// drop_off_progress.stopped_after, kept by triggers).

export type ReachMetric = 'passed' | 'unreached';

/** passed: reached, and the path passes the question by. unreached: not completed and not this far. */
export type ReachCount = { metric: ReachMetric; questionId: string; surveyMode: string; language: string; n: number };

type ReachRow = { metric: ReachMetric; question_id: string; survey_mode: string; language: string; n: string | number };

export async function readReachCounts(db: Queryable, surveyId: string, filter: ResponseFilter): Promise<ReachCount[]> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  const { rows } = await db.query<ReachRow>(
    `WITH kept AS (
       SELECT r.id, r.survey_mode, COALESCE(r.language, 'none') AS language, r.completed_at IS NOT NULL AS completed,
              CASE WHEN jsonb_typeof(r.passed_by) = 'array' THEN r.passed_by ELSE '[]'::jsonb END AS passed_by,
              far_q."order" AS far
       FROM (SELECT * FROM responses WHERE survey_id = $1 AND ${where}) r
       LEFT JOIN drop_off_progress p ON p.response_id = r.id
       LEFT JOIN questions far_q ON far_q.id = p.stopped_after
     )
     SELECT 'passed' AS metric, q.id AS question_id, k.survey_mode, k.language, count(*) AS n
     FROM kept k CROSS JOIN LATERAL jsonb_array_elements_text(k.passed_by) AS pb(value)
     JOIN questions q ON q.id = pb.value AND q.survey_id = $1
     WHERE k.completed OR q."order" <= k.far
     GROUP BY q.id, k.survey_mode, k.language
     UNION ALL
     SELECT 'unreached', q.id, k.survey_mode, k.language, count(*)
     FROM kept k JOIN questions q ON q.survey_id = $1
     WHERE NOT k.completed AND (k.far IS NULL OR q."order" > k.far)
     GROUP BY q.id, k.survey_mode, k.language`,
    params,
  );
  return rows.map((row) => ({
    metric: row.metric,
    questionId: row.question_id,
    surveyMode: row.survey_mode,
    language: row.language,
    n: Number(row.n),
  }));
}

/** Per question, the sum of one metric over every slice. */
export const reachTotals = (counts: readonly ReachCount[], metric: ReachMetric): Map<string, number> => {
  const totals = new Map<string, number>();
  for (const c of counts) if (c.metric === metric) totals.set(c.questionId, (totals.get(c.questionId) ?? 0) + c.n);
  return totals;
};
