import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { ALL_PROJECTIONS } from '../app/read-models';
import { EVENT_CATALOGUE } from '../app/event-catalogue';
import { decider as responseDecider, streamIdFor as responseStream } from '../responses/response.decider';
import { decider as surveyDecider, streamIdFor as surveyStream } from '../surveys/survey.decider';
import { openScratchSchema } from '../testing/scratch-schema';
import { handleCommand } from './command-handler';
import { EventCipher } from '../event-store/event-cipher';
import { readStream } from '../event-store/event-store';
import { wrapKey, generateDataKey, isEncryptedField } from '../event-store/field-crypto';

const cipherKek = randomBytes(32);

/** The database, counting the statements sent to it (in and out of transactions). */
function counting(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params) => {
      statements.push(sql);
      return q.query(sql, params);
    },
  });
  return {
    statements,
    db: {
      ...db,
      query: wrap(db).query,
      transaction: (fn) => {
        statements.push('BEGIN');
        return db.transaction((tx) => fn({ ...tx, ...wrap(tx) })).finally(() => statements.push('COMMIT'));
      },
    },
  };
}

function suite(name: string, open: () => Promise<{ db: Db; drop(): Promise<void> }>) {
  describe(`a command's write on ${name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    const cipher = new EventCipher(cipherKek, EVENT_CATALOGUE);
    const surveyId = randomUUID();
    const questionIds = [randomUUID(), randomUUID()];
    const now = '2026-11-24T10:00:00.000Z';

    const start = (responseId: string, respondentName: string | null, on: Db = db) =>
      handleCommand(
        on,
        ALL_PROJECTIONS,
        responseDecider,
        responseStream(responseId),
        {
          type: 'StartResponse',
          responseId,
          survey: { surveyId, exists: true, deleted: false, isActive: true },
          surveyMode: 'traditional',
          respondentName,
          now,
        },
        { cipher },
      );
    const answer = (responseId: string, questionId: string, answerText: string, on: Db = db) =>
      handleCommand(
        on,
        ALL_PROJECTIONS,
        responseDecider,
        responseStream(responseId),
        {
          type: 'RecordAnswer',
          responseId,
          questionId,
          answerText,
          surveyQuestionIds: questionIds,
          path: [],
          survey: { deleted: false, isActive: true },
          now,
        },
        { cipher },
      );

    beforeAll(async () => {
      ({ db, drop } = await open());
      await migrate(db);
      await handleCommand(db, ALL_PROJECTIONS, surveyDecider, surveyStream(surveyId), {
        type: 'CreateSurvey',
        surveyId,
        title: 'One statement',
        now,
      });
    });
    afterAll(() => drop());

    it('answers in two round trips: the stream with its key, then one statement that appends and projects', async () => {
      const responseId = randomUUID();
      await start(responseId, 'Ayesha');
      const spy = counting(db);
      const result = await answer(responseId, questionIds[0]!, 'We reconcile invoices by hand', spy.db);
      expect(spy.statements).toHaveLength(2);
      expect(spy.statements.filter((sql) => sql === 'BEGIN')).toHaveLength(0);

      const [event] = result.events;
      const { rows } = await db.query<{ answer_text: string; answered_position: number }>(
        'SELECT answer_text, answered_position::int AS answered_position FROM answers WHERE response_id = $1',
        [responseId],
      );
      // Read-your-writes, and the row knows which event wrote it.
      expect(rows).toEqual([
        { answer_text: 'We reconcile invoices by hand', answered_position: event!.globalPosition },
      ]);
      const { rows: stored } = await db.query<{ data: { answerText: unknown } }>(
        `SELECT data FROM events WHERE stream_id = $1 AND type = 'AnswerRecorded'`,
        [responseStream(responseId)],
      );
      expect(isEncryptedField(stored[0]!.data.answerText)).toBe(true);
    });

    it('reads what the command needs along with the stream, in the same round trip, also for a new stream', async () => {
      const responseId = randomUUID();
      const spy = counting(db);
      const seen: unknown[] = [];
      const along = {
        sql: (bind: (value: unknown) => string) =>
          `SELECT jsonb_build_object('title', title) FROM surveys WHERE id = ${bind(surveyId)}::text`,
        map: (value: unknown) => value as { title: string } | null,
      };
      const started = await handleCommand(
        spy.db,
        ALL_PROJECTIONS,
        responseDecider,
        responseStream(responseId),
        (survey: { title: string } | null) => {
          seen.push(survey);
          return {
            type: 'StartResponse' as const,
            responseId,
            survey: { surveyId, exists: survey !== null, deleted: false, isActive: true },
            surveyMode: 'traditional' as const,
            now,
          };
        },
        { cipher, along },
      );
      expect(seen).toEqual([{ title: 'One statement' }]);
      expect(started.version).toBe(1);
      expect(spy.statements).toHaveLength(2);
      const read = await readStream(db, responseStream(responseId), undefined, along);
      expect(read.version).toBe(1);
      expect(read.along).toEqual({ title: 'One statement' });
    });

    it("stores a stream's first data key in the statement that needs it, and reads the answer back with it", async () => {
      const responseId = randomUUID();
      await start(responseId, null);
      const before = await db.query('SELECT 1 FROM data_keys WHERE stream_id = $1', [responseStream(responseId)]);
      expect(before.rows).toHaveLength(0);
      const spy = counting(db);
      await answer(responseId, questionIds[0]!, 'Rotas live in a spreadsheet', spy.db);
      expect(spy.statements).toHaveLength(2);
      const read = await readStream(db, responseStream(responseId), cipher.forStream(db, responseStream(responseId)));
      expect(read.events.map((e) => (e.data as { answerText?: string }).answerText)).toEqual([
        undefined,
        'Rotas live in a spreadsheet',
      ]);
    });

    it('a key stored since the read sends the write to a transaction that seals with that key', async () => {
      const responseId = randomUUID();
      await start(responseId, null);
      const streamId = responseStream(responseId);
      // Between this command's read and its write, another writer stores the stream's key.
      const theirKey = generateDataKey();
      const racing: Db = {
        ...db,
        query: async <T>(sql: string, params?: unknown[]) => {
          const result = await db.query<T>(sql, params);
          if (sql.includes('FROM events WHERE stream_id')) {
            await db.query('INSERT INTO data_keys (stream_id, wrapped_key) VALUES ($1, $2)', [
              streamId,
              wrapKey(cipherKek, theirKey, streamId),
            ]);
          }
          return result;
        },
      };
      await answer(responseId, questionIds[1]!, 'Approvals chased over email', racing);
      const read = await readStream(db, streamId, cipher.forStream(db, streamId));
      expect((read.events[1]!.data as { answerText: string }).answerText).toBe('Approvals chased over email');
      const { rows } = await db.query('SELECT 1 FROM data_keys WHERE stream_id = $1', [streamId]);
      expect(rows).toHaveLength(1);
    });

    it('concurrent answers to one response: each lands once, in version order, every row projected', async () => {
      const responseId = randomUUID();
      await start(responseId, 'Bilal');
      const texts = ['first', 'second'];
      await Promise.all(questionIds.map((questionId, i) => answer(responseId, questionId, texts[i]!)));
      const read = await readStream(db, responseStream(responseId), cipher.forStream(db, responseStream(responseId)));
      expect(read.events.map((e) => e.streamVersion)).toEqual([1, 2, 3]);
      const { rows } = await db.query<{ question_id: string; answer_text: string; answered_position: number }>(
        'SELECT question_id, answer_text, answered_position::int AS answered_position FROM answers WHERE response_id = $1',
        [responseId],
      );
      const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
      for (const event of read.events.slice(1)) {
        const data = event.data as { questionId: string; answerText: string };
        expect(byQuestion.get(data.questionId)).toEqual({
          question_id: data.questionId,
          answer_text: data.answerText,
          answered_position: event.globalPosition,
        });
      }
    });

    it('a question added records its wording at the position of its event, in the same statement', async () => {
      const questionId = randomUUID();
      const spy = counting(db);
      const result = await handleCommand(spy.db, ALL_PROJECTIONS, surveyDecider, surveyStream(surveyId), {
        type: 'AddQuestion',
        surveyId,
        questionId,
        questionText: 'How many hours a week go to invoices?',
        order: 3,
        isRequired: true,
        now,
      });
      expect(spy.statements).toHaveLength(2);
      const { rows } = await db.query<{ from_position: number; question_text: string }>(
        'SELECT from_position::int AS from_position, question_text FROM question_wordings WHERE question_id = $1',
        [questionId],
      );
      expect(rows).toEqual([
        {
          from_position: result.events[0]!.globalPosition,
          question_text: 'How many hours a week go to invoices?',
        },
      ]);
    });
  });
}

suite('the real Postgres', async () => {
  const scratch = await openScratchSchema('one_statement', 4);
  return scratch;
});
