import type TestAgent from 'supertest/lib/agent';
import { problemOf } from '../testing/problem';
import { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { randomIds, systemClock } from '../core/tokens';
import { EventStoreService } from '../core/event-store.service';
import type { Db, Transaction } from '../db/db';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ResponsesCsvService } from './responses-csv.service';
import { INVALID_CURSOR_MESSAGE, UNPAGED_LIST_MAX, UNPAGED_LIST_TOO_LONG_MESSAGE } from './responses-page';

// Bad input to the responses list, its CSV and the summary is a 400 problem that says what is wrong,
// never a 500 from Postgres (issue 26): loose dates, crafted cursors, and the unpaged list's cap.

let t: TestApp;
let admin: TestAgent;
let surveyId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
  surveyId = (await admin.post('/api/surveys').send({ title: 'Bad input' }).expect(201)).body.id;
  await t.agent().post(`/api/surveys/${surveyId}/responses`).send({ surveyMode: 'traditional' }).expect(201);
});
afterAll(async () => {
  await t.close();
});

const FROM = 'from must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp (YYYY-MM-DDTHH:MM:SSZ)';
const TO = 'to must be a date (YYYY-MM-DD) or a full ISO 8601 timestamp (YYYY-MM-DDTHH:MM:SSZ)';
const cursorOf = (json: string) => Buffer.from(json, 'utf8').toString('base64url');

describe.each(['responses', 'responses.csv', 'summary'])('GET /api/surveys/{id}/%s', (endpoint) => {
  const path = () => `/api/surveys/${surveyId}/${endpoint}`;

  it.each(['2026', '2026-01', '2026-02-30', '2026-03-01T10:00', 'last week'])(
    'answers from=%s with a 400 naming the form it takes',
    async (from) => {
      const res = await admin.get(path()).query({ from }).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).toEqual({ ...problemOf(400, FROM, path()), errors: [{ pointer: '#/from', detail: FROM }] });
    },
  );

  it('answers a bad to with its own 400, and takes a date or a full timestamp', async () => {
    const res = await admin.get(path()).query({ to: '2026' }).expect(400);
    expect(res.body).toMatchObject({ status: 400, detail: TO, errors: [{ pointer: '#/to', detail: TO }] });
    await admin.get(path()).query({ from: '2026-01-01', to: '2026-12-31T23:59:59+05:00' }).expect(200);
  });
});

describe('the page cursor', () => {
  it.each([
    ['an impossible date', cursorOf('["2026-02-30T10:00:00.000000Z","3f0c1e9a-5b7d-4c2e-9a1f-0d2b3c4e5f60"]')],
    ['an id with NUL', cursorOf('["2026-03-04T10:00:00.000000Z","a\\u0000b"]')],
  ])('answers a cursor with %s with a 400, not a 500', async (_, cursor) => {
    const path = `/api/surveys/${surveyId}/responses`;
    const res = await admin.get(path).query({ limit: 5, cursor }).expect(400);
    expect(res.body).toEqual(problemOf(400, INVALID_CURSOR_MESSAGE, path));
  });
});

describe('responses.csv', () => {
  it('answers an unknown survey as a problem with JSON headers, not as a CSV attachment', async () => {
    const res = await admin.get('/api/surveys/no-such-survey/responses.csv').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual(problemOf(404, 'Survey not found', '/api/surveys/no-such-survey/responses.csv'));
  });
});

describe('the CSV headers', () => {
  /** A reply that records its headers and body, as Fastify's (and the Node response under it) would. */
  function recordingResponse() {
    const headers = new Map<string, string>();
    let body = '';
    const res = new Writable({
      write(chunk: Buffer, _encoding, done) {
        body += chunk.toString('utf8');
        done();
      },
    });
    return {
      res: {
        raw: Object.assign(res, {
          status: () => res,
          setHeader: (name: string, value: string) => headers.set(name, value),
        }),
        hijack: () => undefined,
      },
      headers,
      body: () => body,
    };
  }

  it('go out only once the first query answered: a failure before it leaves no CSV header behind', async () => {
    // The database answers the survey lookup, then fails on the export's first query (its questions).
    const failingQuery = (query: Db['query']): Db['query'] =>
      ((sql: string, params?: unknown[]) =>
        sql.includes('FROM questions')
          ? Promise.reject(new Error('the database went away'))
          : query(sql, params)) as Db['query'];
    // The export's own transaction (which streams rows) fails the same way.
    const failing: Db = {
      ...t.db,
      query: failingQuery(t.db.query),
      transaction: ((fn: (tx: Transaction) => Promise<unknown>) =>
        t.db.transaction((tx) => fn({ ...tx, query: failingQuery(tx.query) }))) as Db['transaction'],
    };
    const failed = recordingResponse();
    await expect(
      new ResponsesCsvService(failing, systemClock, t.app.get(EventStoreService), randomIds).export(
        surveyId,
        {},
        failed.res as unknown as FastifyReply,
      ),
    ).rejects.toThrow('the database went away');
    expect([...failed.headers.keys()]).toEqual([]);

    const ok = recordingResponse();
    await new ResponsesCsvService(t.db, systemClock, t.app.get(EventStoreService), randomIds).export(
      surveyId,
      {},
      ok.res as unknown as FastifyReply,
    );
    expect(ok.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(ok.headers.get('Content-Disposition')).toMatch(/^attachment; filename="bad-input-responses-/);
    expect(ok.body()).toMatch(/^\uFEFFResponse #,/);
  });
});

describe('the unpaged list', () => {
  it(`answers the plain array up to ${UNPAGED_LIST_MAX} responses, and beyond that a 400 that says how to page`, async () => {
    const id = (await admin.post('/api/surveys').send({ title: 'Many responses' }).expect(201)).body.id as string;
    const insert = (from: number, to: number) =>
      t.db.query(
        `INSERT INTO responses (id, survey_id, survey_mode, submitted_at)
         SELECT 'bulk-' || n, $1, 'traditional', now() - make_interval(secs => 5000 - n)
         FROM generate_series($2::int, $3::int) AS n`,
        [id, from, to],
      );
    await insert(1, UNPAGED_LIST_MAX);
    const all = await admin.get(`/api/surveys/${id}/responses`).expect(200);
    expect(all.body).toHaveLength(UNPAGED_LIST_MAX);
    expect(all.body[0].id).toBe('bulk-1');

    await insert(UNPAGED_LIST_MAX + 1, UNPAGED_LIST_MAX + 1);
    const path = `/api/surveys/${id}/responses`;
    const refused = await admin.get(path).expect(400);
    expect(refused.body).toEqual(problemOf(400, UNPAGED_LIST_TOO_LONG_MESSAGE, path));
    expect(UNPAGED_LIST_TOO_LONG_MESSAGE).toBe(
      'This survey has more than 1000 responses, too many for one list: ask for pages with ?limit=200, then ' +
        "pass each page's nextCursor as ?cursor=",
    );
    const first = await admin.get(path).query({ limit: 200 }).expect(200);
    expect(first.body.items).toHaveLength(200);
    expect(first.body.total).toBe(UNPAGED_LIST_MAX + 1);
  });
});
