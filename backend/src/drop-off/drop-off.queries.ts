import type { Queryable } from '../db/db';
import type { DropOffCount, DropOffMetric } from './drop-off';

/** The survey's drop-off counters: a few rows per question and slice, however many responses. */
export async function readDropOffCounts(db: Queryable, surveyId: string): Promise<DropOffCount[]> {
  const { rows } = await db.query<{
    metric: DropOffMetric;
    question_id: string;
    survey_mode: string;
    language: string;
    n: string | number;
  }>(
    `SELECT metric, question_id, survey_mode, language, n FROM drop_off_counts WHERE survey_id = $1
     ORDER BY metric, question_id, survey_mode, language`,
    [surveyId],
  );
  return rows.map((row) => ({
    metric: row.metric,
    questionId: row.question_id,
    surveyMode: row.survey_mode,
    language: row.language,
    n: Number(row.n),
  }));
}
