import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import v8 from 'node:v8';
import type TestAgent from 'supertest/lib/agent';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ResponsesService } from './responses.service';
import { CSV_BOM } from './responses-csv';

// The streamed CSV on the real Postgres: content and filters through the API, then 100,000 rows
// with the process's retained memory watched while a slow client reads them.

jest.setTimeout(300_000);

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

/** RFC 4180 cells, enough for the spec's own files. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function surveyWithQuestions(
  title: string,
  texts: string[],
  isRequired = true,
): Promise<{ id: string; questionIds: string[] }> {
  const survey = await admin.post('/api/surveys').send({ title }).expect(201);
  const questionIds: string[] = [];
  for (const [i, questionText] of texts.entries()) {
    const q = await admin
      .post(`/api/surveys/${survey.body.id}/questions`)
      .send({ questionText, order: i + 1, isRequired })
      .expect(201);
    questionIds.push(q.body.id);
  }
  return { id: survey.body.id, questionIds };
}

it('writes BOM, header, follow-up columns and neutralised formulas, numbered in start order, honouring the filters', async () => {
  // Optional questions: the Urdu respondent passes the first one by.
  const { id, questionIds } = await surveyWithQuestions('CSV check', ['What slows you down?', 'Which tools?'], false);
  const respond = async (body: object, answers: string[], complete: boolean) => {
    const agent = t.agent();
    const responseId = (await agent.post(`/api/surveys/${id}/responses`).send(body).expect(201)).body.id as string;
    for (const [i, answerText] of answers.entries())
      if (answerText)
        await agent.post('/api/answers').send({ responseId, questionId: questionIds[i], answerText }).expect(201);
    if (complete) await agent.patch(`/api/responses/${responseId}`).send({ completedAt: new Date().toISOString() });
    return responseId;
  };
  const ada = await respond(
    { surveyMode: 'traditional', language: 'en', respondentName: 'Ada', respondentEmail: 'ada@example.com' },
    ['Reports, "urgent" ones,\nevery Monday', '=HYPERLINK("http://evil")'],
    true,
  );
  const urdu = await respond({ surveyMode: 'ai_chat', language: 'ur' }, ['', 'ہم ایکسل استعمال کرتے ہیں'], false);
  const followUpId = await t.app.get(ResponsesService).askFollowUp(urdu, questionIds[1]!, 'Which version?');
  await t
    .agent()
    .post('/api/answers')
    .send({ responseId: urdu, questionId: questionIds[1], followUpId, answerText: '2016' });
  const order = (await admin.get(`/api/surveys/${id}/responses`).expect(200)).body.map((r: { id: string }) => r.id);

  const all = await admin
    .get(`/api/surveys/${id}/responses.csv`)
    .buffer(true)
    .parse(textParser as never)
    .expect(200);
  expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(all.headers['content-disposition']).toMatch(
    /^attachment; filename="csv-check-[a-z0-9-]*responses-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const text = all.body as string;
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const rows = parseCsv(text.slice(CSV_BOM.length));
  expect(rows[0]).toEqual([
    'Response #',
    'Response ID',
    'Submitted at',
    'Completed at',
    'Status',
    'Mode',
    'Language',
    'Name',
    'Email',
    'Q1. What slows you down?',
    'Q2. Which tools?',
    'Q2 follow-up 1',
    'Q2 follow-up 1 answer',
  ]);
  expect(rows.slice(1).map((row) => row[1])).toEqual(order);
  const byId = new Map(rows.slice(1).map((row) => [row[1], row]));
  expect(byId.get(ada)).toEqual([
    String(order.indexOf(ada) + 1),
    ada,
    expect.stringMatching(/^\d{4}-/),
    expect.stringMatching(/^\d{4}-/),
    'Completed',
    'Traditional',
    'English',
    'Ada',
    'ada@example.com',
    'Reports, "urgent" ones,\nevery Monday',
    `'=HYPERLINK("http://evil")`,
    '',
    '',
  ]);
  expect(byId.get(urdu)!.slice(4)).toEqual([
    'In progress',
    'AI chat',
    'Urdu',
    '',
    '',
    '',
    'ہم ایکسل استعمال کرتے ہیں',
    'Which version?',
    '2016',
  ]);

  // Filtered: only Ada's row, still numbered by its place among all responses.
  const completed = await admin
    .get(`/api/surveys/${id}/responses.csv`)
    .query({ status: 'completed' })
    .buffer(true)
    .parse(textParser as never)
    .expect(200);
  const filtered = parseCsv((completed.body as string).slice(CSV_BOM.length));
  expect(filtered.map((row) => row[1])).toEqual(['Response ID', ada]);
  expect(filtered[1]![0]).toBe(String(order.indexOf(ada) + 1));
  // No follow-up among the exported responses: no follow-up columns.
  expect(filtered[0]).toHaveLength(11);

  await admin.get(`/api/surveys/${id}/responses.csv`).query({ mode: 'paper' }).expect(400);
  await admin.get('/api/surveys/no-such-survey/responses.csv').expect(404);
  await t.agent().get(`/api/surveys/${id}/responses.csv`).expect(401);
});

it('writes its times as the responses list shows them: UTC, milliseconds, the microseconds cut', async () => {
  const { id, questionIds } = await surveyWithQuestions('CSV times', ['When?']);
  const agent = t.agent();
  const responseId = (await agent.post(`/api/surveys/${id}/responses`).send({ surveyMode: 'traditional' }).expect(201))
    .body.id as string;
  await agent.post('/api/answers').send({ responseId, questionId: questionIds[0], answerText: 'Now' }).expect(201);
  const db = t.app.get<Db>(DB);
  await db.query(
    `UPDATE responses SET submitted_at = '2026-03-04 05:06:07.123999+00', completed_at = '2026-03-04 06:07:08.000999+05'
     WHERE id = $1`,
    [responseId],
  );

  const csv = await admin
    .get(`/api/surveys/${id}/responses.csv`)
    .buffer(true)
    .parse(textParser as never)
    .expect(200);
  const [, row] = parseCsv((csv.body as string).slice(CSV_BOM.length));
  expect(row!.slice(2, 4)).toEqual(['2026-03-04T05:06:07.123Z', '2026-03-04T01:07:08.000Z']);
  const list = await admin.get(`/api/surveys/${id}/responses`).query({ limit: 1 }).expect(200);
  expect([list.body.items[0].submittedAt, list.body.items[0].completedAt]).toEqual(row!.slice(2, 4));
});

function textParser(res: http.IncomingMessage, callback: (error: Error | null, body: string) => void): void {
  res.setEncoding('utf8');
  let body = '';
  res.on('data', (chunk: string) => (body += chunk));
  res.on('end', () => callback(null, body));
}

/** Forces a full collection (the spec measures what is retained, not garbage not yet collected). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

function retainedBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

it('streams 100,000 rows to a slow client with bounded memory, far below the size of the file', async () => {
  const count = 100_000;
  const { id } = await surveyWithQuestions('Big export', ['One', 'Two', 'Three', 'Four', 'Five']);
  const db = t.app.get<Db>(DB);
  // Rows straight into the read models of the app's scratch schema, in slices (each statement well inside
  // the statement timeout), with the counters' triggers off: the export reads neither them nor their tables.
  await db.query('ALTER TABLE responses DISABLE TRIGGER USER');
  await db.query('ALTER TABLE answers DISABLE TRIGGER USER');
  for (let from = 1; from <= count; from += 20_000) {
    const to = Math.min(count, from + 19_999);
    await db.query(
      `INSERT INTO responses (id, survey_id, survey_mode, language, respondent_name, respondent_email, submitted_at, completed_at)
       SELECT 'big-' || lpad(g::text, 6, '0'), $1, CASE WHEN g % 3 = 0 THEN 'ai_chat' ELSE 'traditional' END,
              CASE WHEN g % 2 = 0 THEN 'ur' ELSE 'en' END, 'Respondent ' || g, NULL,
              timestamptz '2026-01-01' + g * interval '1 second',
              CASE WHEN g % 4 = 0 THEN timestamptz '2026-01-01' + g * interval '1 second' + interval '5 minutes' END
       FROM generate_series($2::int, $3::int) g`,
      [id, from, to],
    );
    await db.query(
      `INSERT INTO answers (response_id, question_id, answer_text, answered_at)
       SELECT 'big-' || lpad(g::text, 6, '0'), q.id, 'Answer ' || g || ' to question ' || q."order" || ': ' || repeat('words ', 15),
              timestamptz '2026-01-01' + g * interval '1 second' + interval '1 minute'
       FROM generate_series($2::int, $3::int) g CROSS JOIN questions q WHERE q.survey_id = $1`,
      [id, from, to],
    );
  }
  await db.query('ALTER TABLE responses ENABLE TRIGGER USER');
  await db.query('ALTER TABLE answers ENABLE TRIGGER USER');

  const server = t.app.getHttpServer() as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const login = await t.agent().post('/api/auth/login').send({ username: 'admin', password: 'test-admin-password' });
  const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');

  const baseline = retainedBytes();
  let peak = 0;
  let bytes = 0;
  let lines = 0;
  let sampledAt = 0;
  await new Promise<void>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: `/api/surveys/${id}/responses.csv`, headers: { cookie } },
      (res) => {
        expect(res.statusCode).toBe(200);
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) lines++;
          // Every 4 MB: what the process still holds, after a full collection.
          if (bytes - sampledAt >= 4 * 1024 * 1024) {
            sampledAt = bytes;
            peak = Math.max(peak, retainedBytes() - baseline);
            // A slow client: the server must wait for it ('drain'), not buffer the file.
            res.pause();
            setImmediate(() => res.resume());
          }
        });
        res.on('end', resolve);
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });

  expect(lines).toBe(count + 1);
  // The file is tens of megabytes; a buffered export would hold all of it (as a string or in the socket's
  // queue). The stream holds a batch or two: a bound of a third of the file leaves room for noise.
  expect(bytes).toBeGreaterThan(60 * 1024 * 1024);
  expect(peak).toBeLessThan(bytes / 3);
});
