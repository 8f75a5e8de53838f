import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/db';
import { loadMigrations, migrate } from '../../db/migrate';
import { appendToStream, type DomainEvent } from '../../event-store/event-store';
import { READ_MODEL_PLAN } from '../../app/read-models';
import { rebuildReadModels } from '../../projections/rebuild';
import { cipherOf } from '../../testing/event-cipher';
import { readModelSnapshot } from '../../testing/read-model-snapshot';
import { openPgliteDb } from '../../testing/pglite-db';
import { openScratchSchema } from '../../testing/scratch-schema';
import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../../testing/test-app';
import starter from '../starter-survey.json';
import { STARTER_SURVEY_ID } from '../starter-survey.seeder';

// Migration 014 on a database that was at 013: the starter survey (created by the old code, with
// old-shaped events) gets its Urdu texts in its own stream and read model; old surveys read exactly
// as before, with the new fields at their defaults. On the real Postgres and on the embedded Postgres.

const STREAM = `survey-${STARTER_SURVEY_ID}`;
const starterQuestionId = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const OLD_ID = '01d00000-0000-4000-8000-000000000001';
const OLD_QUESTION = '01d00000-0000-4000-8000-000000000002';
const AT = '2026-01-05T09:00:00.000Z';
const REWORDED = 'Which tasks eat most of your week?';

/** The events the code before issue 16 wrote: QuestionAdded with the type only. */
function oldEvents(): Record<string, DomainEvent[]> {
  const created = (surveyId: string, title: string, description: string, slug: string) => ({
    type: 'SurveyCreated',
    schemaVersion: 1,
    data: { surveyId, title, description, slug, logo: null, isActive: true, createdAt: AT },
  });
  const added = (surveyId: string, questionId: string, questionText: string, order: number) => ({
    type: 'QuestionAdded',
    schemaVersion: 1,
    data: { surveyId, questionId, questionText, questionType: 'textarea', order, isRequired: true, addedAt: AT },
  });
  return {
    [STREAM]: [
      created(STARTER_SURVEY_ID, starter.title, starter.description, starter.slug),
      ...starter.questions.map((text, index) =>
        added(STARTER_SURVEY_ID, starterQuestionId(index + 1), text, index + 1),
      ),
      // The admin reworded the second question: its Urdu no longer fits and is not added.
      {
        type: 'QuestionReworded',
        schemaVersion: 1,
        data: { surveyId: STARTER_SURVEY_ID, questionId: starterQuestionId(2), questionText: REWORDED, rewordedAt: AT },
      },
    ],
    [`survey-${OLD_ID}`]: [
      created(OLD_ID, 'Old team pulse', 'From before types', 'old-pulse'),
      added(OLD_ID, OLD_QUESTION, 'What slows you down?', 1),
    ],
  };
}

/** A database at migration 013 holding the old events and the read model the old projection wrote. */
async function databaseAt013(db: Db): Promise<void> {
  await migrate(
    db,
    loadMigrations().filter((migration) => migration.version <= 13),
  );
  for (const [stream, events] of Object.entries(oldEvents())) {
    for (const event of await appendToStream(db, stream, 0, events)) {
      const d = event.data as Record<string, never>;
      if (event.type === 'SurveyCreated') {
        await db.query(
          'INSERT INTO surveys (id, title, description, slug, logo, is_active, created_at) VALUES ($1, $2, $3, $4, NULL, true, $5)',
          [d.surveyId, d.title, d.description, d.slug, d.createdAt],
        );
      } else if (event.type === 'QuestionAdded') {
        await db.query(
          `INSERT INTO questions (id, survey_id, question_text, question_type, "order", is_required, created_at)
           VALUES ($1, $2, $3, 'textarea', $4, true, $5)`,
          [d.questionId, d.surveyId, d.questionText, d.order, d.addedAt],
        );
      } else {
        await db.query('UPDATE questions SET question_text = $2 WHERE id = $1', [d.questionId, d.questionText]);
      }
      if (event.type !== 'SurveyCreated') {
        await db.query(
          'INSERT INTO question_wordings (question_id, from_position, question_text) VALUES ($1, $2, $3)',
          [d.questionId, event.globalPosition, d.questionText],
        );
      }
    }
  }
}

const UNTYPED = { questionType: 'textarea', options: null, allowOther: false, scaleLabels: null, numberRange: null };

async function expectMigrated(t: TestApp): Promise<void> {
  const anon = t.agent();
  const survey = (await anon.get(`/api/surveys/${starter.slug}`).expect(200)).body;
  expect(survey).toMatchObject({
    id: STARTER_SURVEY_ID,
    title: starter.title,
    languages: ['en', 'ur'],
    translations: { ur: { title: starter.urdu.title, description: starter.urdu.description } },
  });
  const questions = (await anon.get(`/api/surveys/${starter.slug}/questions`).expect(200)).body;
  expect(questions).toHaveLength(7);
  questions.forEach((question: Record<string, unknown>, index: number) => {
    expect(question).toMatchObject({ id: starterQuestionId(index + 1), ...UNTYPED, isRequired: true });
    const urdu = index === 1 ? {} : { ur: { questionText: starter.urdu.questions[index] } };
    expect(question.translations).toEqual(urdu);
  });
  expect(questions[1].questionText).toBe(REWORDED);

  // Appended at the end of the stream, as the event store writes events.
  const { rows } = await t.db.query<{ stream_version: number; type: string; schema_version: number; data: unknown }>(
    'SELECT stream_version, type, schema_version, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
    [STREAM],
  );
  expect(rows.map((row) => row.stream_version)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  const last = rows[9]!;
  expect(last).toMatchObject({ type: 'SurveyTranslationSet', schema_version: 1, metadata: {} });
  expect(last.data).toEqual({
    surveyId: STARTER_SURVEY_ID,
    language: 'ur',
    translation: {
      title: starter.urdu.title,
      description: starter.urdu.description,
      questions: Object.fromEntries(
        starter.urdu.questions.flatMap((questionText, index) =>
          index === 1 ? [] : [[starterQuestionId(index + 1), { questionText }]],
        ),
      ),
    },
    setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });

  // The survey from before reads as it did, the new fields at their defaults.
  const admin = await t.adminAgent();
  const old = (await admin.get(`/api/surveys/${OLD_ID}`).expect(200)).body;
  expect(old).toMatchObject({
    title: 'Old team pulse',
    description: 'From before types',
    slug: 'old-pulse',
    languages: ['en', 'ur'],
    translations: {},
  });
  expect((await admin.get(`/api/surveys/${OLD_ID}/questions`).expect(200)).body).toEqual([
    {
      id: OLD_QUESTION,
      surveyId: OLD_ID,
      questionText: 'What slows you down?',
      order: 1,
      isRequired: true,
      ...UNTYPED,
      translations: {},
      logic: [],
    },
  ]);

  // The migrated read model is what the events give: a rebuild changes nothing.
  const live = await readModelSnapshot(t.db);
  await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
  expect(await readModelSnapshot(t.db)).toEqual(live);

  // The translation read back can be saved again as it is (nothing new recorded).
  const translation = {
    title: survey.translations.ur.title,
    description: survey.translations.ur.description,
    questions: Object.fromEntries(
      questions.flatMap((q: { id: string; translations: { ur?: unknown } }) =>
        q.translations.ur ? [[q.id, q.translations.ur]] : [],
      ),
    ),
  };
  await admin.put(`/api/surveys/${STARTER_SURVEY_ID}/translations/ur`).send(translation).expect(200);
  const { rows: after } = await t.db.query('SELECT 1 FROM events WHERE stream_id = $1', [STREAM]);
  expect(after).toHaveLength(10);
}

describe('migration 014 on Postgres', () => {
  it('adds the starter survey its Urdu, and old surveys read as before', async () => {
    const scratch = await openScratchSchema('m014');
    let t: TestApp | undefined;
    try {
      await databaseAt013(scratch.db);
      t = await startTestApp({ env: { DATABASE_SCHEMA: scratch.schema } });
      await expectMigrated(t);
    } finally {
      await t?.close();
      await scratch.drop();
    }
  });

  it('a fresh install seeds the starter survey with its Urdu', async () => {
    const t = await startTestApp({ env: { SEED_STARTER_SURVEY: 'true' } });
    try {
      const survey = (await t.agent().get(`/api/surveys/${starter.slug}`).expect(200)).body;
      expect(survey.translations).toEqual({ ur: { title: starter.urdu.title, description: starter.urdu.description } });
      const questions = (await t.agent().get(`/api/surveys/${starter.slug}/questions`).expect(200)).body;
      expect(questions.map((q: { translations: unknown }) => q.translations)).toEqual(
        starter.urdu.questions.map((questionText) => ({ ur: { questionText } })),
      );
      const { rows } = await t.db.query<{ type: string }>(
        "SELECT type FROM events WHERE stream_id = $1 AND type = 'SurveyTranslationSet'",
        [STREAM],
      );
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('migration 014 on the embedded default, from a PGlite DATA_DIR at 013', () => {
  it(
    'adds the starter survey its Urdu, and old surveys read as before',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-m014-'));
      let t: TestApp | undefined;
      try {
        const db = await openPgliteDb(path.join(dataDir, 'pglite'));
        try {
          await databaseAt013(db);
        } finally {
          await db.close();
        }
        t = await startTestApp({ embedded: true, env: { DATA_DIR: dataDir } });
        await expectMigrated(t);
        // Imported into the embedded Postgres; the PGlite directory is kept beside it.
        expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual([
          expect.stringMatching(/^pglite\.imported-/),
        ]);
      } finally {
        await t?.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    EMBEDDED_START_TIMEOUT_MS,
  );
});
