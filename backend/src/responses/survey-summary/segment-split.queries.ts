import type { Queryable } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import type { SegmentCounts, SegmentQuestionCounts } from './segment-split';
import { onPathAnswer } from '../on-path';

type Row = {
  kind: 'total' | 'question';
  segment: string;
  question_id: string | null;
  n: string | number;
  sum: string | number | null;
  numbers: string | number | null;
  promoters: string | number | null;
  passives: string | number | null;
  detractors: string | number | null;
};

/** What splits the responses into segments: a hidden field's value, the language answered in, or the option picked in a single-choice question. */
export type SegmentSource =
  { kind: 'hidden-field'; key: string } | { kind: 'language' } | { kind: 'answer'; questionId: string };

/** SQL for a response's segment (over `responses`), its parameter pushed onto `params`. */
function segmentSql(by: SegmentSource, params: unknown[]): string {
  switch (by.kind) {
    case 'hidden-field':
      params.push(by.key);
      return `COALESCE(hidden_fields ->> $${params.length}, '')`;
    case 'language':
      return `COALESCE(language, '')`;
    case 'answer':
      params.push(by.questionId);
      return `COALESCE((SELECT picked.answer_value #>> '{}' FROM answers picked
                WHERE picked.response_id = responses.id AND picked.question_id = $${params.length}
                  AND ${onPathAnswer('picked')} AND jsonb_typeof(picked.answer_value) = 'string'), '')`;
    default: {
      const unhandled: never = by;
      throw new Error(`Unknown segment source ${JSON.stringify(unhandled)}`);
    }
  }
}

const NUMBER_SQL = `CASE WHEN jsonb_typeof(a.answer_value) = 'number' THEN (a.answer_value #>> '{}')::float8 END`;

/**
 * Per segment (a hidden field's value, a language, a picked option; '' for responses without one), among the responses the filter
 * keeps: the responses, and per question the answers, the sum and count of numeric values and the
 * scale's promoters, passives and detractors. One statement; a few rows per segment and question leave
 * the database, however many responses.
 */
export async function readSegmentCounts(
  db: Queryable,
  surveyId: string,
  by: SegmentSource,
  filter: ResponseFilter,
): Promise<SegmentCounts[]> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  const segment = segmentSql(by, params);
  const { rows } = await db.query<Row>(
    `WITH kept AS (
       SELECT id, ${segment} AS segment
       FROM responses WHERE survey_id = $1 AND ${where}
     ),
     given AS (
       SELECT kept.segment, a.question_id, q.question_type, ${NUMBER_SQL} AS num
       FROM kept JOIN answers a ON a.response_id = kept.id AND ${onPathAnswer('a')}
       JOIN questions q ON q.id = a.question_id AND q.survey_id = $1
     )
     SELECT 'total' AS kind, segment, NULL::text AS question_id, count(*) AS n, NULL::float8 AS sum,
            NULL::bigint AS numbers, NULL::bigint AS promoters, NULL::bigint AS passives, NULL::bigint AS detractors
     FROM kept GROUP BY segment
     UNION ALL
     SELECT 'question', segment, question_id, count(*), sum(num), count(num),
            count(*) FILTER (WHERE question_type = 'scale' AND num >= 9),
            count(*) FILTER (WHERE question_type = 'scale' AND num >= 7 AND num < 9),
            count(*) FILTER (WHERE question_type = 'scale' AND num < 7)
     FROM given GROUP BY segment, question_id`,
    params,
  );
  const segments = new Map<string, { responses: number; questions: Map<string, SegmentQuestionCounts> }>();
  const of = (segment: string) => {
    let entry = segments.get(segment);
    if (!entry) {
      entry = { responses: 0, questions: new Map() };
      segments.set(segment, entry);
    }
    return entry;
  };
  for (const row of rows) {
    const entry = of(row.segment);
    if (row.kind === 'total') entry.responses = Number(row.n);
    else if (row.question_id !== null) {
      entry.questions.set(row.question_id, {
        answered: Number(row.n),
        sum: Number(row.sum ?? 0),
        numbers: Number(row.numbers ?? 0),
        promoters: Number(row.promoters ?? 0),
        passives: Number(row.passives ?? 0),
        detractors: Number(row.detractors ?? 0),
      });
    }
  }
  return [...segments].map(([segment, entry]) => ({ segment, ...entry }));
}
