import { type PathQuestion, shapeOf, type QuestionShape, type StoredQuestionShape } from '@seedline/shared';
import type { ReadAlong } from '../event-store/event-store';
import { isoOrNull, type Queryable } from '../db/db';
import type { ResponseLanguage, SurveyMode } from './response.events';
import type { ResponseView } from './responses.views';

type ResponseRow = {
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
};

const RESPONSE_COLUMNS =
  'id, survey_id, survey_mode, language, respondent_name, respondent_email, submitted_at, completed_at, abandoned_at, hidden_fields';

function toResponseView(row: ResponseRow): ResponseView {
  return {
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
  };
}

export async function findResponse(db: Queryable, id: string): Promise<ResponseView | null> {
  const { rows } = await db.query<ResponseRow>(`SELECT ${RESPONSE_COLUMNS} FROM responses WHERE id = $1`, [id]);
  return rows[0] ? toResponseView(rows[0]) : null;
}

/**
 * The response and the ids of its survey's questions, in one round trip: what a command that
 * names a question (an answer, a follow-up) needs before it runs.
 */
export async function findResponseWithQuestionIds(
  db: Queryable,
  id: string,
): Promise<{ response: ResponseView; questionIds: string[] } | null> {
  const { rows } = await db.query<ResponseRow & { question_ids: string[] | null }>(
    `SELECT ${RESPONSE_COLUMNS}, ARRAY(SELECT q.id FROM questions q WHERE q.survey_id = r.survey_id) AS question_ids
     FROM responses r WHERE r.id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { response: toResponseView(row), questionIds: row.question_ids ?? [] } : null;
}

/** What every respondent command needs first: the response, its survey's question ids and the survey's state. */
export type ResponseContext = {
  response: ResponseView;
  questionIds: string[];
  survey: { deleted: boolean; isActive: boolean };
  /** The type and settings of the question the command names, when it named one of the survey's. */
  questionShape: QuestionShape | null;
  /** The survey's questions in order with their branching rules (issue 29). */
  pathQuestions: PathQuestion[];
};

/** A question's shape columns, as the questions read model holds them. */
type ShapeRow = {
  question_type: StoredQuestionShape['questionType'];
  options: StoredQuestionShape['options'];
  allow_other: boolean | null;
  scale_labels: StoredQuestionShape['scaleLabels'];
  number_range: StoredQuestionShape['numberRange'];
};

const SHAPE_COLUMNS = 'question_type, options, allow_other, scale_labels, number_range';

const shapeOfRow = (row: ShapeRow): QuestionShape =>
  shapeOf({
    questionType: row.question_type,
    options: row.options,
    allowOther: row.allow_other === true,
    scaleLabels: row.scale_labels,
    numberRange: row.number_range,
  });

type ResponseContextRow = ResponseRow & {
  question_ids: string[] | null;
  survey_deleted: boolean | null;
  survey_active: boolean | null;
  question_shape: ShapeRow | null;
  path_questions: PathQuestion[] | null;
};

/** The response, its survey, and the named question's shape (questionId may be null), as one row. */
function responseContextSql(bind: (value: unknown) => string, id: string, questionId: string | null): string {
  const [idParam, questionParam] = [bind(id), bind(questionId)];
  return `SELECT ${RESPONSE_COLUMNS.split(', ')
    .map((c) => `r.${c}`)
    .join(', ')},
       ARRAY(SELECT q.id FROM questions q WHERE q.survey_id = r.survey_id) AS question_ids,
       (SELECT jsonb_agg(jsonb_build_object('questionId', q.id, 'isRequired', q.is_required, 'options', q.options,
                 'rules', COALESCE(q.logic, '[]'::jsonb)) ORDER BY q."order", q.created_at, q.id)
          FROM questions q WHERE q.survey_id = r.survey_id) AS path_questions,
       (s.id IS NULL OR s.deleted_at IS NOT NULL) AS survey_deleted, s.is_active AS survey_active,
       (SELECT to_jsonb(q) FROM (
          SELECT ${SHAPE_COLUMNS} FROM questions WHERE id = ${questionParam}::text AND survey_id = r.survey_id) q) AS question_shape
     FROM responses r LEFT JOIN surveys s ON s.id = r.survey_id WHERE r.id = ${idParam}::text`;
}

function toResponseContext(row: ResponseContextRow | undefined): ResponseContext | null {
  if (!row) return null;
  return {
    response: toResponseView(row),
    questionIds: row.question_ids ?? [],
    survey: { deleted: row.survey_deleted === true, isActive: row.survey_active === true },
    questionShape: row.question_shape ? shapeOfRow(row.question_shape) : null,
    pathQuestions: row.path_questions ?? [],
  };
}

/** One round trip: the response, its survey, and the named question's shape (questionId may be null). */
export async function findResponseContext(
  db: Queryable,
  id: string,
  questionId: string | null = null,
): Promise<ResponseContext | null> {
  const params: unknown[] = [];
  const sql = responseContextSql((value) => `$${params.push(value)}`, id, questionId);
  const { rows } = await db.query<ResponseContextRow>(sql, params);
  return toResponseContext(rows[0]);
}

/** findResponseContext read along with the response's stream, in the command's one read (see handleCommand). */
export function responseContextAlong(id: string, questionId: string | null = null): ReadAlong<ResponseContext | null> {
  return {
    sql: (bind) => `SELECT to_jsonb(c) FROM (${responseContextSql(bind, id, questionId)}) c`,
    map: (value) => toResponseContext((value ?? undefined) as ResponseContextRow | undefined),
  };
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a deleted survey found by its id or slug (no live survey holds it), or null. */
export async function findDeletedSurveyId(db: Queryable, idOrSlug: string): Promise<string | null> {
  const byId = UUID_TEXT.test(idOrSlug);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM surveys WHERE deleted_at IS NOT NULL AND ${byId ? 'id' : 'slug'} = $1 LIMIT 1`,
    [byId ? idOrSlug.toLowerCase() : idOrSlug],
  );
  return rows[0]?.id ?? null;
}

/** Oldest first, so 'Response #n' numbers stay put as new responses arrive. */
/** The survey's responses in start order, at most `max` of them (one more tells the caller there are more). */
export async function listResponses(db: Queryable, surveyId: string, max: number): Promise<ResponseView[]> {
  const { rows } = await db.query<ResponseRow>(
    `SELECT ${RESPONSE_COLUMNS} FROM responses WHERE survey_id = $1 ORDER BY submitted_at, id LIMIT $2`,
    [surveyId, max],
  );
  return rows.map(toResponseView);
}
