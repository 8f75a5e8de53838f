import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app';

// The audit trail on the real Postgres: every act with its actor, from the log; filters; CSV; an erased
// response's words in no entry; a rebuild from the log equal to the live trail.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'lahore monsoon teacup ledger';
const MARKER = 'zebra-7f3c-confidential';

type Entry = {
  kind: string;
  eventType: string;
  username: string | null;
  actorKind: string;
  surveyId: string | null;
  userId: string | null;
};

async function consultant() {
  const owner = await t.adminAgent();
  const { body } = await owner
    .post('/api/users/invitations')
    .send({ username: 'farah', role: 'consultant' })
    .expect(201);
  const token = (body.link as string).split('#')[1];
  await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(200);
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ username: 'farah', password: PASSWORD }).expect(200);
  return { agent, id: body.user.id as string };
}

let surveyId: string;
let farahId: string;

beforeAll(async () => {
  const owner = await t.adminAgent();
  const farah = await consultant();
  farahId = farah.id;
  const survey = await farah.agent.post('/api/surveys').send({ title: 'Audit me', isActive: true }).expect(201);
  surveyId = survey.body.id;
  const question = await farah.agent
    .post(`/api/surveys/${surveyId}/questions`)
    .send({ questionText: 'What hurts?', order: 1 })
    .expect(201);
  await farah.agent.patch(`/api/surveys/${surveyId}`).send({ title: 'Audit me, renamed' }).expect(200);
  await farah.agent.put(`/api/surveys/${surveyId}/embed-origins`).send({ origins: ['https://client.example'] });
  const respondent = t.agent();
  const started = await respondent
    .post(`/api/surveys/${surveyId}/responses`)
    .send({ surveyMode: 'traditional' })
    .expect(201);
  await respondent
    .post('/api/answers')
    .send({ responseId: started.body.id, questionId: question.body.id, answerText: `Payroll ${MARKER}` })
    .expect(201);
  await farah.agent.get(`/api/surveys/${surveyId}/responses.csv`).expect(200);
  await owner.delete(`/api/responses/${started.body.id}`).expect(204);
});

async function trail(query = ''): Promise<Entry[]> {
  const owner = await t.adminAgent();
  return (await owner.get(`/api/audit${query}`).expect(200)).body.entries as Entry[];
}

describe('the audit trail', () => {
  it('names who created, edited, shared, exported, erased and invited, newest first', async () => {
    const entries = await trail();
    const acts = entries.map((e) => `${e.username ?? e.actorKind} ${e.kind} ${e.eventType}`);
    expect(acts).toEqual(
      expect.arrayContaining([
        'admin invited UserInvited',
        'farah joined PasswordSet',
        'farah created SurveyCreated',
        'farah edited QuestionAdded',
        'farah edited SurveyDetailsChanged',
        'farah exported ResponsesExported',
        'admin erased ResponseErased',
      ]),
    );
    expect(acts.indexOf('admin erased ResponseErased')).toBeLessThan(acts.indexOf('farah created SurveyCreated'));
    // Respondents' answers are not acts of the team.
    expect(entries.some((e) => e.eventType === 'AnswerRecorded' || e.eventType === 'ResponseStarted')).toBe(false);
  });

  it('records the actor in every event the command path appends', async () => {
    const { rows } = await t.db.query<{ type: string; actor: { kind: string; username?: string } }>(
      `SELECT type, metadata->'actor' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`survey-${surveyId}`],
    );
    expect(rows[0]).toMatchObject({ type: 'SurveyCreated', actor: { kind: 'user', username: 'farah' } });
    const { rows: answers } = await t.db.query<{ actor: { kind: string } }>(
      `SELECT metadata->'actor' AS actor FROM events WHERE type = 'AnswerRecorded'`,
    );
    expect(answers.map((a) => a.actor.kind)).toEqual(['respondent']);
  });

  it('filters by person, survey and kind', async () => {
    const byFarah = await trail(`?userId=${farahId}`);
    expect(byFarah.length).toBeGreaterThan(3);
    expect(byFarah.every((e) => e.username === 'farah')).toBe(true);
    const bySurvey = await trail(`?surveyId=${surveyId}`);
    expect(bySurvey.every((e) => e.surveyId === surveyId)).toBe(true);
    expect(bySurvey.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['SurveyCreated', 'ResponseErased', 'ResponsesExported']),
    );
    const erasures = await trail('?kind=erased');
    expect(erasures.map((e) => `${e.username} ${e.eventType}`)).toEqual([`${TEST_ADMIN.username} ResponseErased`]);
    await (await t.adminAgent()).get('/api/audit?kind=stolen').expect(400);
  });

  it('exports as CSV', async () => {
    const res = await (await t.adminAgent()).get(`/api/audit/entries.csv?surveyId=${surveyId}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.text).toMatch(/^\uFEFFWhen,Who,Acting as,API key,What,Event,Subject,Subject id,Survey id\r\n/);
    expect(res.text).toContain(',farah,user,,exported,ResponsesExported,export,');
  });

  it("holds nothing of an erased response's words", async () => {
    const { rows } = await t.db.query(`SELECT * FROM audit_entries WHERE row_to_json(audit_entries)::text LIKE $1`, [
      `%${MARKER}%`,
    ]);
    expect(rows).toEqual([]);
    const csv = await (await t.adminAgent()).get('/api/audit/entries.csv').expect(200);
    expect(csv.text).not.toContain(MARKER);
  });

  it('is for owners only', async () => {
    const farah = t.agent();
    await farah.post('/api/auth/login').send({ username: 'farah', password: PASSWORD }).expect(200);
    const refused = await farah.get('/api/audit').expect(403);
    expect(refused.body.detail).toBe('This needs the owner role; you are signed in as a consultant');
  });

  it('rebuilt from the log, equals the live trail', async () => {
    const live = await t.db.query('SELECT * FROM audit_entries ORDER BY position');
    expect(live.rows.length).toBeGreaterThan(5);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    const rebuilt = await t.db.query('SELECT * FROM audit_entries ORDER BY position');
    expect(rebuilt.rows).toEqual(live.rows);
    expect(await trail()).toHaveLength(live.rows.length);
  });
});
