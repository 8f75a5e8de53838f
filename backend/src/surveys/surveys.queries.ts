import { isoOrNull, type Queryable } from '../db/db';
import type { QuestionType } from './survey.events';
import type { QuestionView, SurveyView } from './surveys.views';

type SurveyRow = {
  id: string;
  title: string;
  description: string | null;
  slug: string | null;
  logo: string | null;
  is_active: boolean;
  created_at: Date | string;
};

type QuestionRow = {
  id: string;
  survey_id: string;
  question_text: string;
  question_type: QuestionType;
  order: number;
  is_required: boolean;
};

const SURVEY_COLUMNS = 'id, title, description, slug, logo, is_active, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSurveyView(row: SurveyRow): SurveyView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    logo: row.logo,
    isActive: row.is_active,
    createdAt: isoOrNull(row.created_at) as string,
  };
}

function toQuestionView(row: QuestionRow): QuestionView {
  return {
    id: row.id,
    surveyId: row.survey_id,
    questionText: row.question_text,
    questionType: row.question_type,
    order: Number(row.order),
    isRequired: row.is_required !== false,
  };
}

/** A survey that is not deleted, found by its id or, failing that, its slug. */
export async function findSurvey(db: Queryable, idOrSlug: string): Promise<SurveyView | null> {
  const byId = UUID.test(idOrSlug);
  const { rows } = await db.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM surveys WHERE deleted_at IS NULL AND ${byId ? 'id' : 'slug'} = $1`,
    [byId ? idOrSlug.toLowerCase() : idOrSlug],
  );
  return rows[0] ? toSurveyView(rows[0]) : null;
}

export async function listSurveys(db: Queryable, filter: { activeOnly: boolean }): Promise<SurveyView[]> {
  const { rows } = await db.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM surveys WHERE deleted_at IS NULL ${filter.activeOnly ? 'AND is_active' : ''}
     ORDER BY created_at DESC, id`,
  );
  return rows.map(toSurveyView);
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM surveys WHERE slug = $1 AND deleted_at IS NULL', [slug]);
  return rows.length > 0;
}

export async function listQuestions(db: Queryable, surveyId: string): Promise<QuestionView[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT id, survey_id, question_text, question_type, "order", is_required
     FROM questions WHERE survey_id = $1 ORDER BY "order", created_at, id`,
    [surveyId],
  );
  return rows.map(toQuestionView);
}
