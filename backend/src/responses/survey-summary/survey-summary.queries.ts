import type { Queryable } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import { MAX_HISTOGRAM_BINS, type NumberBins, type QuestionCounts } from './survey-summary';

type SummaryRow = {
  kind: 'total' | 'question' | 'value' | 'passed';
  question_id: string | null;
  value: string | null;
  n: string | number;
  mean: string | number | null;
  median: string | number | null;
  other: string | number | null;
};

/** passedBy: per question, the kept responses whose path passes it by (branching): not its base. */
export type SurveyAnswerCounts = {
  total: number;
  questions: Map<string, QuestionCounts>;
  passedBy: Map<string, number>;
};

/** An answer's numeric value (rating, scale, number), null for any other. */
const NUMBER_SQL = `CASE WHEN jsonb_typeof(answer_value) = 'number' THEN (answer_value #>> '{}')::float8 END`;

/**
 * What the summary counts, aggregated in the database in one statement (one snapshot), never
 * rows into Node: the responses kept by the filter, per question the answers, the mean and median
 * of numeric values and the "Other" texts, and per question and value the answers that chose it
 * (each selected option of a multiple_choice). Values are counted only for the types that list them,
 * so a number question's thousands of distinct values never leave the database. A survey's answers
 * are reached through its responses (answers' primary key starts with the response), so the cost
 * grows with the kept responses, not with the whole table.
 */
export async function readAnswerCounts(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
): Promise<SurveyAnswerCounts> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  const { rows } = await db.query<SummaryRow>(
    `WITH kept AS (SELECT id FROM responses WHERE survey_id = $1 AND ${where}),
     given AS (
       SELECT a.question_id, a.answer_value, q.question_type, ${NUMBER_SQL} AS num
       FROM kept JOIN answers a ON a.response_id = kept.id AND NOT a.off_path
       JOIN questions q ON q.id = a.question_id AND q.survey_id = $1
     )
     SELECT 'total' AS kind, NULL::text AS question_id, NULL::text AS value, count(*) AS n,
            NULL::float8 AS mean, NULL::float8 AS median, NULL::bigint AS other
     FROM kept
     UNION ALL
     SELECT 'question', question_id, NULL, count(*), avg(num), percentile_cont(0.5) WITHIN GROUP (ORDER BY num),
            count(*) FILTER (WHERE jsonb_typeof(answer_value -> 'other') = 'string')
     FROM given GROUP BY question_id
     UNION ALL
     SELECT 'value', question_id, answer_value #>> '{}', count(*), NULL, NULL, NULL
     FROM given
     WHERE question_type IN ('single_choice', 'rating', 'scale', 'yes_no')
       AND jsonb_typeof(answer_value) IN ('string', 'number', 'boolean')
     GROUP BY question_id, answer_value #>> '{}'
     UNION ALL
     SELECT 'value', g.question_id, s.value, count(*), NULL, NULL, NULL
     FROM given g
     CROSS JOIN LATERAL jsonb_array_elements_text(
       CASE WHEN jsonb_typeof(g.answer_value -> 'selected') = 'array' THEN g.answer_value -> 'selected' ELSE '[]'::jsonb END
     ) AS s(value)
     WHERE g.question_type = 'multiple_choice'
     GROUP BY g.question_id, s.value
     UNION ALL
     SELECT 'passed', p.value, NULL, count(*), NULL, NULL, NULL
     FROM kept JOIN responses r ON r.id = kept.id
     CROSS JOIN LATERAL jsonb_array_elements_text(COALESCE(r.passed_by, '[]'::jsonb)) AS p(value)
     GROUP BY p.value`,
    params,
  );
  const result: SurveyAnswerCounts = { total: 0, questions: new Map(), passedBy: new Map() };
  const countsOf = (questionId: string): QuestionCounts & { values: Map<string, number> } => {
    let counts = result.questions.get(questionId) as (QuestionCounts & { values: Map<string, number> }) | undefined;
    if (!counts) {
      counts = { answered: 0, mean: null, median: null, other: 0, values: new Map() };
      result.questions.set(questionId, counts);
    }
    return counts;
  };
  for (const row of rows) {
    if (row.kind === 'total') result.total = Number(row.n);
    else if (row.kind === 'question' && row.question_id !== null) {
      const counts = countsOf(row.question_id);
      counts.answered = Number(row.n);
      counts.mean = row.mean === null ? null : Number(row.mean);
      counts.median = row.median === null ? null : Number(row.median);
      counts.other = Number(row.other ?? 0);
    } else if (row.kind === 'passed' && row.question_id !== null) {
      result.passedBy.set(row.question_id, Number(row.n));
    } else if (row.kind === 'value' && row.question_id !== null && row.value !== null) {
      countsOf(row.question_id).values.set(row.value, Number(row.n));
    }
  }
  return result;
}

/** The free-text answers read per question for keyphrases and samples: the most recent ones. */
export const MAX_TEXT_ANSWERS_READ = 500;

/**
 * The number questions' values binned in the database (by the rule of `histogram`: whole-number bins
 * for whole numbers, else 8 equal bins), and the text questions' most recent answers (at most
 * MAX_TEXT_ANSWERS_READ each, newest first), among the responses the filter keeps.
 */
export async function readBinsAndTexts(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
): Promise<{ bins: Map<string, NumberBins>; texts: Map<string, string[]> }> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  params.push(MAX_HISTOGRAM_BINS, MAX_TEXT_ANSWERS_READ);
  const binsParam = `$${params.length - 1}`;
  const textsParam = `$${params.length}`;
  const { rows } = await db.query<{
    kind: 'bin' | 'text';
    question_id: string;
    lo: string | number | null;
    hi: string | number | null;
    integers: boolean | null;
    bin: string | number | null;
    n: string | number | null;
    text: string | null;
  }>(
    `WITH kept AS (SELECT id FROM responses WHERE survey_id = $1 AND ${where}),
     given AS (
       SELECT a.question_id, a.answer_text, a.answered_at, q.question_type, ${NUMBER_SQL} AS num
       FROM kept JOIN answers a ON a.response_id = kept.id AND NOT a.off_path
       JOIN questions q ON q.id = a.question_id AND q.survey_id = $1
       WHERE q.question_type IN ('number', 'text', 'textarea')
     ),
     nums AS (SELECT question_id, num FROM given WHERE question_type = 'number' AND num IS NOT NULL),
     bounds AS (
       SELECT question_id, min(num) AS lo, max(num) AS hi, bool_and(num = trunc(num)) AS integers
       FROM nums GROUP BY question_id
     ),
     binned AS (
       SELECT n.question_id, b.lo, b.hi, b.integers,
         CASE WHEN b.hi = b.lo THEN 0
              WHEN b.integers THEN floor((n.num - b.lo) / ceil((b.hi - b.lo + 1) / ${binsParam}::float8))::int
              ELSE least(floor((n.num - b.lo) / ((b.hi - b.lo) / ${binsParam}::float8))::int, ${binsParam}::int - 1)
         END AS bin
       FROM nums n JOIN bounds b USING (question_id)
     ),
     texts AS (
       SELECT question_id, answer_text,
         row_number() OVER (PARTITION BY question_id ORDER BY answered_at DESC, answer_text) AS rn
       FROM given WHERE question_type IN ('text', 'textarea') AND btrim(answer_text) <> ''
     )
     SELECT 'bin' AS kind, question_id, lo, hi, integers, bin, count(*) AS n, NULL::text AS text
     FROM binned GROUP BY question_id, lo, hi, integers, bin
     UNION ALL
     SELECT 'text', question_id, NULL, NULL, NULL, rn, NULL, answer_text
     FROM texts WHERE rn <= ${textsParam}::int`,
    params,
  );
  const bins = new Map<string, NumberBins & { counts: Map<number, number> }>();
  const texts = new Map<string, { rn: number; text: string }[]>();
  for (const row of rows) {
    if (row.kind === 'bin') {
      let entry = bins.get(row.question_id);
      if (!entry) {
        entry = { lo: Number(row.lo), hi: Number(row.hi), integers: row.integers === true, counts: new Map() };
        bins.set(row.question_id, entry);
      }
      entry.counts.set(Number(row.bin), Number(row.n));
    } else if (row.text !== null) {
      const list = texts.get(row.question_id) ?? [];
      list.push({ rn: Number(row.bin), text: row.text });
      texts.set(row.question_id, list);
    }
  }
  return {
    bins,
    texts: new Map([...texts].map(([id, list]) => [id, list.sort((a, b) => a.rn - b.rn).map((entry) => entry.text)])),
  };
}
