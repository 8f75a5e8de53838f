import type { Clock, IdSource } from './tokens';
import { startTestApp, type TestApp } from '../testing/test-app';

// Services take the time and new ids from the app's CLOCK and IDS: given fixed ones, what they record
// and answer is fully predictable.
const FIXED_NOW = new Date('2026-03-04T05:06:07.000Z');
const clock: Clock = () => new Date(FIXED_NOW);
let issued = 0;
const ids: IdSource = () => `00000000-0000-4000-8000-${String(++issued).padStart(12, '0')}`;
const ID_SHAPE = /^00000000-0000-4000-8000-\d{12}$/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, ids });
});
afterAll(async () => {
  await t.close();
});

it('a new survey and its question get their ids from the id source and their time from the clock', async () => {
  const admin = await t.adminAgent();
  const created = await admin.post('/api/surveys').send({ title: 'Fixed time and ids' }).expect(201);
  expect(created.body.id).toMatch(ID_SHAPE);
  expect(created.body.createdAt).toBe(FIXED_NOW.toISOString());

  const question = await admin
    .post(`/api/surveys/${created.body.id}/questions`)
    .send({ questionText: 'Which task takes most of your week?' })
    .expect(201);
  expect(question.body.id).toMatch(ID_SHAPE);
  expect(question.body.id).not.toBe(created.body.id);

  const { rows } = await t.db.query<{ data: { createdAt?: string; addedAt?: string } }>(
    `SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [`survey-${created.body.id}`],
  );
  // SurveyCreated's createdAt and QuestionAdded's addedAt: the clock's time, not the database's.
  expect(rows.map(({ data }) => data.createdAt ?? data.addedAt)).toEqual([
    FIXED_NOW.toISOString(),
    FIXED_NOW.toISOString(),
  ]);
});

it('a contact message is stamped by the clock and numbered by the id source', async () => {
  const sent = await t
    .agent()
    .post('/api/contact')
    .send({ name: 'Amina', email: 'amina@example.com', message: 'We would like to talk about invoices.' })
    .expect(201);
  expect(sent.body.id).toMatch(ID_SHAPE);
  expect(sent.body.receivedAt).toBe(FIXED_NOW.toISOString());
});
