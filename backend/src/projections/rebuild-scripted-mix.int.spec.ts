import { READ_MODEL_PLAN } from '../app/read-models';
import { ANALYSED_ANSWERS, seedAnalysedSurvey, untilReportEnded } from '../testing/analysed-survey';
import { runBranchingScenario } from '../testing/branching-scenario';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { runLifecycleScenario } from '../testing/survey-lifecycle.scenario';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { ReadModelPlan } from './read-model';
import { rebuildReadModels } from './rebuild';
import { READ_MODEL_TABLES } from './row-change';

// The bulk rebuild (lean reads, merged rows, cached keys) against the read models the commands kept one
// event at a time: a log made through the API of answers, changed answers, branching, a survey's whole
// lifecycle, a report and a proposal quoting a response that is then erased, and contact messages (one
// erased). Every read-model table must come out row for row, value for value, what the live path left.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The same read models, read with every event column (as for projections not declared payloadOnly). */
const fullEnvelopePlan: ReadModelPlan = {
  ...READ_MODEL_PLAN,
  projections: READ_MODEL_PLAN.projections.map(({ payloadOnly: _lean, ...projection }) => projection),
};

it('rebuilds every read-model table as the incremental projections kept it, for any batch size and either read', async () => {
  const admin = await t.adminAgent();
  await runLifecycleScenario(t, 'scripted-mix-lifecycle');
  await runBranchingScenario(t);

  // Answers given, then changed; one response completed.
  const { surveyId, questionIds, responseIds } = await seedAnalysedSurvey(t, admin, {
    hiddenFields: (i) => ({ utm_source: `source-${i % 2}` }),
  });
  for (const [i, responseId] of responseIds.slice(0, 3).entries()) {
    await t
      .agent()
      .post('/api/answers')
      .send({ responseId, questionId: questionIds[0], answerText: `${ANALYSED_ANSWERS[i]![0]} (edited)` })
      .expect(201);
  }
  await t.agent().patch(`/api/responses/${responseIds[1]}`).send({ completedAt: new Date().toISOString() }).expect(200);

  // A report and a proposal quoting the answers; then a quoted response is erased.
  const reportId = (await admin.post(`/api/surveys/${surveyId}/reports`).expect(202)).body.id as string;
  expect((await untilReportEnded(admin, reportId)).status).toBe('completed');
  await admin.post(`/api/reports/${reportId}/proposals`).send({ clientName: 'Acme Ltd' }).expect(201);
  await admin.delete(`/api/responses/${responseIds[0]}`).expect(204);

  // Contact messages, one of them erased.
  const contact = (name: string) =>
    t
      .agent()
      .post('/api/contact')
      .send({ name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}, about a project.` })
      .expect(201);
  await contact('Ada');
  const forgotten = await contact('Grace');
  await admin.delete(`/api/contact-messages/${forgotten.body.id}`).expect(204);

  const live = await readModelSnapshot(t.db);
  for (const table of ['surveys', 'questions', 'responses', 'answers', 'reports', 'report_quotes', 'proposals']) {
    expect({ table, rows: live[table]!.length }).not.toEqual({ table, rows: 0 });
  }
  expect(live.contact_messages).toHaveLength(1);

  for (const plan of [READ_MODEL_PLAN, fullEnvelopePlan]) {
    for (const batchSize of [1, 7, undefined]) {
      await rebuildReadModels(t.db, plan, { batchSize, cipher: cipherOf(t) });
      const rebuilt = await readModelSnapshot(t.db);
      for (const table of READ_MODEL_TABLES)
        expect({ table, rows: rebuilt[table] }).toEqual({ table, rows: live[table] });
    }
  }
}, 120_000);
