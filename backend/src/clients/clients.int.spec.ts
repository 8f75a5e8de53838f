import type TestAgent from 'supertest/lib/agent';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';

// Clients on the real Postgres (issue 47 item 3): recorded, edited and assigned to surveys by consultants,
// read by viewers, refused to viewers with a problem naming the role; who did it in the audit trail; a
// rebuild from the log equal to the live tables.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'lahore monsoon teacup ledger';
let serial = 0;

async function member(role: 'consultant' | 'viewer'): Promise<{ agent: TestAgent; username: string }> {
  const owner = await t.adminAgent();
  const username = `${role}-clients-${++serial}`;
  const { body } = await owner.post('/api/users/invitations').send({ username, role }).expect(201);
  const token = (body.link as string).split('#')[1];
  await t.agent().post('/api/users/password').send({ token, password: PASSWORD }).expect(200);
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ username, password: PASSWORD }).expect(200);
  return { agent, username };
}

const acme = {
  name: 'Acme Textiles',
  description: 'A spinning mill in Faisalabad, 400 staff, two shifts.',
  contacts: [{ name: 'Ayesha Khan', email: 'ayesha@acme.example', phone: '+92 300 1234567', role: 'HR lead' }],
};

describe('clients', () => {
  let consultant: { agent: TestAgent; username: string };
  let viewer: { agent: TestAgent; username: string };
  let clientId: string;
  beforeAll(async () => {
    consultant = await member('consultant');
    viewer = await member('viewer');
    const created = await consultant.agent.post('/api/clients').send(acme).expect(201);
    clientId = created.body.id as string;
  });

  it('are recorded by a consultant and read back by anyone on the team', async () => {
    const read = await viewer.agent.get(`/api/clients/${clientId}`).expect(200);
    expect(read.body).toEqual({
      id: clientId,
      ...acme,
      contacts: [{ ...acme.contacts[0], role: 'HR lead' }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await viewer.agent.get('/api/clients').expect(200);
    expect((list.body as { name: string }[]).map((c) => c.name)).toContain('Acme Textiles');
  });

  it('are edited: only the fields sent change, contacts replaced whole', async () => {
    const edited = await consultant.agent
      .put(`/api/clients/${clientId}`)
      .send({ description: 'Now 450 staff.', contacts: [{ name: 'Bilal Ahmed', role: 'Plant manager' }] })
      .expect(200);
    expect(edited.body).toMatchObject({
      name: 'Acme Textiles',
      description: 'Now 450 staff.',
      contacts: [{ name: 'Bilal Ahmed', email: null, phone: null, role: 'Plant manager' }],
    });
    // The same again records nothing.
    await consultant.agent.put(`/api/clients/${clientId}`).send({ description: 'Now 450 staff.' }).expect(200);
    const { rows } = await t.db.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      `client-${clientId}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['ClientCreated', 'ClientDetailsChanged']);
  });

  it('refuse a viewer every change with 403 naming the role', async () => {
    const refused = await viewer.agent.post('/api/clients').send({ name: 'Globex' }).expect(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    const edit = await viewer.agent.put(`/api/clients/${clientId}`).send({ name: 'Mine' }).expect(403);
    expect(edit.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    await t.agent().get('/api/clients').expect(401);
  });

  it('answer bad details with a problem naming each field, a taken name with 409, an unknown id with 404', async () => {
    const bad = await consultant.agent
      .post('/api/clients')
      .send({ name: ' ', contacts: [{ name: 'Zara', email: 'zara-at-example' }] })
      .expect(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.body.errors).toEqual([
      { pointer: '/name', detail: 'Name is required' },
      { pointer: '/contacts/0/email', detail: 'Contact 1: e-mail must be an e-mail address' },
    ]);
    const taken = await consultant.agent.post('/api/clients').send({ name: ' acme textiles ' }).expect(409);
    expect(taken.body.detail).toBe('A client with this name exists already');
    await viewer.agent.get('/api/clients/no-such-client').expect(404);
    await consultant.agent.put('/api/clients/no-such-client').send({ name: 'X' }).expect(404);
  });

  it('own surveys: one created for a client is unlisted; the edit page moves it; an unknown client is 400', async () => {
    const survey = await consultant.agent
      .post('/api/surveys')
      .send({ title: 'Acme pulse', clientId, isActive: true })
      .expect(201);
    expect(survey.body).toMatchObject({ clientId, listed: false });
    const listedOne = await consultant.agent
      .post('/api/surveys')
      .send({ title: 'Acme open day', clientId, listed: true })
      .expect(201);
    expect(listedOne.body).toMatchObject({ clientId, listed: true });
    const unknown = await consultant.agent
      .post('/api/surveys')
      .send({ title: 'Nobody’s', clientId: 'no-such-client' })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ pointer: '/clientId', detail: 'Choose a client from the list' }]);

    const globex = (await consultant.agent.post('/api/clients').send({ name: 'Globex' }).expect(201)).body;
    const moved = await consultant.agent
      .patch(`/api/surveys/${survey.body.id}`)
      .send({ clientId: globex.id })
      .expect(200);
    expect(moved.body).toMatchObject({ clientId: globex.id, listed: false });
    // Respondents do not learn whose survey it is.
    const anyone = await t.agent().get(`/api/surveys/${survey.body.id}`).expect(200);
    expect(anyone.body.clientId).toBeNull();
    const document = await t.agent().get(`/api/surveys/${survey.body.id}/document`).expect(200);
    expect(JSON.parse(document.text).survey.clientId).toBeNull();
    // A viewer cannot move it.
    const refused = await viewer.agent.patch(`/api/surveys/${survey.body.id}`).send({ clientId }).expect(403);
    expect(refused.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    await consultant.agent.patch(`/api/surveys/${survey.body.id}`).send({ clientId: null }).expect(200);
    expect((await viewer.agent.get(`/api/surveys/${survey.body.id}`).expect(200)).body.clientId).toBeNull();
  });

  it('are in the audit trail with who recorded, edited and assigned them', async () => {
    const owner = await t.adminAgent();
    const { entries } = (await owner.get('/api/audit').expect(200)).body as {
      entries: { username: string | null; kind: string; eventType: string; subjectType: string }[];
    };
    const acts = entries.map((e) => `${e.username} ${e.kind} ${e.eventType} ${e.subjectType}`);
    expect(acts).toEqual(
      expect.arrayContaining([
        `${consultant.username} created ClientCreated client`,
        `${consultant.username} edited ClientDetailsChanged client`,
        `${consultant.username} edited SurveyClientSet survey`,
      ]),
    );
  });

  it('come out of a rebuild from the log exactly as live', async () => {
    const live = await readModelSnapshot(t.db);
    expect(live.clients?.length).toBeGreaterThanOrEqual(2);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});
