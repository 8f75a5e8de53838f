import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { startTestApp, type TestApp } from '../testing/test-app';

// Clients on the real Postgres (issue 47 item 3): recorded, edited, archived, restored and assigned to
// surveys by consultants, read by viewers, refused to viewers with a problem naming the role; reached by
// API keys with the surveys' scopes; who did it in the audit trail; a rebuild from the log equal to the
// live tables.

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
      archivedAt: null,
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

  it('are archived and restored by a consultant: out of the list, under ?archived=true, surveys untouched', async () => {
    const initech = (await consultant.agent.post('/api/clients').send({ name: 'Initech' }).expect(201)).body;
    const survey = (
      await consultant.agent.post('/api/surveys').send({ title: 'Initech exit', clientId: initech.id }).expect(201)
    ).body;
    const names = async (query = '') =>
      ((await viewer.agent.get(`/api/clients${query}`).expect(200)).body as { name: string }[]).map((c) => c.name);

    const archived = await consultant.agent.post(`/api/clients/${initech.id}/archive`).expect(200);
    expect(archived.body).toMatchObject({ id: initech.id, name: 'Initech', archivedAt: expect.any(String) });
    expect(await names()).not.toContain('Initech');
    expect(await names()).toContain('Acme Textiles');
    expect(await names('?archived=true')).toEqual(['Initech']);
    expect(await names('?archived=false')).toEqual(await names());
    // Still read by id; its survey keeps its client, and saving it with the same client still works.
    expect((await viewer.agent.get(`/api/clients/${initech.id}`).expect(200)).body.archivedAt).toBe(
      archived.body.archivedAt,
    );
    expect((await viewer.agent.get(`/api/surveys/${survey.id}`).expect(200)).body.clientId).toBe(initech.id);
    await consultant.agent.patch(`/api/surveys/${survey.id}`).send({ clientId: initech.id }).expect(200);

    const twice = await consultant.agent.post(`/api/clients/${initech.id}/archive`).expect(409);
    expect(twice.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(twice.body.detail).toBe('This client is archived already');

    const restored = await consultant.agent.post(`/api/clients/${initech.id}/restore`).expect(200);
    expect(restored.body).toMatchObject({ id: initech.id, archivedAt: null });
    expect(await names()).toContain('Initech');
    expect(await names('?archived=true')).toEqual([]);
    const again = await consultant.agent.post(`/api/clients/${initech.id}/restore`).expect(409);
    expect(again.body.detail).toBe('This client is not archived');

    await consultant.agent.post('/api/clients/no-such-client/archive').expect(404);
    await consultant.agent.post('/api/clients/no-such-client/restore').expect(404);
    const bad = await viewer.agent.get('/api/clients?archived=yes').expect(400);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.body.detail).toBe("archived must be 'true' or 'false'");
    // Archived for good, so the rebuild below has one to rebuild.
    await consultant.agent.post(`/api/clients/${initech.id}/archive`).expect(200);
    const { rows } = await t.db.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      `client-${initech.id}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['ClientCreated', 'ClientArchived', 'ClientRestored', 'ClientArchived']);
  });

  it('refuse a viewer archiving and restoring with 403 naming the role', async () => {
    const archive = await viewer.agent.post(`/api/clients/${clientId}/archive`).expect(403);
    expect(archive.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(archive.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    const restore = await viewer.agent.post(`/api/clients/${clientId}/restore`).expect(403);
    expect(restore.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    await t.agent().post(`/api/clients/${clientId}/archive`).expect(401);
  });

  describe('with an API key', () => {
    const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
    const server = () => request(t.app.getHttpServer());
    async function makeKey(scopes: string[]): Promise<{ id: string; secret: string }> {
      const owner = await t.adminAgent();
      const { body } = await owner
        .post('/api/api-keys')
        .send({ label: `Clients ${scopes.join(' ')}`, scopes })
        .expect(201);
      return { id: body.apiKey.id as string, secret: body.secret as string };
    }

    it('surveys:read reads the clients and is refused every change (403 naming the scope)', async () => {
      const { secret } = await makeKey(['surveys:read']);
      const list = await server().get('/api/clients').set(bearer(secret)).expect(200);
      expect((list.body as { id: string }[]).map((c) => c.id)).toContain(clientId);
      await server().get('/api/clients?archived=true').set(bearer(secret)).expect(200);
      await server().get(`/api/clients/${clientId}`).set(bearer(secret)).expect(200);
      for (const refused of [
        server().post('/api/clients').set(bearer(secret)).send({ name: 'Umbrella' }),
        server().put(`/api/clients/${clientId}`).set(bearer(secret)).send({ name: 'Mine' }),
        server().post(`/api/clients/${clientId}/archive`).set(bearer(secret)),
        server().post(`/api/clients/${clientId}/restore`).set(bearer(secret)),
      ]) {
        const res = await refused;
        expect(res.status).toBe(403);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.detail).toBe('This API key lacks the scope surveys:write');
      }
      const onlyResponses = await makeKey(['responses:read']);
      const noRead = await server().get('/api/clients').set(bearer(onlyResponses.secret)).expect(403);
      expect(noRead.body.detail).toBe('This API key lacks the scope surveys:read');
    });

    it('surveys:write records, edits and archives one, each event naming the key as its actor', async () => {
      const key = await makeKey(['surveys:write']);
      const made = await server().post('/api/clients').set(bearer(key.secret)).send({ name: 'Hooli' }).expect(201);
      const id = made.body.id as string;
      await server().put(`/api/clients/${id}`).set(bearer(key.secret)).send({ description: 'Search.' }).expect(200);
      const archived = await server().post(`/api/clients/${id}/archive`).set(bearer(key.secret)).expect(200);
      expect(archived.body).toMatchObject({ id, name: 'Hooli', archivedAt: expect.any(String) });
      const { rows } = await t.db.query<{ type: string; actor: Record<string, unknown> }>(
        `SELECT type, metadata->'actor' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`,
        [`client-${id}`],
      );
      expect(rows.map((r) => r.type)).toEqual(['ClientCreated', 'ClientDetailsChanged', 'ClientArchived']);
      for (const row of rows) expect(row.actor).toMatchObject({ kind: 'api-key', keyId: key.id, username: 'admin' });

      const owner = await t.adminAgent();
      const { entries } = (await owner.get('/api/audit').expect(200)).body as {
        entries: { actorKind: string; apiKeyId: string | null; kind: string; eventType: string; subjectId: string }[];
      };
      expect(
        entries.filter((e) => e.subjectId === id).map((e) => `${e.actorKind} ${e.apiKeyId} ${e.kind} ${e.eventType}`),
      ).toEqual([
        `api-key ${key.id} edited ClientArchived`,
        `api-key ${key.id} edited ClientDetailsChanged`,
        `api-key ${key.id} created ClientCreated`,
      ]);
    });
  });

  it('are in the audit trail with who recorded, edited, archived, restored and assigned them', async () => {
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
        `${consultant.username} edited ClientArchived client`,
        `${consultant.username} edited ClientRestored client`,
      ]),
    );
  });

  it('come out of a rebuild from the log exactly as live', async () => {
    const live = await readModelSnapshot(t.db);
    expect(live.clients?.length).toBeGreaterThanOrEqual(2);
    expect(live.clients?.some((row) => (row as { archived_at: unknown }).archived_at !== null)).toBe(true);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});
