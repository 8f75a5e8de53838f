import type { AnswerValue, QuestionType } from '@seedline/shared';
import type { Queryable } from '../../db/db';
import type { QualityQuestion, RecordedAnswer, ResponseRecord } from './quality-input';
import type { QualityVerdict } from './quality-verdict';
import { noteWords, reasonWords } from './quality-words';
import type { ResponseQualityView } from './response-quality.views';

/** The keeper's row in response_quality_checkpoint. */
export const QUALITY_CHECKPOINT = { table: 'response_quality_checkpoint', id: 'quality' } as const;

type AnswerRow = {
  response_id: string;
  question_id: string;
  answer_text: string;
  answer_value: AnswerValue | null;
  at: number;
};

/** The survey's questions and their types, as the scoring reads them. */
export async function readQualityQuestions(db: Queryable, surveyId: string): Promise<QualityQuestion[]> {
  const { rows } = await db.query<{ id: string; question_type: QuestionType }>(
    'SELECT id, question_type FROM questions WHERE survey_id = $1 ORDER BY "order", id',
    [surveyId],
  );
  return rows.map((q) => ({ id: q.id, type: q.question_type }));
}

/** Where a page of responses ends: the next page starts after it. */
export type ResponsePageCursor = { submitted: string; id: string };

/**
 * One page of a survey's responses in the order they started (the scoring's order: start, then id by
 * code unit, hence `COLLATE "C"`), after the cursor, with their answers on the respondent's path (an
 * answer the path left behind is not theirs to be judged by). `next` is null after the last page.
 */
export async function readResponsePage(
  db: Queryable,
  surveyId: string,
  after: ResponsePageCursor | null,
  limit: number,
): Promise<{ responses: ResponseRecord[]; next: ResponsePageCursor | null }> {
  // One after another: inside a transaction the two share one connection.
  const { rows: page } = await db.query<{ id: string; started: number; submitted: string }>(
    `SELECT id, (extract(epoch FROM submitted_at) * 1000)::float8 AS started, submitted_at::text AS submitted
       FROM responses
      WHERE survey_id = $1
        AND ($2::timestamptz IS NULL OR (submitted_at, id COLLATE "C") > ($2::timestamptz, $3::text COLLATE "C"))
      ORDER BY submitted_at, id COLLATE "C"
      LIMIT $4`,
    [surveyId, after?.submitted ?? null, after?.id ?? null, limit],
  );
  if (page.length === 0) return { responses: [], next: null };
  const { rows: answers } = await db.query<AnswerRow>(
    `SELECT a.response_id, a.question_id, a.answer_text, a.answer_value,
            (extract(epoch FROM a.answered_at) * 1000)::float8 AS at
       FROM answers a
      WHERE a.response_id = ANY($1::text[]) AND NOT a.off_path`,
    [page.map((r) => r.id)],
  );
  const answersOf = new Map<string, RecordedAnswer[]>();
  for (const row of answers) {
    const answer: RecordedAnswer = {
      questionId: row.question_id,
      text: row.answer_text,
      value: row.answer_value,
      recordedAt: Number(row.at),
    };
    const list = answersOf.get(row.response_id);
    if (list) list.push(answer);
    else answersOf.set(row.response_id, [answer]);
  }
  const last = page[page.length - 1]!;
  return {
    // No device key is recorded today (quality-input.ts): the duplicate-respondent signal stays silent.
    responses: page.map((r) => ({
      id: r.id,
      startedAt: Number(r.started),
      deviceKey: null,
      answers: answersOf.get(r.id) ?? [],
    })),
    next: page.length < limit ? null : { submitted: last.submitted, id: last.id },
  };
}

/**
 * Writes these verdicts of a survey's responses where they differ from the kept ones (new, or another
 * verdict, reasons or notes); an unchanged verdict is not written again, so a survey rescored while it is
 * answered rewrites only the responses that moved. Answers how many rows were written.
 */
export async function writeChangedVerdicts(
  tx: Queryable,
  surveyId: string,
  verdicts: ReadonlyMap<string, QualityVerdict>,
): Promise<number> {
  if (verdicts.size === 0) return 0;
  const ids: string[] = [];
  const kinds: string[] = [];
  const reasons: string[] = [];
  const notes: string[] = [];
  for (const [id, verdict] of verdicts) {
    ids.push(id);
    kinds.push(verdict.verdict);
    reasons.push(JSON.stringify(verdict.reasons));
    notes.push(JSON.stringify(verdict.notes));
  }
  const { rowCount } = await tx.query(
    `WITH v AS (
       SELECT id, verdict, reasons::jsonb AS reasons, notes::jsonb AS notes
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS v(id, verdict, reasons, notes)
     )
     INSERT INTO response_quality (response_id, survey_id, verdict, reasons, notes)
     SELECT v.id, $1, v.verdict, v.reasons, v.notes
       FROM v LEFT JOIN response_quality q ON q.response_id = v.id
      WHERE q.response_id IS NULL
         OR (q.survey_id, q.verdict, q.reasons, q.notes) IS DISTINCT FROM ($1, v.verdict, v.reasons, v.notes)
     ON CONFLICT (response_id) DO UPDATE
       SET survey_id = EXCLUDED.survey_id, verdict = EXCLUDED.verdict, reasons = EXCLUDED.reasons, notes = EXCLUDED.notes`,
    [surveyId, ids, kinds, reasons, notes],
  );
  return rowCount ?? 0;
}

/** Drops the survey's verdicts of responses not among `scored` (gone since they were judged: erased ones). */
export async function dropVerdictsExcept(tx: Queryable, surveyId: string, scored: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM response_quality WHERE survey_id = $1 AND NOT (response_id = ANY($2::text[]))', [
    surveyId,
    scored,
  ]);
}

export type StoredVerdict = { responseId: string } & QualityVerdict;

/** A survey's kept verdicts, by response id. */
export async function listSurveyVerdicts(db: Queryable, surveyId: string): Promise<StoredVerdict[]> {
  const { rows } = await db.query<{
    response_id: string;
    verdict: QualityVerdict['verdict'];
    reasons: QualityVerdict['reasons'];
    notes: QualityVerdict['notes'];
  }>('SELECT response_id, verdict, reasons, notes FROM response_quality WHERE survey_id = $1 ORDER BY response_id', [
    surveyId,
  ]);
  return rows.map((r) => ({ responseId: r.response_id, verdict: r.verdict, reasons: r.reasons, notes: r.notes }));
}

type QualityRow = {
  response_id: string;
  computed: QualityVerdict['verdict'] | null;
  reasons: QualityVerdict['reasons'] | null;
  notes: QualityVerdict['notes'] | null;
  overruled: QualityVerdict['verdict'] | null;
  overruled_by: string | null;
  overruled_at: string | null;
};

/** A response's quality as the API shows it: the verdict that stands and why, in English and Urdu. */
export function qualityViewOf(row: QualityRow): ResponseQualityView {
  return {
    responseId: row.response_id,
    verdict: row.overruled ?? row.computed,
    computedVerdict: row.computed,
    reasons: (row.reasons ?? []).map((reason) => ({
      signal: reason.signal,
      en: reasonWords(reason, 'en'),
      ur: reasonWords(reason, 'ur'),
    })),
    notes: (row.notes ?? []).map((note) => ({ en: noteWords(note, 'en'), ur: noteWords(note, 'ur') })),
    overrule:
      row.overruled === null
        ? null
        : { verdict: row.overruled, by: row.overruled_by, at: row.overruled_at ?? new Date(0).toISOString() },
  };
}

/**
 * The verdict that stands for a response as SQL, given the aliases of its response_quality (q) and
 * response_quality_overrules (o) rows: the consultant's over the computed one, NULL until scored.
 */
export const STANDING_VERDICT_SQL = 'COALESCE(o.verdict, q.verdict)';

/** The joins STANDING_VERDICT_SQL reads, onto responses aliased `r`. */
export const QUALITY_JOINS_SQL = `LEFT JOIN response_quality q ON q.response_id = r.id
       LEFT JOIN response_quality_overrules o ON o.response_id = r.id`;

/** The quality of these responses (those that exist), by response id: one query. */
export async function qualityOfResponses(
  db: Queryable,
  responseIds: string[],
): Promise<Map<string, ResponseQualityView>> {
  const result = new Map<string, ResponseQualityView>();
  if (responseIds.length === 0) return result;
  const { rows } = await db.query<QualityRow>(
    `SELECT r.id AS response_id, q.verdict AS computed, q.reasons, q.notes, o.verdict AS overruled,
            e.metadata->>'by' AS overruled_by,
            COALESCE(e.metadata->>'at', to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS overruled_at
       FROM unnest($1::text[]) AS page(id)
       JOIN responses r ON r.id = page.id
       ${QUALITY_JOINS_SQL}
       LEFT JOIN events e ON e.global_position = o.overruled_position`,
    [responseIds],
  );
  for (const row of rows) result.set(row.response_id, qualityViewOf(row));
  return result;
}

export type QualityCounts = { ok: number; review: number; lowQuality: number; unscored: number };

/** How many of a survey's responses stand at each verdict. */
export async function qualityCounts(db: Queryable, surveyId: string): Promise<QualityCounts> {
  const { rows } = await db.query<{ ok: number; review: number; low: number; unscored: number }>(
    `SELECT count(*) FILTER (WHERE ${STANDING_VERDICT_SQL} = 'ok')::int AS ok,
            count(*) FILTER (WHERE ${STANDING_VERDICT_SQL} = 'review')::int AS review,
            count(*) FILTER (WHERE ${STANDING_VERDICT_SQL} = 'low_quality')::int AS low,
            count(*) FILTER (WHERE ${STANDING_VERDICT_SQL} IS NULL)::int AS unscored
       FROM responses r ${QUALITY_JOINS_SQL}
       WHERE r.survey_id = $1`,
    [surveyId],
  );
  const row = rows[0]!;
  return { ok: row.ok, review: row.review, lowQuality: row.low, unscored: row.unscored };
}
