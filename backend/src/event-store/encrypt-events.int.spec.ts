import { randomUUID } from 'node:crypto';
import { ConcurrencyError } from '../common/errors';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';
import { COPY_TABLE, encryptEventLog } from './encrypt-events';
import { appendToStream, readStream, type DomainEvent } from './event-store';
import { hasPersonalText, isEncryptedField, REDACTED } from './field-crypto';

// The one-off re-encryption on a populated log: plaintext events as the code before encryption wrote
// them, mixed with encrypted ones, interrupted after one batch, resumed, swapped.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const AT = '2025-05-06T07:08:09.000Z';

/** A response stream as the old code wrote it: every field in plaintext. */
function plaintextResponse(surveyId: string, questionId: string, name: string): DomainEvent[] {
  const responseId = randomUUID();
  const followUpId = randomUUID();
  return [
    {
      type: 'ResponseStarted',
      schemaVersion: 1,
      data: {
        responseId,
        surveyId,
        surveyMode: 'ai_chat',
        language: 'en',
        respondentName: name,
        respondentEmail: `${name.toLowerCase()}@example.com`,
        startedAt: AT,
      },
    },
    {
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: { responseId, questionId, answerText: `first ${name}`, recordedAt: AT },
    },
    {
      type: 'AnswerRecorded',
      schemaVersion: 1,
      data: { responseId, questionId, answerText: `second ${name}`, recordedAt: AT },
    },
    {
      type: 'FollowUpAsked',
      schemaVersion: 1,
      data: { responseId, questionId, followUpId, questionText: `why, ${name}?`, askedAt: AT },
    },
    {
      type: 'FollowUpAnswered',
      schemaVersion: 1,
      data: { responseId, followUpId, answerText: `because ${name}`, answeredAt: AT },
    },
    { type: 'ResponseCompleted', schemaVersion: 1, data: { responseId, completedAt: AT } },
  ];
}

const plaintextContact = (name: string): DomainEvent => ({
  type: 'ContactMessageReceived',
  schemaVersion: 1,
  data: {
    messageId: randomUUID(),
    name,
    email: 'c@example.com',
    company: null,
    message: `hello from ${name}`,
    receivedAt: AT,
  },
});

const logShape = async () =>
  (
    await t.db.query(
      'SELECT global_position, stream_id, stream_version, type, schema_version, metadata, recorded_at::text FROM events ORDER BY 1',
    )
  ).rows;

it('encrypts every personal field of an old log, resumably, keeping positions, versions and the read models', async () => {
  const cipher = cipherOf(t);
  const admin = await t.adminAgent();
  const survey = await admin.post('/api/surveys').send({ title: 'Old log', slug: 'old-log' }).expect(201);
  const question = await admin.post(`/api/surveys/${survey.body.id}/questions`).send({ questionText: 'Q' }).expect(201);
  const streams: string[] = [];
  for (const name of ['Ada', 'Grace', 'Zelda']) {
    const events = plaintextResponse(survey.body.id, question.body.id, name);
    const stream = `response-${(events[0]!.data as { responseId: string }).responseId}`;
    await appendToStream(t.db, stream, 0, events);
    streams.push(stream);
  }
  for (const name of ['Linus', 'Barbara']) {
    const event = plaintextContact(name);
    await appendToStream(t.db, `contact-${(event.data as { messageId: string }).messageId}`, 0, [event]);
  }
  // New-style (encrypted) events in between, and a plaintext stream erased after the upgrade.
  const fresh = await t
    .agent()
    .post(`/api/surveys/${survey.body.id}/responses`)
    .send({ surveyMode: 'traditional', respondentName: 'New Person' })
    .expect(201);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher });
  await admin.delete(`/api/responses/${streams[2]!.slice('response-'.length)}`).expect(204);

  const live = await readModelSnapshot(t.db);
  expect(live.responses).toHaveLength(3);
  expect(live.answers).toEqual(expect.arrayContaining([expect.objectContaining({ answer_text: 'second Ada' })]));
  const before = await logShape();

  const first = await encryptEventLog(t.db, cipher, { batchSize: 4, maxBatches: 1 });
  expect(first).toEqual({ status: 'paused', copied: 4, encrypted: expect.any(Number) });
  expect((await t.db.query(`SELECT count(*)::int AS n FROM ${COPY_TABLE}`)).rows).toEqual([{ n: 4 }]);
  const second = await encryptEventLog(t.db, cipher, { batchSize: 4 });
  expect(second.status).toBe('swapped');
  expect(second.copied).toBe(before.length - 4);

  // Same log, positions, versions and times; no personal field in plaintext.
  expect(await logShape()).toEqual(before);
  const { rows } = await t.db.query<{ stream_id: string; type: string; data: Record<string, unknown> }>(
    'SELECT stream_id, type, data FROM events ORDER BY global_position',
  );
  const personal = rows.filter((row) => cipher.fields[row.type]);
  expect(personal.length).toBeGreaterThan(15);
  for (const row of personal) {
    if (row.stream_id === streams[2]) {
      // Erased before the migration: nothing to encrypt with, so the old text is redacted.
      expect(cipher.fields[row.type]!.every((f) => row.data[f] === REDACTED || typeof row.data[f] !== 'string')).toBe(
        true,
      );
    } else {
      expect(hasPersonalText(cipher.fields, row.type, row.data)).toBe(false);
      expect(cipher.fields[row.type]!.some((f) => isEncryptedField(row.data[f]))).toBe(true);
    }
  }
  expect(JSON.stringify(rows)).not.toMatch(/Ada|Grace|Zelda|zelda|Linus|Barbara|New Person/);

  // The log reads back in plaintext, and a rebuild gives the same read models.
  const ada = await readStream(t.db, streams[0]!, cipher.forStream(t.db, streams[0]!));
  expect(ada.events[0]!.data).toMatchObject({ respondentName: 'Ada', respondentEmail: 'ada@example.com' });
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher });
  expect(await readModelSnapshot(t.db)).toEqual(live);

  // Still append-only, with its sequence and the stream-version key the store relies on.
  await expect(t.db.query("UPDATE events SET type = 'x'")).rejects.toThrow(/append-only/);
  await expect(t.db.query('DELETE FROM events')).rejects.toThrow(/append-only/);
  await expect(t.db.query('TRUNCATE events')).rejects.toThrow(/append-only/);
  await expect(appendToStream(t.db, streams[0]!, 1, [plaintextContact('x')])).rejects.toBeInstanceOf(ConcurrencyError);
  await t
    .agent()
    .post('/api/answers')
    .send({ responseId: fresh.body.id, questionId: question.body.id, answerText: 'after the swap' })
    .expect(201);
  const { rows: last } = await t.db.query<{ max: string }>('SELECT max(global_position) AS max FROM events');
  expect(Number(last[0]!.max)).toBeGreaterThan(
    Number((before[before.length - 1] as { global_position: string }).global_position),
  );
  await expect(t.db.query(`SELECT 1 FROM ${COPY_TABLE}`)).rejects.toThrow();
});
