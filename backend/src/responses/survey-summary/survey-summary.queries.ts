import type { Db, Queryable } from '../../db/db';
import { filterSql, type ResponseFilter } from '../responses-page';
import { summaryCountsOf, type AnswerCountMetric, type AnswerCountRow, type SummaryCounts } from './answer-counts';
import type { SummaryQuestion } from './survey-summary';
import { onPathAnswer } from '../on-path';

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

/**
 * How deep a filter's walk goes: this many times MAX_TEXT_ANSWERS_READ / share index entries (where that
 * many answers of kept responses are expected when the filter does not favour older responses).
 */
export const TEXT_WALK_DEPTH_FACTOR = 2;

type CountRow = { question_id: string; metric: AnswerCountMetric; value: string; n: string | number };

const toRows = (rows: CountRow[]): AnswerCountRow[] =>
  rows.map((row) => ({ questionId: row.question_id, metric: row.metric, value: row.value, n: Number(row.n) }));

const append = (texts: Map<string, string[]>, questionId: string, text: string) => {
  const list = texts.get(questionId);
  if (list) list.push(text);
  else texts.set(questionId, [text]);
};

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
    recentTexts(db, surveyId, {}, questions, { how: 'walk', limit: null }),
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
  texts: { walkMinShare?: number; walkDepth?: number } = {},
): Promise<SummaryData> {
  const walkMinShare = texts.walkMinShare ?? TEXT_WALK_MIN_SHARE;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('work_mem', $1, true)`, [SUMMARY_SCAN_WORK_MEM]);
    const params: unknown[] = [surveyId];
    const where = filterSql(filter, params);
    const { rows } = await tx.query<CountRow>(
      `WITH given AS (
         SELECT a.question_id, a.answer_value::text AS answer_value, count(*) AS n
         FROM responses r JOIN answers a ON a.response_id = r.id AND ${onPathAnswer('a')}
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
    const way: TextsWay =
      share >= walkMinShare
        ? { how: 'walk', limit: texts.walkDepth ?? Math.ceil((TEXT_WALK_DEPTH_FACTOR * MAX_TEXT_ANSWERS_READ) / share) }
        : { how: 'kept' };
    return {
      counts: summaryCountsOf(kept, toRows(counted), questions),
      texts: kept === 0 ? new Map<string, string[]>() : await recentTexts(tx, surveyId, filter, questions, way),
    };
  });
}

/**
 * How the text answers are reached: 'walk' from each question's newest answer (answers_question_recent_idx),
 * at most `limit` index entries deep (null: to the end), or from the 'kept' responses.
 */
type TextsWay = { how: 'walk'; limit: number | null } | { how: 'kept' };

/**
 * The text questions' most recent non-blank answers on the path (at most MAX_TEXT_ANSWERS_READ each,
 * newest first, then by text) among the responses the filter keeps.
 *
 * A walk stops `limit` entries deep: the answers newer than the entry there are all it looks at, which is
 * exact when it finds MAX_TEXT_ANSWERS_READ of them (every answer left out is older). A filter whose kept
 * responses answered long ago (an early date range) finds fewer; those questions are then gathered from the
 * kept responses instead, so a walk never goes through the whole question for a few answers.
 */
async function recentTexts(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
  questions: readonly SummaryQuestion[],
  way: TextsWay,
): Promise<Map<string, string[]>> {
  const ids = questions.filter(isText).map((question) => question.id);
  const texts = new Map<string, string[]>();
  if (ids.length === 0) return texts;
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  params.push(ids, MAX_TEXT_ANSWERS_READ);
  const idsParam = `$${params.length - 1}::text[]`;
  const limitParam = `$${params.length}::int`;
  if (way.how === 'kept') {
    const { rows } = await db.query<{ question_id: string; answer_text: string }>(
      `SELECT question_id, answer_text FROM (
         SELECT a.question_id, a.answer_text, a.answered_at,
                row_number() OVER (PARTITION BY a.question_id ORDER BY a.answered_at DESC, a.answer_text) AS rn
         FROM responses r JOIN answers a ON a.response_id = r.id AND ${onPathAnswer('a')}
         WHERE r.survey_id = $1 AND ${where}
           AND a.question_id = ANY (${idsParam}) AND btrim(a.answer_text) <> ''
       ) AS ranked
       WHERE rn <= ${limitParam}
       ORDER BY question_id, rn`,
      params,
    );
    for (const row of rows) append(texts, row.question_id, row.answer_text);
    return texts;
  }
  params.push(way.limit);
  const depthParam = `$${params.length}::int`;
  const { rows } = await db.query<{ question_id: string; answer_text: string | null; whole: boolean }>(
    `SELECT q.id AS question_id, t.answer_text, b.bound IS NULL AS whole
     FROM unnest(${idsParam}) WITH ORDINALITY AS q (id, ord)
     LEFT JOIN LATERAL (
       SELECT a.answered_at AS bound FROM answers a
       WHERE ${depthParam} IS NOT NULL AND a.question_id = q.id AND ${onPathAnswer('a')}
       ORDER BY a.answered_at DESC OFFSET ${depthParam} LIMIT 1
     ) AS b ON TRUE
     LEFT JOIN LATERAL (
       SELECT a.answer_text, a.answered_at
       FROM answers a JOIN responses r ON r.id = a.response_id
       WHERE a.question_id = q.id AND ${onPathAnswer('a')} AND btrim(a.answer_text) <> ''
         AND (b.bound IS NULL OR a.answered_at > b.bound)
         AND r.survey_id = $1 AND ${where}
       ORDER BY a.answered_at DESC, a.answer_text
       LIMIT ${limitParam}
     ) AS t ON TRUE
     ORDER BY q.ord, t.answered_at DESC, t.answer_text`,
    params,
  );
  const cut = new Set<string>();
  for (const row of rows) {
    if (!row.whole) cut.add(row.question_id);
    if (row.answer_text !== null) append(texts, row.question_id, row.answer_text);
  }
  const short = [...cut].filter((id) => (texts.get(id)?.length ?? 0) < MAX_TEXT_ANSWERS_READ);
  if (short.length > 0) {
    const gathered = await recentTexts(
      db,
      surveyId,
      filter,
      questions.filter((question) => short.includes(question.id)),
      { how: 'kept' },
    );
    for (const id of short) {
      const list = gathered.get(id);
      if (list) texts.set(id, list);
      else texts.delete(id);
    }
  }
  return texts;
}
