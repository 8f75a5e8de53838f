import { isoOrNull, type Queryable } from '../db/db';
import { answerWordingJoin } from '../surveys';
import type { QuestionType, AnswerValue } from '@seedline/shared';
import type { ResponseLanguage, SurveyMode } from './response.events';
import { encodeCursor, filterSql, KEY_TIME_SQL, type PageKey, type ResponseFilter } from './responses-page';
import { qualityOfResponses } from './quality/response-quality.queries';
import type { FollowUpView, ResponsePageAnswerView, ResponsePageView } from './responses.views';

type PageRow = {
  id: string;
  survey_id: string;
  survey_mode: SurveyMode;
  language: ResponseLanguage | null;
  respondent_name: string | null;
  respondent_email: string | null;
  submitted_at: Date | string;
  completed_at: Date | string | null;
  abandoned_at: Date | string | null;
  hidden_fields: Record<string, string> | null;
  passed_by: unknown;
  key_at: string;
  number: string | number;
  total: string | number;
};

/**
 * One page of a survey's responses, newest first, in one statement (one snapshot): the page by
 * keyset (never OFFSET), the total for the filter and each row's number.
 *
 * "Response #n" is the response's position in start order, counted when read rather than stored:
 * the numbers of the page's rows are (responses started before the page's oldest row) + their rank
 * among all responses from that row to the page's newest. A stored number would need a counter that
 * the pure projections cannot keep and that the bulk rebuild would have to assign in the same order
 * as live appends (which race). Counting is one index-only scan of (survey_id, submitted_at, id),
 * shared with the total when there is no filter: about 100,000 index entries for the first page at
 * 100,000 responses, a few milliseconds, and no worse deep in the list. The rank only scans the
 * responses between the page's ends (the page itself when unfiltered).
 */
export async function listResponsePage(
  db: Queryable,
  surveyId: string,
  filter: ResponseFilter,
  limit: number,
  after: PageKey | null,
): Promise<ResponsePageView> {
  const params: unknown[] = [surveyId];
  const where = filterSql(filter, params);
  let keyset = '';
  if (after) {
    params.push(after.at, after.id);
    keyset = `AND (submitted_at, id) < ($${params.length - 1}::timestamptz, $${params.length})`;
  }
  params.push(limit + 1);
  const { rows } = await db.query<PageRow>(
    `WITH page AS (
       SELECT id, survey_id, survey_mode, language, respondent_name, respondent_email, submitted_at, completed_at,
              abandoned_at, hidden_fields, passed_by, ${KEY_TIME_SQL} AS key_at
       FROM responses WHERE survey_id = $1 AND ${where} ${keyset}
       ORDER BY submitted_at DESC, id DESC LIMIT $${params.length}
     ),
     oldest AS (SELECT submitted_at, id FROM page ORDER BY submitted_at, id LIMIT 1),
     newest AS (SELECT submitted_at, id FROM page ORDER BY submitted_at DESC, id DESC LIMIT 1),
     counts AS (
       SELECT count(*) FILTER (WHERE ${where}) AS total,
              count(*) FILTER (WHERE (submitted_at, id) < (SELECT submitted_at, id FROM oldest)) AS older
       FROM responses WHERE survey_id = $1
     ),
     ranked AS (
       SELECT id, row_number() OVER (ORDER BY submitted_at, id) AS rank
       FROM responses
       WHERE survey_id = $1
         AND (submitted_at, id) >= (SELECT submitted_at, id FROM oldest)
         AND (submitted_at, id) <= (SELECT submitted_at, id FROM newest)
     )
     SELECT p.*, c.older + r.rank AS number, c.total
     FROM counts c LEFT JOIN (page p JOIN ranked r ON r.id = p.id) ON TRUE
     ORDER BY p.submitted_at DESC, p.id DESC`,
    params,
  );
  const total = Number(rows[0]?.total ?? 0);
  const found = rows.filter((row) => row.id !== null);
  const pageRows = found.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  const ids = pageRows.map((row) => row.id);
  // One after the other: inside a transaction they share one connection.
  const embedded = await embeddedAnswers(db, ids);
  const quality = await qualityOfResponses(db, ids);
  return {
    items: pageRows.map((row) => ({
      id: row.id,
      surveyId: row.survey_id,
      surveyMode: row.survey_mode,
      language: row.language,
      respondentName: row.respondent_name,
      respondentEmail: row.respondent_email,
      submittedAt: isoOrNull(row.submitted_at) as string,
      completedAt: isoOrNull(row.completed_at),
      abandonedAt: isoOrNull(row.abandoned_at),
      hiddenFields: row.hidden_fields ?? {},
      number: Number(row.number),
      answers: embedded.answers.get(row.id) ?? [],
      followUps: embedded.followUps.get(row.id) ?? [],
      passedBy: Array.isArray(row.passed_by) ? row.passed_by.map(String) : [],
      quality: quality.get(row.id) ?? null,
    })),
    nextCursor: found.length > limit && last ? encodeCursor({ at: last.key_at, id: last.id }) : null,
    total,
  };
}

/**
 * The wording of its question that answer `a` was given against, as one expression: what
 * answerWordingJoin (surveys/questions/question-wordings.ts) gives, for places where a join does not fit.
 */
export const ANSWERED_WORDING_SQL = `COALESCE(
  (SELECT qw.question_text FROM question_wordings qw
   WHERE qw.question_id = a.question_id AND qw.from_position <= a.answered_position
   ORDER BY qw.from_position DESC LIMIT 1),
  (SELECT wq.question_text FROM questions wq WHERE wq.id = a.question_id))`;

/** Whether question q ever read otherwise than today. */
export const REWORDED_SQL =
  'EXISTS (SELECT 1 FROM question_wordings qw WHERE qw.question_id = q.id AND qw.question_text <> q.question_text)';

export type EmbeddedAnswers = {
  answers: Map<string, ResponsePageAnswerView[]>;
  followUps: Map<string, FollowUpView[]>;
};

/** The answers (question order) and follow-ups (asked order) of many responses: two queries, whatever their number. */
export async function embeddedAnswers(db: Queryable, responseIds: string[]): Promise<EmbeddedAnswers> {
  const result: EmbeddedAnswers = { answers: new Map(), followUps: new Map() };
  if (responseIds.length === 0) return result;
  const [answers, followUps] = await Promise.all([
    db.query<{
      response_id: string;
      question_id: string;
      question_text: string | null;
      question_type: QuestionType | null;
      answer_text: string;
      answer_value: AnswerValue | null;
      answered_at: Date | string;
      off_path: boolean;
    }>(
      // Joined to the ids unnested (not = ANY): the planner then reads each response's answers by its key.
      `SELECT a.response_id, a.question_id, COALESCE(w.question_text, q.question_text) AS question_text,
              q.question_type, a.answer_text, a.answer_value, a.answered_at, a.off_path
       FROM unnest($1::text[]) AS page(id)
       JOIN answers a ON a.response_id = page.id
       LEFT JOIN questions q ON q.id = a.question_id
       ${answerWordingJoin('a', 'w')}
       ORDER BY a.response_id, q."order", a.answered_at`,
      [responseIds],
    ),
    db.query<{
      id: string;
      response_id: string;
      question_id: string;
      question_text: string;
      answer_text: string | null;
    }>(
      `SELECT f.id, f.response_id, f.question_id, f.question_text, f.answer_text
       FROM unnest($1::text[]) AS page(id) JOIN follow_ups f ON f.response_id = page.id
       ORDER BY f.asked_at, f.id`,
      [responseIds],
    ),
  ]);
  for (const row of answers.rows) {
    push(result.answers, row.response_id, {
      questionId: row.question_id,
      questionText: row.question_text ?? '',
      // An answer to a question since deleted reads as text, as every answer did before question types.
      questionType: row.question_type ?? 'textarea',
      answerText: row.answer_text,
      answerValue: row.answer_value ?? null,
      answeredAt: isoOrNull(row.answered_at) as string,
      offPath: row.off_path,
    });
  }
  for (const row of followUps.rows) {
    push(result.followUps, row.response_id, {
      id: row.id,
      questionId: row.question_id,
      questionText: row.question_text,
      answerText: row.answer_text,
    });
  }
  return result;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
