import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from '../testing/faults/child-process';
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../testing/faults/throwaway-postgres';
import { startTestApp, type TestApp } from '../testing/test-app';

// The README's backup and restore, command for command, on a Postgres cluster of the test's own:
// pg_dump of `events` (and `app_settings`), npm run migrate on an empty database, pg_restore of the
// data, npm run rebuild-read-models. The restored site answers exactly as the original did.
// Personal fields in the events are encrypted: the backup holds `data_keys` too, and the restored
// site is given the same DATA_ENCRYPTION_KEY.

const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');

const RUN_API = path.resolve(__dirname, '../testing/faults/run-api.js');

let pg: ThrowawayPostgres;
let dir: string;
beforeAll(async () => {
  pg = await startThrowawayPostgres();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedline-backup-'));
}, 60_000);
afterAll(async () => {
  await pg?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The same as `npm run <script>` with the built CLI, from source. */
const cli = (script: 'migrate' | 'rebuild', env: Record<string, string>) =>
  run(process.execPath, [RUN_API, `backend/src/cli/${script}.ts`], { env: { ...process.env, ...env } });

async function snapshot(app: TestApp, surveyId: string) {
  const admin = await app.adminAgent();
  const responses = (await admin.get(`/api/surveys/${surveyId}/responses`).expect(200)).body as { id: string }[];
  return {
    survey: (await admin.get(`/api/surveys/${surveyId}`).expect(200)).body,
    questions: (await admin.get(`/api/surveys/${surveyId}/questions`).expect(200)).body,
    responses,
    answers: await Promise.all(
      responses.map(async (r) => (await admin.get(`/api/responses/${r.id}/answers`).expect(200)).body),
    ),
    messages: (await admin.get('/api/contact-messages').expect(200)).body,
  };
}

it('a pg_dump of the event log restores the whole site', async () => {
  // 1. A site with data.
  const source = await startTestApp({ env: { DATABASE_URL: pg.url, DATA_ENCRYPTION_KEY } });
  const schema = source.config.databaseSchema!;
  let surveyId: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  try {
    const admin = await source.adminAgent();
    const survey = (
      await admin
        .post('/api/surveys')
        .send({ title: 'بیک اپ سروے', description: 'Backed up', slug: 'backed-up' })
        .expect(201)
    ).body;
    surveyId = survey.id;
    const q1 = (await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'Q1?' }).expect(201)).body;
    const q2 = (await admin.post(`/api/surveys/${survey.id}/questions`).send({ questionText: 'سوال دو؟' }).expect(201))
      .body;
    for (const text of ['first', 'دوسرا']) {
      const r = (
        await source
          .agent()
          .post(`/api/surveys/${survey.id}/responses`)
          .send({ surveyMode: 'traditional', respondentName: text })
          .expect(201)
      ).body;
      await source
        .agent()
        .post('/api/answers')
        .send({ responseId: r.id, questionId: q1.id, answerText: `${text} 1` })
        .expect(201);
      await source
        .agent()
        .post('/api/answers')
        .send({ responseId: r.id, questionId: q2.id, answerText: `${text} 2` })
        .expect(201);
      await source
        .agent()
        .patch(`/api/responses/${r.id}`)
        .send({ completedAt: '2026-01-02T03:04:05.000Z' })
        .expect(200);
    }
    await admin
      .delete(`/api/surveys/${(await admin.post('/api/surveys').send({ title: 'Deleted later' }).expect(201)).body.id}`)
      .expect(200);
    await source
      .agent()
      .post('/api/contact')
      .send({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
      .expect(201);
    before = await snapshot(source, surveyId);

    // 2. Back up: the event log, its data keys and the settings, nothing else.
    await run(postgresBin('pg_dump'), [
      '--format=custom',
      `--table=${schema}.events`,
      `--table=${schema}.data_keys`,
      `--table=${schema}.app_settings`,
      `--file=${dir}/seedline.dump`,
      pg.url,
    ]);
  } finally {
    await source.close();
  }

  // 3. Restore into an empty database: migrate, load the data, rebuild the read models.
  await run(postgresBin('createdb'), ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'restored']);
  const restoredUrl = pg.url.replace(/\/postgres$/, '/restored');
  const env = { DATABASE_URL: restoredUrl, DATABASE_SCHEMA: schema, DATA_ENCRYPTION_KEY };
  await cli('migrate', env);
  await run(postgresBin('pg_restore'), ['--data-only', `--dbname=${restoredUrl}`, `${dir}/seedline.dump`]);
  const rebuilt = await cli('rebuild', env);
  expect(rebuilt).toMatch(/Rebuilt read models from \d+ events/);

  // 4. The restored site answers as the original did, and takes new writes after the restored log.
  const restored = await startTestApp({ env });
  try {
    expect(await snapshot(restored, surveyId!)).toEqual(before!);
    await restored.agent().get('/api/surveys/backed-up').expect(200);
    const admin = await restored.adminAgent();
    // The restored sequence continues after the last event: new appends do not collide.
    await admin.post('/api/surveys').send({ title: 'After the restore' }).expect(201);
  } finally {
    await restored.close();
  }
}, 90_000);
