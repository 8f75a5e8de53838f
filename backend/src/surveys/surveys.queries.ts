import type { AnalysisRole } from '@seedline/shared';
import type { LogicRule, ChoiceOption, NumberRange, ScaleLabels } from '@seedline/shared';
import { isoOrNull, type Queryable } from '../db/db';
import { availabilityOf } from './survey-availability';
import { DEFAULT_END_SCREEN, type EndScreen } from './sharing';
import { DEFAULT_SURVEY_LANGUAGES, type SurveyLanguage } from './translations';
import type { QuestionType } from './survey.events';
import type { QuestionTranslationsView, QuestionView, SurveyTranslationsView, SurveyView } from './surveys.views';

type SurveyRow = {
  id: string;
  title: string;
  description: string | null;
  slug: string | null;
  logo: string | null;
  is_active: boolean;
  created_at: Date | string;
  closes_at: Date | string | null;
  response_cap: number | null;
  started_count: number | string | null;
  completed_count: number | string | null;
  languages: SurveyLanguage[] | null;
  translations: SurveyTranslationsView | null;
  embed_origins: string[] | null;
  listed: boolean | null;
  client_id?: string | null;
  end_screen: EndScreen | null;
};

type QuestionRow = {
  id: string;
  survey_id: string;
  question_text: string;
  question_type: QuestionType;
  order: number;
  is_required: boolean;
  analysis_role?: AnalysisRole | null;
  options: ChoiceOption[] | null;
  allow_other: boolean | null;
  scale_labels: ScaleLabels | null;
  number_range: NumberRange | null;
  translations: QuestionTranslationsView | null;
  /** Absent on rows read before migration 023 (a stored document is recomputed by it). */
  logic?: LogicRule[] | null;
};

// The survey with its counts (kept by triggers, see migration 008): `FROM ${SURVEYS_WITH_COUNTS}`.
const SURVEY_COLUMNS =
  's.id, s.title, s.description, s.slug, s.logo, s.is_active, s.created_at, s.closes_at, s.response_cap, s.languages, s.translations, s.embed_origins, s.end_screen, s.listed, s.client_id, c.started_count, c.completed_count';
const SURVEYS_WITH_COUNTS = 'surveys s LEFT JOIN survey_counts c ON c.survey_id = s.id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The survey as the API answers it, with its availability as of `now`. */
export function toSurveyView(row: SurveyRow, now: Date): SurveyView {
  const closesAt = isoOrNull(row.closes_at);
  const responseCap = row.response_cap === null ? null : Number(row.response_cap);
  const startedCount = Number(row.started_count ?? 0);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    logo: row.logo,
    isActive: row.is_active,
    createdAt: isoOrNull(row.created_at) as string,
    closesAt,
    responseCap,
    startedCount,
    completedCount: Number(row.completed_count ?? 0),
    availability: availabilityOf({ isActive: row.is_active, closesAt, responseCap, startedCount }, now),
    // NULL: declared before languages were, both as always.
    languages: row.languages ?? [...DEFAULT_SURVEY_LANGUAGES],
    translations: row.translations ?? {},
    // NULL: never set, so nobody else may embed it and the spec's end screen shows.
    embedOrigins: row.embed_origins ?? [],
    endScreen: { ...(row.end_screen ?? DEFAULT_END_SCREEN), stayOnEndScreen: row.end_screen?.stayOnEndScreen === true },
    listed: row.listed !== false,
    clientId: row.client_id ?? null,
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
    // Only when the consultant set one (absent: inferred), so questions read as before otherwise.
    ...(row.analysis_role ? { analysisRole: row.analysis_role } : {}),
    options: row.options ?? null,
    allowOther: row.allow_other === true,
    scaleLabels: row.scale_labels ?? null,
    numberRange: row.number_range ?? null,
    translations: row.translations ?? {},
    logic: row.logic ?? [],
  };
}

/** A survey that is not deleted, found by its id or, failing that, its slug, with its availability as of `now`. */
export async function findSurvey(db: Queryable, idOrSlug: string, now: Date): Promise<SurveyView | null> {
  const byId = UUID.test(idOrSlug);
  const { rows } = await db.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM ${SURVEYS_WITH_COUNTS} WHERE s.deleted_at IS NULL AND s.${byId ? 'id' : 'slug'} = $1`,
    [byId ? idOrSlug.toLowerCase() : idOrSlug],
  );
  return rows[0] ? toSurveyView(rows[0], now) : null;
}

/** activeOnly: the unlocked /surveys list, the active surveys that are listed (unlisted: only by their link). */
export async function listSurveys(db: Queryable, filter: { activeOnly: boolean }, now: Date): Promise<SurveyView[]> {
  const { rows } = await db.query<SurveyRow>(
    `SELECT ${SURVEY_COLUMNS} FROM ${SURVEYS_WITH_COUNTS} WHERE s.deleted_at IS NULL ${filter.activeOnly ? 'AND s.is_active AND s.listed' : ''}
     ORDER BY s.created_at DESC, s.id`,
  );
  return rows.map((row) => toSurveyView(row, now));
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM surveys WHERE slug = $1 AND deleted_at IS NULL', [slug]);
  return rows.length > 0;
}

export async function listQuestions(db: Queryable, surveyId: string): Promise<QuestionView[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT id, survey_id, question_text, question_type, "order", is_required, analysis_role,
            options, allow_other, scale_labels, number_range, translations, logic
     FROM questions WHERE survey_id = $1 ORDER BY "order", created_at, id`,
    [surveyId],
  );
  return rows.map(toQuestionView);
}

/** Whether any response of the survey exists: from then on, questions are only added at the end or reworded. */
export async function surveyHasResponses(db: Queryable, surveyId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM responses WHERE survey_id = $1 LIMIT 1', [surveyId]);
  return rows.length > 0;
}

/** A survey's public document as served: its JSON text, and the strong entity tag that names this version of it. */
export type ServedSurveyDocument = { body: string; etag: string };

type SurveyDocumentRow = {
  /** NULL when the caller already holds the version named by `etag`. */
  document: { survey: SurveyRow; questions: QuestionRow[] } | null;
  etag: string;
  started_count: number | string | null;
};

/** A stored version as shown, with its JSON text for each availability it has been served in. */
type RenderedVersion = {
  etag: string;
  survey: Omit<SurveyView, 'startedCount' | 'completedCount'>;
  questions: QuestionView[];
  bodies: Map<SurveyView['availability'], string>;
};

/**
 * The surveys' public documents (migration 016), by id or slug, in one indexed lookup each. The stored
 * rows are shown as the other survey endpoints show them; availability is worked out at each request, so
 * the tag names both the stored version and the availability (a survey fills up or closes without its
 * rows changing).
 *
 * The respondent's page loads this on every visit, so the last versions shown are kept with their JSON
 * text: the lookup still runs each time (the tag and the started count are read, so another replica's
 * edit is seen at once), but a version already held is not sent again by the database, parsed, shaped
 * or serialized.
 */
export class SurveyDocuments {
  private readonly versions = new Map<string, RenderedVersion>();

  constructor(
    private readonly db: Queryable,
    private readonly capacity = 64,
  ) {}

  async find(idOrSlug: string, now: Date): Promise<ServedSurveyDocument | null> {
    const byId = UUID.test(idOrSlug);
    const key = byId ? idOrSlug.toLowerCase() : idOrSlug;
    const held = this.versions.get(key);
    const { rows } = await this.db.query<SurveyDocumentRow>(
      `SELECT d.etag, c.started_count, CASE WHEN d.etag = $2 THEN NULL ELSE d.document END AS document
       FROM survey_documents d LEFT JOIN survey_counts c ON c.survey_id = d.survey_id
       WHERE d.${byId ? 'survey_id' : 'slug'} = $1`,
      [key, held?.etag ?? null],
    );
    const row = rows[0];
    if (!row) {
      this.versions.delete(key);
      return null;
    }
    // Held again on every hit, so the ones evicted are those served least recently.
    const version = this.hold(key, row.document ? renderVersion(row.etag, row.document, now) : held!);
    const { isActive, closesAt, responseCap } = version.survey;
    const startedCount = Number(row.started_count ?? 0);
    const availability = availabilityOf({ isActive, closesAt, responseCap, startedCount }, now);
    let body = version.bodies.get(availability);
    if (body === undefined) {
      body = JSON.stringify({ survey: { ...version.survey, availability }, questions: version.questions });
      version.bodies.set(availability, body);
    }
    return { body, etag: `"${version.etag}-${availability}"` };
  }

  private hold(key: string, version: RenderedVersion): RenderedVersion {
    this.versions.delete(key);
    if (this.versions.size >= this.capacity) this.versions.delete(this.versions.keys().next().value as string);
    this.versions.set(key, version);
    return version;
  }
}

function renderVersion(etag: string, document: NonNullable<SurveyDocumentRow['document']>, now: Date): RenderedVersion {
  const {
    startedCount: _started,
    completedCount: _completed,
    ...survey
  } = toSurveyView({ ...document.survey, started_count: null, completed_count: null, client_id: null }, now);
  // Which client a survey is for is the consultancy's business, not the respondents' (client_id: null above).
  // A switched-off survey shows its page, not its questions (as GET /api/surveys/{id}/questions refuses them).
  // The public document: the consultant's analysis roles are not the respondents' business.
  const questions = survey.isActive
    ? document.questions.map((row) => toQuestionView({ ...row, analysis_role: null }))
    : [];
  return { etag, survey, questions, bodies: new Map() };
}
