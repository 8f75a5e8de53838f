// Baseline of the survey-load scenario (its own process): a bare node:http server answering
// GET /api/surveys/{id}/document as the API does: one indexed lookup of the stored document (migration
// 016) with the survey's started count, the rows shown as the API shows them, availability worked out
// now, a strong ETag and Cache-Control: no-cache, 304 on a matching If-None-Match; pg, the API's pool size.
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  statement_timeout: 10000,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});

const FIND_DOCUMENT = `SELECT d.document, d.etag, c.started_count
  FROM survey_documents d LEFT JOIN survey_counts c ON c.survey_id = d.survey_id WHERE d.survey_id = $1`;

/** @param {string | null} value */
const iso = (value) => (value === null ? null : new Date(value).toISOString());

/** @param {any} s @param {number} startedCount */
function availability(s, startedCount) {
  if (!s.is_active) return 'inactive';
  if (s.closes_at !== null && new Date(s.closes_at).getTime() <= Date.now()) return 'closed';
  if (s.response_cap !== null && startedCount >= s.response_cap) return 'full';
  return 'open';
}

/** @param {any} row */
function documentOf(row) {
  const s = row.document.survey;
  const survey = {
    id: s.id,
    title: s.title,
    description: s.description,
    slug: s.slug,
    logo: s.logo,
    isActive: s.is_active,
    createdAt: iso(s.created_at),
    closesAt: iso(s.closes_at),
    responseCap: s.response_cap,
    availability: availability(s, Number(row.started_count ?? 0)),
    languages: s.languages ?? ['en', 'ur'],
    translations: s.translations ?? {},
  };
  const questions = !s.is_active
    ? []
    : row.document.questions.map((/** @type {any} */ q) => ({
        id: q.id,
        surveyId: q.survey_id,
        questionText: q.question_text,
        questionType: q.question_type,
        order: Number(q.order),
        isRequired: q.is_required !== false,
        options: q.options ?? null,
        allowOther: q.allow_other === true,
        scaleLabels: q.scale_labels ?? null,
        numberRange: q.number_range ?? null,
        translations: q.translations ?? {},
      }));
  return { document: { survey, questions }, etag: `"${row.etag}-${survey.availability}"` };
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
function send(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const ROUTE = /^\/api\/surveys\/([^/]+)\/document$/;

const server = http.createServer(async (req, res) => {
  const match = req.method === 'GET' ? ROUTE.exec(req.url ?? '') : null;
  if (!match) return send(res, 404, { statusCode: 404, message: 'Not found' });
  try {
    const { rows } = await pool.query(FIND_DOCUMENT, [decodeURIComponent(match[1]).toLowerCase()]);
    if (!rows[0]) return send(res, 404, { statusCode: 404, message: 'Survey not found' });
    const { document, etag } = documentOf(rows[0]);
    const headers = { etag, 'cache-control': 'no-cache' };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    send(res, 200, document, headers);
  } catch (error) {
    send(res, 500, { statusCode: 500, message: String(error) });
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`survey baseline listening on ${port}`));
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
