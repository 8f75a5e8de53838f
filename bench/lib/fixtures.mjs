// Data the scenarios need: a survey with ten questions made through the API as the admin, and
// response streams seeded straight into the event log and read model (same rows the API writes).
import { randomUUID } from 'node:crypto';
import { ADMIN } from './stack.mjs';

export const QUESTION_COUNT = 10;

/** @param {Response} res */
async function json(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Logs in as the bench's admin; the session cookie to send with admin requests.
 * @param {string} apiUrl
 * @returns {Promise<string>}
 */
export async function adminLogin(apiUrl) {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  await json(login);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * @param {string} apiUrl
 * @param {{ questionCount?: number, title?: string }} [options]
 * @returns {Promise<{ surveyId: string, questionIds: string[] }>}
 */
export async function createSurvey(apiUrl, { questionCount = QUESTION_COUNT, title } = {}) {
  const cookie = await adminLogin(apiUrl);
  /** @param {string} path @param {unknown} body */
  const post = async (path, body) =>
    json(
      await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      }),
    );
  const survey = await post('/api/surveys', {
    title: title ?? 'Operations discovery (bench)',
    description: 'Ten questions about how the team works today.',
    slug: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    isActive: true,
  });
  const questionIds = [];
  for (let order = 1; order <= questionCount; order++) {
    const question = await post(`/api/surveys/${survey.id}/questions`, {
      questionText: `Question ${order}: what slows your team down in step ${order} of a typical week?`,
      order,
    });
    questionIds.push(question.id);
  }
  return { surveyId: survey.id, questionIds };
}

/**
 * Starts n responses the way the API does (a ResponseStarted event at version 1 and its row).
 * @param {import('pg').Pool} db
 * @param {string} surveyId
 * @param {number} n
 * @returns {Promise<string[]>}
 */
export async function seedResponses(db, surveyId, n) {
  const ids = Array.from({ length: n }, () => randomUUID());
  const startedAt = new Date().toISOString();
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO events (stream_id, stream_version, type, schema_version, data, metadata)
       SELECT 'response-' || id, 1, 'ResponseStarted', 1,
              jsonb_build_object('responseId', id, 'surveyId', $2::text, 'surveyMode', 'traditional', 'language', 'en',
                                 'respondentName', null, 'respondentEmail', null, 'startedAt', $3::text),
              '{}'::jsonb
       FROM unnest($1::text[]) AS id`,
      [ids, surveyId, startedAt],
    );
    await client.query(
      `INSERT INTO responses (id, survey_id, survey_mode, language, respondent_name, respondent_email, submitted_at, completed_at)
       SELECT id, $2, 'traditional', 'en', null, null, $3, null FROM unnest($1::text[]) AS id`,
      [ids, surveyId, startedAt],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return ids;
}
