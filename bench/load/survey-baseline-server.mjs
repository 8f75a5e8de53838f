// Baseline of the survey-load scenario (its own process): a bare node:http server answering
// GET /api/surveys/{id} and GET /api/surveys/{id}/questions with the same queries the API runs
// (find the active survey; then its questions), with pg and the API's pool size.
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  statement_timeout: 10000,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});

const FIND_SURVEY =
  'SELECT id, title, description, slug, logo, is_active, created_at FROM surveys WHERE deleted_at IS NULL AND id = $1';
const LIST_QUESTIONS = `SELECT id, survey_id, question_text, question_type, "order", is_required
  FROM questions WHERE survey_id = $1 ORDER BY "order", created_at, id`;

/** @param {string} id */
async function activeSurvey(id) {
  const { rows } = await pool.query(FIND_SURVEY, [id.toLowerCase()]);
  const row = rows[0];
  if (!row || !row.is_active) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    logo: row.logo,
    isActive: row.is_active,
    createdAt: row.created_at.toISOString(),
  };
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const ROUTE = /^\/api\/surveys\/([^/]+)(\/questions)?$/;

const server = http.createServer(async (req, res) => {
  const match = req.method === 'GET' ? ROUTE.exec(req.url ?? '') : null;
  if (!match) return send(res, 404, { statusCode: 404, message: 'Not found' });
  try {
    const survey = await activeSurvey(decodeURIComponent(match[1]));
    if (!survey) return send(res, 404, { statusCode: 404, message: 'Survey not found' });
    if (!match[2]) return send(res, 200, survey);
    const { rows } = await pool.query(LIST_QUESTIONS, [survey.id]);
    send(
      res,
      200,
      rows.map((row) => ({
        id: row.id,
        surveyId: row.survey_id,
        questionText: row.question_text,
        questionType: row.question_type,
        order: Number(row.order),
        isRequired: row.is_required !== false,
      })),
    );
  } catch (error) {
    send(res, 500, { statusCode: 500, message: String(error) });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`survey baseline listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
