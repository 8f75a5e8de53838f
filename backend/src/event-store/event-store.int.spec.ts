import { ConcurrencyError } from '../common/errors';
import { createPgDb } from '../db/pg-db';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { ALL_PROJECTIONS } from '../app/read-models';
import { decider as responseDecider, streamIdFor as responseStream } from '../responses/response.decider';
import { decider as surveyDecider, streamIdFor as surveyStream } from '../surveys/survey.decider';
import { TEST_DATABASE_URL } from '../testing/test-app';
import { handleCommand } from '../core/command-handler';
import { appendToStream, readStream } from './event-store';

const schema = `es_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
let db: Db;

beforeAll(async () => {
  const bootstrap = createPgDb({ connectionString: TEST_DATABASE_URL, max: 1 });
  await bootstrap.query(`CREATE SCHEMA ${schema}`);
  await bootstrap.close();
  db = createPgDb({ connectionString: TEST_DATABASE_URL, schema, max: 8 });
  await migrate(db);
});

afterAll(async () => {
  await db.query(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
});

const created = (id: string) => ({
  type: 'SurveyCreated',
  schemaVersion: 1,
  data: {
    surveyId: id,
    title: 'T',
    description: null,
    slug: null,
    logo: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('event store on the real Postgres', () => {
  it('appends at the expected version and reads the stream back in order', async () => {
    const stream = `test-${Math.random()}`;
    const first = await appendToStream(db, stream, 0, [created('a'), created('b')]);
    expect(first.map((e) => e.streamVersion)).toEqual([1, 2]);
    const read = await readStream(db, stream);
    expect(read.version).toBe(2);
    expect(read.events.map((e) => (e.data as { surveyId: string }).surveyId)).toEqual(['a', 'b']);
  });

  it('refuses an append at a stale version with a ConcurrencyError, never overwriting', async () => {
    const stream = `test-${Math.random()}`;
    await appendToStream(db, stream, 0, [created('first')]);
    await expect(appendToStream(db, stream, 0, [created('second')])).rejects.toBeInstanceOf(ConcurrencyError);
    const read = await readStream(db, stream);
    expect(read.events).toHaveLength(1);
    expect((read.events[0]!.data as { surveyId: string }).surveyId).toBe('first');
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const stream = `test-${Math.random()}`;
    await appendToStream(db, stream, 0, [created('x')]);
    await expect(db.query(`UPDATE events SET type = 'Changed' WHERE stream_id = $1`, [stream])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM events WHERE stream_id = $1', [stream])).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE events')).rejects.toThrow(/append-only/);
    expect((await readStream(db, stream)).events).toHaveLength(1);
  });

  it('concurrent writers on one response stream: every answer lands, conflicts are retried', async () => {
    const surveyId = crypto.randomUUID();
    const questionIds = Array.from({ length: 12 }, () => crypto.randomUUID());
    const now = new Date().toISOString();
    await handleCommand(db, ALL_PROJECTIONS, surveyDecider, surveyStream(surveyId), {
      type: 'CreateSurvey',
      surveyId,
      title: 'Concurrency',
      now,
    });
    const responseId = crypto.randomUUID();
    await handleCommand(db, ALL_PROJECTIONS, responseDecider, responseStream(responseId), {
      type: 'StartResponse',
      responseId,
      survey: { surveyId, exists: true, deleted: false, isActive: true },
      surveyMode: 'traditional',
      now,
    });

    await Promise.all(
      questionIds.map((questionId, i) =>
        handleCommand(
          db,
          ALL_PROJECTIONS,
          responseDecider,
          responseStream(responseId),
          {
            type: 'RecordAnswer',
            responseId,
            questionId,
            answerText: `answer ${i}`,
            surveyQuestionIds: questionIds,
            path: [],
            survey: { deleted: false, isActive: true },
            now,
          },
          { retries: 50 },
        ),
      ),
    );

    const stream = await readStream(db, responseStream(responseId));
    expect(stream.events.map((e) => e.streamVersion)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    const { rows } = await db.query<{ question_id: string; answer_text: string }>(
      'SELECT question_id, answer_text FROM answers WHERE response_id = $1',
      [responseId],
    );
    expect(rows).toHaveLength(12);
    const recorded = stream.events
      .filter((e) => e.type === 'AnswerRecorded')
      .map((e) => e.data as { questionId: string; answerText: string });
    expect(new Map(rows.map((r) => [r.question_id, r.answer_text]))).toEqual(
      new Map(recorded.map((d) => [d.questionId, d.answerText])),
    );
  });
});
