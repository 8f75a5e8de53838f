import type { Db, Queryable } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import { summaryCountsOf, type AnswerCountMetric, type AnswerCountRow, type SummaryCounts } from './answer-counts';
import type { SummaryQuestion } from './survey-summary';

/** What the summary reads from the database: the counts, and the text questions' most recent answers. */
export type SummaryData = { counts: SummaryCounts; texts: Map<string, string[]> };

/** The free-text answers read per question for keyphrases and samples: the most recent ones. */
export const MAX_TEXT_ANSWERS_READ = 500;

/**
 * Memory for the filtered scan's hash joins and aggregates (SET LOCAL: this transaction only), so that at
 * 100,000 responses nothing spills to disk.
 */
export const SUMMARY_SCAN_WORK_MEM = '64MB';

/**
 * Below this share of the survey's responses, a filter's text answers are reached from the kept responses
 * (answers' primary key); at or above it, by walking each question's answers newest first
 * (answers_question_recent_idx) until MAX_TEXT_ANSWERS_READ of them belong to kept responses: about
 * MAX_TEXT_ANSWERS_READ / share index entries per question.
 */
export const TEXT_WALK_MIN_SHARE = 0.05;

type CountRow = { question_id: string; metric: AnswerCountMetric; value: string; n: string | number };

const toRows = (rows: CountRow[]): AnswerCountRow[] =>
  rows.map((row) => ({ questionId: row.question_id, metric: row.metric, value: row.value, n: Number(row.n) }));

const isText = (question: Pick<SummaryQuestion, 'questionType'>) =>
  question.questionType === 'text' || question.questionType === 'textarea';

/** Whether the filter keeps every response of the survey (the summary then reads the counters). */
export const isUnfiltered = (filter: ResponseFilter): boolean => filterSql(filter, []) === 'TRUE';

/**
 * The summary of every response of a survey without a scan: the answer_counts read model (migration 024)
 * for its questions, the survey's response count (survey_counts), and each text question's most recent
 * answers walked from answers_question_recent_idx. The cost grows with the questions and their distinct
 * values, not with the responses.
 */
export async function readCountedSummary(
  db: Queryable,
  surveyId: string,
  questions: readonly SummaryQuestion[],
): Promise<SummaryData> {
  const [counted, total, texts] = await Promise.all([
    db.query<CountRow>(`SELECT question_id, metric, value, n FROM answer_counts WHERE question_id = ANY ($1::text[])`, [
      questions.map((question) => question.id),
    ]),
    db.query<{ started_count: string | number }>(`SELECT started_count FROM survey_counts WHERE survey_id = $1`, [
      surveyId,
    ]),
    recentTexts(db, surveyId, {}, questions, 'walk'),
  ]);
  return {
    counts: summaryCountsOf(Number(total.rows[0]?.started_count ?? 0), toRows(counted.rows), questions),
    texts,
  };
}

/**
 * The summary of the responses a filter keeps, in one transaction with work_mem for its aggregates: one
 * pass over the kept responses' answers grouped by question and value (each distinct value then expanded
 * into the counts as the read model counts it: answer_counts_of, migration 024), the kept responses, the
 * questions their paths pass by (only responses with a path that passes some are expanded), then the text
 * questions' most recent answers. At 100,000 responses the time is in the hash join of the kept responses
 * with their answers (a sequential scan of answers); nothing is sorted but the few groups.
 */
export async function scanSummary(
  db: Db,
  surveyId: string,
  filter: ResponseFilter,
  questions: readonly SummaryQuestion[],
  walkMinShare = TEXT_WALK_MIN_SHARE,
): Promise<SummaryData> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('work_mem', $1, true)`, [SUMMARY_SCAN_WORK_MEM]);
    const params: unknown[] = [surveyId];
    const where = filterSql(filter, params);
    const { rows } = await tx.query<CountRow>(
      `WITH given AS (
         SELECT a.question_id, a.answer_value::text AS answer_value, count(*) AS n
         FROM responses r JOIN answers a ON a.response_id = r.id AND NOT a.off_path
         WHERE r.survey_id = $1 AND ${where}
         GROUP BY 1, 2
       )
       SELECT g.question_id, m.metric, m.value, sum(g.n) AS n
       FROM given g CROSS JOIN LATERAL answer_counts_of(g.answer_value::jsonb) AS m
       GROUP BY 1, 2, 3
       UNION ALL
       SELECT '', 'responses', '', count(*) FROM responses r WHERE r.survey_id = $1 AND ${where}
       UNION ALL
       SELECT p.value, 'passed', '', count(*)
       FROM responses r CROSS JOIN LATERAL jsonb_array_elements_text(r.passed_by) AS p (value)
       WHERE r.survey_id = $1 AND ${where} AND r.passed_by IS NOT NULL AND jsonb_typeof(r.passed_by) = 'array'
       GROUP BY p.value`,
      params,
    );
    const kept = Number(rows.find((row) => (row.metric as string) === 'responses')?.n ?? 0);
    const counted = rows.filter((row) => (row.metric as string) !== 'responses');
    const { rows: all } = await tx.query<{ started_count: string | number }>(
      `SELECT started_count FROM survey_counts WHERE survey_id = $1`,
      [surveyId],
    );
    const share = kept / Math.max(1, Number(all[0]?.started_count ?? 0));
    const texts =
      kept === 0
        ? new Map<string, string[]>()
        : await recentTexts(tx, surveyId, filter, questions, share >= walkMinShare ? 'walk' : 'kept');
    return { counts: summaryCountsOf(kept, toRows(counted), questions), texts };
  });
}

/**
 * The text questions' most recent non-blank answers on the path (at most MAX_TEXT_ANSWERS_READ each,
 * newest first, then by text) among the responses the filter keeps: walked from each question's newest
 * answer ('walk'), or gathered from the kept responses ('kept', for a filter that keeps few).
 */
async function recentTexts(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
  questions: readonly SummaryQuestion[],
  how: 'walk' | 'kept',
): Promise<Map<string, string[]>> {
  const ids = questions.filter(isText).map((question) => question.id);
  const texts = new Map<string, string[]>();
  if (ids.length === 0) return texts;
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  params.push(ids, MAX_TEXT_ANSWERS_READ);
  const idsParam = `$${params.length - 1}::text[]`;
  const limitParam = `$${params.length}::int`;
  const { rows } =
    how === 'walk'
      ? await db.query<{ question_id: string; answer_text: string }>(
          `SELECT q.id AS question_id, t.answer_text
           FROM unnest(${idsParam}) WITH ORDINALITY AS q (id, ord)
           CROSS JOIN LATERAL (
             SELECT a.answer_text, a.answered_at
             FROM answers a JOIN responses r ON r.id = a.response_id
             WHERE a.question_id = q.id AND NOT a.off_path AND btrim(a.answer_text) <> ''
               AND r.survey_id = $1 AND ${where}
             ORDER BY a.answered_at DESC, a.answer_text
             LIMIT ${limitParam}
           ) AS t
           ORDER BY q.ord, t.answered_at DESC, t.answer_text`,
          params,
        )
      : await db.query<{ question_id: string; answer_text: string }>(
          `SELECT question_id, answer_text FROM (
             SELECT a.question_id, a.answer_text, a.answered_at,
                    row_number() OVER (PARTITION BY a.question_id ORDER BY a.answered_at DESC, a.answer_text) AS rn
             FROM responses r JOIN answers a ON a.response_id = r.id AND NOT a.off_path
             WHERE r.survey_id = $1 AND ${where}
               AND a.question_id = ANY (${idsParam}) AND btrim(a.answer_text) <> ''
           ) AS ranked
           WHERE rn <= ${limitParam}
           ORDER BY question_id, rn`,
          params,
        );
  for (const row of rows) {
    const list = texts.get(row.question_id);
    if (list) list.push(row.answer_text);
    else texts.set(row.question_id, [row.answer_text]);
  }
  return texts;
}
