import type { Queryable } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import type { DropOffCount, DropOffMetric } from './drop-off';
import { readReachCounts } from '../question-reach.queries';

/** A counter row as both reads select it (the stored counters, or the same counted for a filter). */
type CountRow = {
  metric: DropOffMetric;
  question_id: string;
  survey_mode: string;
  language: string;
  n: string | number;
};

const countOf = (row: CountRow): DropOffCount => ({
  metric: row.metric,
  questionId: row.question_id,
  surveyMode: row.survey_mode,
  language: row.language,
  n: Number(row.n),
});

/** The survey's drop-off counters: a few rows per question and slice, however many responses. */
export async function readDropOffCounts(db: Queryable, surveyId: string): Promise<DropOffCount[]> {
  const { rows } = await db.query<CountRow>(
    `SELECT metric, question_id, survey_mode, language, n FROM drop_off_counts WHERE survey_id = $1
     ORDER BY metric, question_id, survey_mode, language`,
    [surveyId],
  );
  return rows.map(countOf);
}

/**
 * The same counter rows, for only the responses a filter keeps (status, mode, language, start
 * dates: the responses list's filters). Read from the per-response progress rows the triggers keep
 * (drop_off_progress), so the definitions are the counters' own; the cost grows with the survey's
 * kept responses, and only a few rows per question leave the database.
 */
export async function readFilteredDropOffCounts(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
): Promise<DropOffCount[]> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  const { rows } = await db.query<CountRow>(
    `WITH kept AS (
       SELECT p.* FROM drop_off_progress p
       JOIN (SELECT id FROM responses WHERE survey_id = $1 AND ${where}) r ON r.id = p.response_id
       WHERE p.survey_id = $1
     )
     SELECT 'started' AS metric, '' AS question_id, survey_mode, language, count(*) AS n
     FROM kept GROUP BY survey_mode, language
     UNION ALL
     SELECT 'completed', '', survey_mode, language, count(*) FROM kept WHERE completed GROUP BY survey_mode, language
     UNION ALL
     SELECT 'answered', q.question_id, survey_mode, language, count(*)
     FROM kept CROSS JOIN LATERAL unnest(kept.answered) AS q(question_id)
     GROUP BY q.question_id, survey_mode, language
     UNION ALL
     SELECT 'stopped_after', stopped_after, survey_mode, language, count(*)
     FROM kept WHERE stopped_after IS NOT NULL GROUP BY stopped_after, survey_mode, language`,
    params,
  );
  return rows.map(countOf);
}

/**
 * The branching counts (issue 29), read live from the responses a filter keeps (all without one):
 * per question, the responses that reached it and whose path passes it by ('passed': not its base;
 * readReachCounts, the one definition of issue 49) and the answers a changed path left off it
 * ('off_path': not counted as answered). Only surveys with rules have any.
 */
export async function readPathCounts(db: Queryable, surveyId: string, filter: ResponseFilter): Promise<DropOffCount[]> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  const [reach, { rows }] = await Promise.all([
    readReachCounts(db, surveyId, filter),
    db.query<CountRow>(
      `SELECT 'off_path' AS metric, a.question_id, r.survey_mode, COALESCE(r.language, 'none') AS language, count(*) AS n
       FROM (SELECT id, survey_mode, language FROM responses WHERE survey_id = $1 AND ${where}) r
       JOIN answers a ON a.response_id = r.id AND a.off_path
       GROUP BY a.question_id, r.survey_mode, COALESCE(r.language, 'none')`,
      params,
    ),
  ]);
  return [
    ...reach.filter((c) => c.metric === 'passed').map((c) => ({ ...c, metric: 'passed' as const })),
    ...rows.map(countOf),
  ];
}
