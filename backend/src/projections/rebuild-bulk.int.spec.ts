import { cipherOf } from '../testing/event-cipher';
import { appendToStream, EVENT_COLUMNS, toRecordedEvent } from '../event-store/event-store';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { ResponsesService } from '../responses/responses.service';
import { createPgDb } from '../db/pg-db';
import { startTestApp, TEST_DATABASE_URL, type TestApp } from '../testing/test-app';
import { ALL_PROJECTIONS, READ_MODEL_PLAN } from '../app/read-models';
import { projectAll, type Projection } from './projection';
import { rebuildReadModels } from './rebuild';
import { applyRowChanges, READ_MODEL_TABLES, type RowChange } from './row-change';

// The rebuild merges row changes and writes them in bulk; whatever the batch boundaries, the
// result must be what applying every change one by one, in log order, gives.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const snapshot = () => readModelSnapshot(t.db);

/** What the live projection does: every change on its own, in log order. */
async function replayOneByOne(projections: readonly Projection[]): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${READ_MODEL_TABLES.join(', ')}`);
    const { rows } = await tx.query<Parameters<typeof toRecordedEvent>[0]>(
      `SELECT ${EVENT_COLUMNS} FROM events ORDER BY global_position`,
    );
    const events = await cipherOf(t).openEvents(tx, rows.map(toRecordedEvent));
    for (const change of projectAll(projections, events)) await applyRowChanges(tx, [change]);
  });
}

describe('rebuild in bulk', () => {
  it('gives what one-by-one application gives for every batch size, including rows changed several times', async () => {
    const at = (minute: number) => `2026-03-04T05:${String(minute).padStart(2, '0')}:00.000Z`;
    const response = (survey: string, minute: number) => ({
      survey_id: survey,
      survey_mode: 'traditional',
      language: 'en',
      respondent_name: null,
      respondent_email: null,
      submitted_at: at(minute),
      completed_at: null,
    });
    const survey = (slug: string) => ({
      title: 'S',
      description: null,
      slug,
      logo: null,
      is_active: true,
      created_at: at(1),
      deleted_at: null,
    });
    const script: RowChange[][] = [
      [{ op: 'upsert', table: 'responses', key: { id: 'r1' }, values: response('s1', 1) }],
      [{ op: 'update', table: 'responses', key: { id: 'r1' }, values: { completed_at: at(2) } }],
      // An update of a row that does not exist yet does nothing; the upsert after it creates the row.
      [{ op: 'update', table: 'responses', key: { id: 'r2' }, values: { completed_at: at(3) } }],
      [{ op: 'upsert', table: 'responses', key: { id: 'r2' }, values: response('s1', 4) }],
      [{ op: 'update', table: 'responses', key: { id: 'r2' }, values: { language: 'ur' } }],
      [
        {
          op: 'upsert',
          table: 'answers',
          key: { response_id: 'r1', question_id: 'q1' },
          values: { answer_text: 'first', answered_at: at(5) },
        },
        {
          op: 'upsert',
          table: 'answers',
          key: { response_id: 'r1', question_id: 'q2' },
          values: { answer_text: 'other', answered_at: at(5) },
        },
      ],
      [
        {
          op: 'upsert',
          table: 'answers',
          key: { question_id: 'q1', response_id: 'r1' },
          values: { answer_text: 'second', answered_at: at(6) },
        },
      ],
      [
        {
          op: 'upsert',
          table: 'follow_ups',
          key: { id: 'f1' },
          values: { response_id: 'r1', question_id: 'q1', question_text: 'Why?', asked_at: at(7) },
        },
      ],
      [
        {
          op: 'update',
          table: 'follow_ups',
          key: { id: 'f1' },
          values: { answer_text: 'Because', answered_at: at(8) },
        },
      ],
      [{ op: 'update', table: 'follow_ups', key: { id: 'f2' }, values: { answer_text: 'orphan', answered_at: at(8) } }],
      // Upserting an existing row again changes only the columns it names.
      [
        {
          op: 'upsert',
          table: 'responses',
          key: { id: 'r1' },
          values: { survey_id: 's2', survey_mode: 'ai_chat', submitted_at: at(9) },
        },
      ],
      // A slug freed by a deletion and taken again (a unique index besides the key).
      [{ op: 'upsert', table: 'surveys', key: { id: 'a' }, values: survey('same') }],
      [{ op: 'upsert', table: 'surveys', key: { id: 'c' }, values: survey('another') }],
      [{ op: 'update', table: 'surveys', key: { id: 'a' }, values: { deleted_at: at(10) } }],
      [{ op: 'upsert', table: 'surveys', key: { id: 'b' }, values: survey('same') }],
      [
        {
          op: 'upsert',
          table: 'questions',
          key: { id: 'q1' },
          values: {
            survey_id: 'b',
            question_text: 'Q',
            question_type: 'textarea',
            order: 3,
            is_required: false,
            created_at: at(11),
          },
        },
      ],
      [
        {
          op: 'upsert',
          table: 'contact_messages',
          key: { id: 'c1' },
          values: {
            name: `O'Brien "Q" \\ جواب`,
            email: 'a@b.co',
            company: null,
            message: 'line 1\nline 2\t\u00e9',
            received_at: at(12),
          },
        },
      ],
    ];
    // The log already holds the app's own start-up events (the first owner).
    const before = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    for (const [i, changes] of script.entries()) {
      await appendToStream(
        t.db,
        `scripted-${i}`,
        0,
        [{ type: 'ScriptedChanges', schemaVersion: 1, data: { changes } }],
        i % 2 ? { by: `u${i}` } : {},
      );
    }
    const scripted: Projection = {
      name: 'scripted',
      tables: READ_MODEL_TABLES,
      handles: ['ScriptedChanges'],
      // Also writes each event's envelope, so the events the rebuild hands projections are checked too.
      project: (event) => [
        ...(event.data as { changes: RowChange[] }).changes,
        {
          op: 'upsert',
          table: 'contact_messages',
          key: { id: `envelope-${event.globalPosition}` },
          values: {
            name: event.recordedAt,
            email: `${event.streamId}#${event.streamVersion}`,
            company: JSON.stringify(event.metadata),
            message: `${event.type} v${event.schemaVersion} at ${event.globalPosition}`,
            received_at: event.recordedAt,
          },
        },
      ],
    };

    await replayOneByOne([scripted]);
    const expected = await snapshot();
    expect(expected.responses).toHaveLength(2);
    expect(expected.follow_ups).toHaveLength(1);
    expect(expected.surveys).toHaveLength(3);

    for (const batchSize of [1, 2, 3, 4, 5, 7, 11, 100]) {
      const { events } = await rebuildReadModels(
        t.db,
        { ...READ_MODEL_PLAN, projections: [scripted] },
        { batchSize, cipher: cipherOf(t) },
      );
      expect(events).toBe(before + script.length);
      expect(await snapshot()).toEqual(expected);
    }
    // Back to the real read models (the team among them), for the tests after this one.
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  });

  it('rebuilds the real read models (follow-ups, completions, a reused slug) the same for every batch size', async () => {
    const admin = await t.adminAgent();
    const responses = t.app.get(ResponsesService);
    const first = await admin.post('/api/surveys').send({ title: 'First', slug: 'reused-slug' }).expect(201);
    await admin.delete(`/api/surveys/${first.body.id}`).expect(200);
    const survey = await admin.post('/api/surveys').send({ title: 'Second', slug: 'reused-slug' }).expect(201);
    const questionIds: string[] = [];
    for (let order = 1; order <= 3; order++) {
      questionIds.push(
        (
          await admin
            .post(`/api/surveys/${survey.body.id}/questions`)
            .send({ questionText: `Q${order}`, order })
            .expect(201)
        ).body.id,
      );
    }
    for (let r = 0; r < 3; r++) {
      const started = await t
        .agent()
        .post(`/api/surveys/${survey.body.id}/responses`)
        .send({ surveyMode: 'ai_chat', language: 'en' })
        .expect(201);
      const responseId = started.body.id as string;
      for (const questionId of questionIds) {
        await t
          .agent()
          .post('/api/answers')
          .send({ responseId, questionId, answerText: `Answer ${r} ${questionId}` })
          .expect(201);
      }
      const followUpId = await responses.askFollowUp(responseId, questionIds[0]!, 'Could you say more?');
      if (r > 0) {
        await t
          .agent()
          .post('/api/answers')
          .send({ responseId, questionId: questionIds[0], followUpId, answerText: `More ${r}` })
          .expect(201);
      }
      await t
        .agent()
        .post('/api/answers')
        .send({ responseId, questionId: questionIds[1], answerText: `Changed ${r}` })
        .expect(201);
      if (r < 2)
        await t
          .agent()
          .patch(`/api/responses/${responseId}`)
          .send({ completedAt: new Date().toISOString() })
          .expect(200);
    }
    await t
      .agent()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello there, about a project.' });

    await replayOneByOne(ALL_PROJECTIONS);
    const expected = await snapshot();
    expect(expected.follow_ups).toHaveLength(3);
    expect(expected.answers).toHaveLength(9);

    for (const batchSize of [1, 2, 3, 5, 8, 13, undefined]) {
      await rebuildReadModels(t.db, READ_MODEL_PLAN, { batchSize, cipher: cipherOf(t) });
      expect(await snapshot()).toEqual(expected);
    }
  });

  it('rebuilds on a pool of a single connection too (events are then read in the transaction)', async () => {
    const before = await snapshot();
    const single = createPgDb({
      connectionString: TEST_DATABASE_URL,
      schema: t.config.databaseSchema,
      max: 1,
      connectionTimeoutMs: 200,
    });
    try {
      await rebuildReadModels(single, READ_MODEL_PLAN, { batchSize: 4, cipher: cipherOf(t) });
    } finally {
      await single.close();
    }
    expect(await snapshot()).toEqual(before);
  });
});
