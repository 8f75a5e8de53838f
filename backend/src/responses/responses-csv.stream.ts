import { isoOrNull, type Db, type Queryable } from '../db/db';
import type { ResponseLanguage, SurveyMode } from './response.events';
import type { ChoiceOption, QuestionType } from '../surveys/question-shape';
import {
  CSV_BOM,
  csvHeader,
  csvLine,
  csvRow,
  type CsvAnswerValue,
  type CsvQuestion,
  type CsvResponse,
} from './responses-csv';
import { findResponseSettings } from '../surveys/response-settings.queries';
import { filterSql, KEY_TIME_SQL, type ResponseFilter } from './responses-page';
import { ANSWERED_WORDING_SQL, REWORDED_SQL } from './responses-page.queries';

/** Where the CSV goes: write resolves once the chunk may be followed by another (backpressure). */
export type CsvSink = { write(chunk: string): Promise<void> };

/** Responses read per round trip: the most a batch holds in memory (with their answers). */
export const CSV_BATCH_SIZE = 1000;

type ExportRow = {
  id: string;
  survey_mode: SurveyMode;
  language: ResponseLanguage | null;
  respondent_name: string | null;
  respondent_email: string | null;
  submitted_at: Date | string;
  completed_at: Date | string | null;
  abandoned_at: Date | string | null;
  hidden_fields: Record<string, string> | null;
  path_ended_at: string | null;
  key_at: string;
  matches: boolean;
  /** Null for a response the filter leaves out, or one without answers. */
  answers:
    | {
        questionId: string;
        questionText: string | null;
        answerText: string;
        answerValue: CsvAnswerValue;
        offPath: boolean;
      }[]
    | null;
  follow_ups: { questionId: string; questionText: string; answerText: string | null }[] | null;
};

/**
 * Writes the CSV of a survey's responses matching the filter, oldest first, in batches: the
 * header first, then one chunk per batch, each written only once the sink took the one before.
 *
 * Every response of the survey is walked in start order (the filter is a column, not a WHERE)
 * so that "Response #" is the position in start order, as on the screen, whatever the filter.
 * On Postgres the walk is one server-side cursor in a read-only REPEATABLE READ transaction: one
 * snapshot for the header and every row. PGlite has one connection for everything, so there each
 * batch is its own keyset query, and other requests run between batches.
 */
export async function writeResponsesCsv(
  db: Db,
  surveyId: string,
  filter: ResponseFilter,
  sink: CsvSink,
  batchSize = CSV_BATCH_SIZE,
): Promise<{ rows: number }> {
  const filterParams: unknown[] = [surveyId];
  const matches = filterSql(filter, filterParams);
  const run = async (source: Queryable, open: (select: string, params: unknown[]) => AsyncIterable<ExportRow[]>) => {
    const questions = await csvQuestions(source, surveyId, matches, filterParams);
    const hiddenKeys = await csvHiddenKeys(source, surveyId, matches, filterParams);
    await sink.write(CSV_BOM + csvLine(csvHeader(questions, hiddenKeys)));
    const reworded = questions.filter((q) => q.reworded).map((q) => q.id);
    const params = [...filterParams, reworded];
    let number = 0;
    let rows = 0;
    for await (const batch of open(exportSelect(matches, params.length), params)) {
      let chunk = '';
      for (const row of batch) {
        number++;
        if (!row.matches) continue;
        rows++;
        chunk += csvLine(csvRow(questions, toCsvResponse(row, number), hiddenKeys));
      }
      if (chunk !== '') await sink.write(chunk);
    }
    return { rows };
  };
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return run(tx, (select, params) => cursorBatches(tx, select, params, batchSize));
    });
  }
  return run(db, (select, params) => keysetBatches(db, select, params, batchSize));
}

/**
 * Every response of the survey with whether the filter keeps it; a kept one comes with its answers
 * and follow-ups (an index lookup each), so a batch is one round trip. The wording answered against
 * is looked up only for the questions that were reworded (parameter $reworded).
 */
function exportSelect(matches: string, reworded: number): string {
  return `SELECT id, survey_mode, language, respondent_name, respondent_email, submitted_at, completed_at,
            abandoned_at, hidden_fields, path_ended_at, ${KEY_TIME_SQL} AS key_at, matches,
            CASE WHEN matches THEN (
              SELECT json_agg(json_build_object('questionId', a.question_id, 'answerText', a.answer_text, 'answerValue', a.answer_value,
                'offPath', a.off_path, 'questionText', CASE WHEN a.question_id = ANY($${reworded}::text[]) THEN ${ANSWERED_WORDING_SQL} END))
              FROM answers a WHERE a.response_id = r.id) END AS answers,
            CASE WHEN matches THEN (
              SELECT json_agg(json_build_object('questionId', f.question_id, 'questionText', f.question_text,
                'answerText', f.answer_text) ORDER BY f.asked_at, f.id)
              FROM follow_ups f WHERE f.response_id = r.id) END AS follow_ups
          FROM (SELECT *, (${matches}) AS matches FROM responses WHERE survey_id = $1) r`;
}

function toCsvResponse(row: ExportRow, number: number): CsvResponse {
  return {
    number,
    id: row.id,
    submittedAt: isoOrNull(row.submitted_at) as string,
    completedAt: isoOrNull(row.completed_at),
    abandonedAt: isoOrNull(row.abandoned_at),
    hiddenFields: row.hidden_fields,
    pathEndedAt: row.path_ended_at,
    surveyMode: row.survey_mode,
    language: row.language,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    answers: (row.answers ?? []).map((a) => ({ ...a, questionText: a.questionText ?? '' })),
    followUps: row.follow_ups ?? [],
  };
}

async function* cursorBatches(
  tx: Queryable,
  select: string,
  params: unknown[],
  batchSize: number,
): AsyncIterable<ExportRow[]> {
  await tx.query(`DECLARE responses_csv NO SCROLL CURSOR FOR ${select} ORDER BY submitted_at, id`, params);
  for (;;) {
    const { rows } = await tx.query<ExportRow>(`FETCH FORWARD ${batchSize} FROM responses_csv`);
    if (rows.length === 0) return;
    yield rows;
  }
}

async function* keysetBatches(
  db: Queryable,
  select: string,
  params: unknown[],
  batchSize: number,
): AsyncIterable<ExportRow[]> {
  let after: ExportRow | null = null;
  for (;;) {
    const keyset: string = after
      ? `WHERE (submitted_at, id) > ($${params.length + 1}::timestamptz, $${params.length + 2})`
      : '';
    const { rows }: { rows: ExportRow[] } = await db.query<ExportRow>(
      `${select} ${keyset} ORDER BY submitted_at, id LIMIT ${batchSize}`,
      after ? [...params, after.key_at, after.id] : params,
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!;
  }
}

/**
 * The hidden-field columns: the survey's declared keys in order, then the other keys (UTM ones, or a
 * field no longer declared) that an exported response recorded, alphabetically.
 */
async function csvHiddenKeys(db: Queryable, surveyId: string, matches: string, params: unknown[]): Promise<string[]> {
  const [{ hiddenFields }, { rows }] = [
    await findResponseSettings(db, surveyId),
    await db.query<{ key: string }>(
      `SELECT DISTINCT jsonb_object_keys(hidden_fields) AS key FROM responses
       WHERE survey_id = $1 AND hidden_fields IS NOT NULL AND ${matches} ORDER BY 1`,
      params,
    ),
  ];
  const declared = hiddenFields.map((field) => field.key);
  return [...declared, ...rows.map((row) => row.key).filter((key) => !declared.includes(key))];
}

/**
 * The survey's questions in order, each with the most follow-ups an exported response has for it
 * and whether it ever had another wording than today's (then it gets an "asked as" column), with the
 * shape its cells are written by (type, current options, "Other").
 */
async function csvQuestions(
  db: Queryable,
  surveyId: string,
  matches: string,
  params: unknown[],
): Promise<CsvQuestion[]> {
  const { rows } = await db.query<{
    id: string;
    question_text: string;
    max_follow_ups: number | string | null;
    reworded: boolean;
    question_type: QuestionType;
    options: ChoiceOption[] | null;
    allow_other: boolean;
    branches: boolean;
  }>(
    `WITH exported AS (SELECT id FROM responses WHERE survey_id = $1 AND ${matches}),
     follow_up_counts AS (
       SELECT f.question_id, max(f.n) AS max_follow_ups
       FROM (SELECT question_id, count(*) AS n FROM follow_ups
             WHERE response_id IN (SELECT id FROM exported) GROUP BY response_id, question_id) f
       GROUP BY f.question_id
     )
     SELECT q.id, q.question_text, q.question_type, q.options, q.allow_other, fc.max_follow_ups,
            q.logic IS NOT NULL AS branches,
            ${REWORDED_SQL} AS reworded
     FROM questions q LEFT JOIN follow_up_counts fc ON fc.question_id = q.id
     WHERE q.survey_id = $1 ORDER BY q."order", q.id`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    questionText: row.question_text,
    maxFollowUps: Number(row.max_follow_ups ?? 0),
    reworded: row.reworded,
    questionType: row.question_type,
    options: row.options,
    allowOther: row.allow_other,
    branches: row.branches,
  }));
}
