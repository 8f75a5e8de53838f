import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../testing/test-app';

// Crypto-shredding end to end: an answer's text is never stored in the log in plaintext, and once the
// response is erased it is nowhere in the database (log, read models, sessions, data keys, any table).

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The tables (of the app's schema) holding the marker anywhere in a row, as text. */
async function tablesContaining(marker: string): Promise<string[]> {
  const { rows: tables } = await t.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  expect(tables.map((row) => row.table_name)).toEqual(
    expect.arrayContaining([
      'events',
      'data_keys',
      'sessions',
      'responses',
      'answers',
      'follow_ups',
      'contact_messages',
    ]),
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}" AS r WHERE strpos(row_to_json(r)::text, $1) > 0`,
      [marker],
    );
    if (rows[0]!.n > 0) found.push(table);
  }
  return found;
}

it('keeps answers out of the log in plaintext, and erases them from every table', async () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Plaintext', slug: 'plaintext-search' }).expect(201);
  const question = await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: 'Q' }).expect(201);
  const response = await t
    .agent()
    .post(`/api/surveys/${survey.body.id}/responses`)
    .send({ surveyMode: 'traditional', respondentName: `Name ${marker}`, respondentEmail: `${marker}@example.com` })
    .expect(201);
  await t
    .agent()
    .post('/api/answers')
    .send({ responseId: response.body.id, questionId: question.body.id, answerText: `We do it by hand ${marker}` })
    .expect(201);
  const message = await t
    .agent()
    .post('/api/contact')
    .send({ name: 'Ada', email: 'ada@example.com', company: marker, message: `About ${marker}` })
    .expect(201);

  expect(await tablesContaining(marker)).toEqual(['answers', 'contact_messages', 'responses']);
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM events WHERE strpos(data::text || metadata::text, $1) > 0`,
    [marker],
  );
  expect(rows[0]!.n).toBe(0);

  await admin.delete(`/api/responses/${response.body.id}`).expect(204);
  await admin.delete(`/api/contact-messages/${message.body.id}`).expect(204);

  expect(await tablesContaining(marker)).toEqual([]);
  const keys = await t.db.query('SELECT 1 FROM data_keys WHERE stream_id = ANY($1)', [
    [`response-${response.body.id}`, `contact-${message.body.id}`],
  ]);
  expect(keys.rows).toHaveLength(0);
  const list = await admin.get('/api/contact-messages').expect(200);
  expect(list.body.map((m: { id: string }) => m.id)).not.toContain(message.body.id);
  await t.agent().get(`/api/responses/${response.body.id}`).expect(404);
});
