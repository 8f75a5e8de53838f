import type { Db, Queryable, RowStream } from '../db/db';
import type { QualityReason, QualityVerdictKind } from './quality/quality-verdict';
import type { ResponseLanguage, SurveyMode } from './response.events';
import type { ChoiceOption, QuestionType } from '@seedline/shared';
import {
  CSV_BOM,
  csvHeader,
  csvLine,
  csvRow,
  type CsvAnswerValue,
  type CsvQuestion,
  type CsvResponse,
} from './responses-csv';
import { findResponseSettings } from '../surveys';
import { filterSql, type ResponseFilter } from './responses-page';
import { ANSWERED_WORDING_SQL, REWORDED_SQL } from './responses-page.queries';
import { onPathAnswer, onPathFollowUp } from './on-path';

/** Where the CSV goes: write resolves once the chunk may be followed by another (backpressure). */
export type CsvSink = { write(chunk: string): Promise<void> };

/**
 * Responses read per round trip. Small on purpose: a batch's CSV waits in memory while it is written
 * and the next batch arrives, and what outlives two young-generation collections is promoted to the
 * old one, which V8 collects late. Measured in process on 100,000 responses: RSS +5 to +8 MB with 250,
 * +50 to +63 MB with 1,000 (before rows were streamed, +80 to +120 MB whatever the size).
 */
export const CSV_BATCH_SIZE = 250;

/** The CSV goes to the sink in pieces of about this many characters (and at the end of each batch). */
export const CSV_PIECE_CHARS = 32 * 1024;

/**
 * An answer on the response's path (on-path.ts) as the export query sends it: [question id, answer
 * text, typed value, wording answered if reworded].
 */
type ExportAnswer = [string, string, CsvAnswerValue, string | null];
/** A follow-up as the export query sends it: [question id, question asked, answer]. */
type ExportFollowUp = [string, string, string | null];

/** Timestamps come as ISO text (what Date.toISOString() gives: UTC, milliseconds), not as Dates to convert. */
type ExportRow = {
  id: string;
  survey_mode: SurveyMode;
  language: ResponseLanguage | null;
  respondent_name: string | null;
  respondent_email: string | null;
  submitted_at: string;
  completed_at: string | null;
  abandoned_at: string | null;
  hidden_fields: Record<string, string> | null;
  path_ended_at: string | null;
  matches: boolean;
  /** Null for a response the filter leaves out, or one without answers. */
  answers: ExportAnswer[] | null;
  follow_ups: ExportFollowUp[] | null;
  quality_verdict: QualityVerdictKind | null;
  quality_reasons: QualityReason[] | null;
  quality_overruled: QualityVerdictKind | null;
};

/**
 * Writes the CSV of a survey's responses matching the filter, oldest first, in batches: the
 * header first, then one chunk per batch, each written only once the sink took the one before.
 *
 * Every response of the survey is walked in start order (the filter is a column, not a WHERE)
 * so that "Response #" is the position in start order, as on the screen, whatever the filter.
 * The text goes out in pieces of CSV_PIECE_CHARS at most (plus a row), and a batch's rest at its end.
 * The walk is one server-side cursor in a read-only REPEATABLE READ transaction: one snapshot for
 * the header and every row.
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
  const run = async (source: Queryable, walk: RowWalk) => {
    const questions = await csvQuestions(source, surveyId, matches, filterParams);
    const hiddenKeys = await csvHiddenKeys(source, surveyId, matches, filterParams);
    const quality = await hasQualityVerdicts(source, surveyId);
    await sink.write(CSV_BOM + csvLine(csvHeader(questions, hiddenKeys, quality)));
    const reworded = questions.filter((q) => q.reworded).map((q) => q.id);
    const params = [...filterParams, reworded];
    let number = 0;
    let rows = 0;
    let piece = '';
    const pieces: string[] = [];
    const onRow = (row: ExportRow) => {
      number++;
      if (!row.matches) return;
      rows++;
      piece += csvLine(csvRow(questions, toCsvResponse(row, number), hiddenKeys, quality));
      if (piece.length >= CSV_PIECE_CHARS) {
        pieces.push(piece);
        piece = '';
      }
    };
    const afterBatch = async () => {
      if (piece !== '') pieces.push(piece);
      piece = '';
      for (const text of pieces.splice(0)) await sink.write(text);
    };
    await walk(exportSelect(matches, params.length), params, onRow, afterBatch);
    return { rows };
  };
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return run(tx, (select, params, onRow, afterBatch) => cursorRows(tx, select, params, batchSize, onRow, afterBatch));
  });
}

/**
 * Hands every row of the select to onRow in start order, a batch at a time, and awaits afterBatch
 * after each batch (where the batch's CSV is written, so the client's pace holds the reading back).
 */
type RowWalk = (
  select: string,
  params: unknown[],
  onRow: (row: ExportRow) => void,
  afterBatch: () => Promise<void>,
) => Promise<void>;

/**
 * Every response of the survey with whether the filter keeps it; a kept one comes with its answers
 * and follow-ups (an index lookup each), so a batch is one round trip. The wording answered against
 * is looked up only for the questions that were reworded (parameter $reworded).
 */
function exportSelect(matches: string, reworded: number): string {
  return `SELECT id, survey_mode, language, respondent_name, respondent_email, ${isoText('submitted_at')} AS submitted_at,
            ${isoText('completed_at')} AS completed_at, ${isoText('abandoned_at')} AS abandoned_at, hidden_fields, path_ended_at,
            matches,
            CASE WHEN matches THEN (
              SELECT json_agg(json_build_array(a.question_id, a.answer_text, a.answer_value,
                CASE WHEN a.question_id = ANY($${reworded}::text[]) THEN ${ANSWERED_WORDING_SQL} END))
              FROM answers a WHERE a.response_id = r.id AND ${onPathAnswer('a')}) END AS answers,
            CASE WHEN matches THEN (
              SELECT json_agg(json_build_array(f.question_id, f.question_text, f.answer_text) ORDER BY f.asked_at, f.id)
              FROM follow_ups f WHERE f.response_id = r.id AND ${onPathFollowUp('f')}) END AS follow_ups,
            qv.verdict AS quality_verdict, qv.reasons AS quality_reasons, qo.verdict AS quality_overruled
          FROM (SELECT *, (${matches}) AS matches FROM responses WHERE survey_id = $1) r
          LEFT JOIN response_quality qv ON qv.response_id = r.id
          LEFT JOIN response_quality_overrules qo ON qo.response_id = r.id`;
}

/** A timestamptz as Date.toISOString() writes it (UTC, milliseconds cut, not rounded, as a Date keeps them). */
const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function toCsvResponse(row: ExportRow, number: number): CsvResponse {
  return {
    number,
    id: row.id,
    submittedAt: row.submitted_at,
    completedAt: row.completed_at,
    abandonedAt: row.abandoned_at,
    hiddenFields: row.hidden_fields,
    pathEndedAt: row.path_ended_at,
    surveyMode: row.survey_mode,
    language: row.language,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    quality: { verdict: row.quality_verdict, reasons: row.quality_reasons ?? [], overruled: row.quality_overruled },
    answers: (row.answers ?? []).map(([questionId, answerText, answerValue, questionText]) => ({
      questionId,
      answerText,
      answerValue,
      questionText: questionText ?? '',
    })),
    followUps: (row.follow_ups ?? []).map(([questionId, questionText, answerText]) => ({
      questionId,
      questionText,
      answerText,
    })),
  };
}

/**
 * One server-side cursor, each batch's rows handed over as they arrive (none gathered), and
 * the next batch already fetched while this one's CSV is written: at most two batches in memory.
 */
async function cursorRows(
  tx: Queryable & RowStream,
  select: string,
  params: unknown[],
  batchSize: number,
  onRow: (row: ExportRow) => void,
  afterBatch: () => Promise<void>,
): Promise<void> {
  await tx.query(`DECLARE responses_csv NO SCROLL CURSOR FOR ${select} ORDER BY submitted_at, id`, params);
  const fetch = `FETCH FORWARD ${batchSize} FROM responses_csv`;
  let next = tx.eachRow(fetch, onRow);
  for (;;) {
    const count = await next;
    if (count === 0) return;
    next = tx.eachRow(fetch, onRow);
    try {
      await afterBatch();
    } catch (error) {
      await next.catch(() => undefined); // the transaction ends only after the fetch under way
      throw error;
    }
  }
}

/**
 * The hidden-field columns: the survey's declared keys in order, then the other keys (UTM ones, or a
 * field no longer declared) that an exported response recorded, alphabetically.
 */
/** Whether any of the survey's responses has a quality verdict: then the CSV has its Quality column (issue 50). */
async function hasQualityVerdicts(db: Queryable, surveyId: string): Promise<boolean> {
  const { rows } = await db.query<{ scored: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM response_quality WHERE survey_id = $1)
         OR EXISTS (SELECT 1 FROM response_quality_overrules WHERE survey_id = $1) AS scored`,
    [surveyId],
  );
  return rows[0]?.scored === true;
}

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
       FROM (SELECT f.question_id, count(*) AS n FROM follow_ups f
             WHERE f.response_id IN (SELECT id FROM exported) AND ${onPathFollowUp('f')}
             GROUP BY f.response_id, f.question_id) f
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
