import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { READ_MODEL_PLAN } from '../app/read-models';
import { rebuildReadModels } from '../projections/rebuild';
import { cipherOf } from '../testing/event-cipher';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { joinTeam, type Member } from '../testing/team-members';
import { startTestApp, type TestApp } from '../testing/test-app';
import { tablesHolding } from '../testing/table-search';

// Staff rosters on the real Postgres (issue 48 item 1): a CSV previewed (good lines, bad lines named by
// line, nothing stored) and imported; imported again (updates by e-mail, no duplicates, unchanged
// counted); Urdu names kept; people added and removed by hand; a person erased with no name or e-mail
// left in the log or the read model; viewers refused; a rebuild equal to live; 5,000 lines at once.

let t: TestApp;
let consultant: Member;
let viewer: Member;
beforeAll(async () => {
  t = await startTestApp();
  consultant = await joinTeam(t, 'consultant', 'roster-consultant');
  viewer = await joinTeam(t, 'viewer', 'roster-viewer');
});
afterAll(() => t.close());

type Person = { id: string; name: string; email: string; team: string | null; language: string | null };
type Roster = { people: Person[]; teams: { team: string | null; count: number }[]; removed: Person[] };

async function newClient(name: string): Promise<string> {
  return (await consultant.agent.post('/api/clients').send({ name }).expect(201)).body.id as string;
}
const rosterOf = async (clientId: string): Promise<Roster> =>
  (await viewer.agent.get(`/api/clients/${clientId}/roster`).expect(200)).body as Roster;

const FILE = [
  'Full name,E-mail,Department,Language,Grade',
  'Ayesha Khan,Ayesha@Acme.example,Finance,English,B2',
  'عائشہ بی بی,bibi@acme.example,Finance,اردو,C1',
  'محمد علی,ali@acme.example,Weaving,Urdu,',
  'Bilal Ahmed,bilal@acme.example,Weaving,en,A1',
  'Chand Bibi,chand@acme.example,,,',
].join('\n');

describe('a staff roster', () => {
  let clientId: string;
  beforeAll(async () => {
    clientId = await newClient('Acme Textiles');
  });

  it('previews a CSV: who would be added, the lines at fault named by line, nothing stored', async () => {
    const bad = [
      FILE,
      'Dawood,dawood-at-acme,Weaving,en',
      ',nameless@acme.example,,',
      'Erum,ali@ACME.example,Weaving,en',
      'Faisal,faisal@acme.example,Weaving,French',
    ].join('\n');
    const { body } = await consultant.agent
      .post(`/api/clients/${clientId}/roster/preview`)
      .send({ csv: bad })
      .expect(200);
    expect(body).toMatchObject({ rows: 9, addCount: 5, updateCount: 0, unchanged: 0, notInFile: 0, errorCount: 4 });
    expect(body.columns).toEqual({
      name: 'Full name',
      email: 'E-mail',
      team: 'Department',
      language: 'Language',
      attributes: ['Grade'],
    });
    expect(body.add[1]).toEqual({
      line: 3,
      name: 'عائشہ بی بی',
      email: 'bibi@acme.example',
      team: 'Finance',
      language: 'ur',
      attributes: { Grade: 'C1' },
    });
    expect(body.errors).toEqual([
      { line: 7, message: 'E-mail "dawood-at-acme" is not an address' },
      { line: 8, message: 'Name is required' },
      { line: 9, message: 'E-mail ali@ACME.example is on line 4 already' },
      { line: 10, message: 'Language "French" is not known (use en or ur)' },
    ]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM events WHERE type LIKE 'RosterPerson%'`);
    expect(rows[0].n).toBe(0);
    expect((await rosterOf(clientId)).people).toEqual([]);

    // The import refuses the same file whole, naming the lines.
    const refused = await consultant.agent
      .post(`/api/clients/${clientId}/roster/import`)
      .send({ csv: bad })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.detail).toBe(
      '4 lines of the CSV have a problem (line 7: E-mail "dawood-at-acme" is not an address); nothing was imported',
    );
    expect(refused.body.lineErrors).toEqual(body.errors);
    expect((await rosterOf(clientId)).people).toEqual([]);
  });

  it('refuses a CSV over 2 MB with a 400 that says so, and a body over 3 MB with 413', async () => {
    const line = 'Someone,someone@acme.example,Finance,en,\n';
    const big = `name,email,team,language,Grade\n${line.repeat(Math.ceil((2.5 * 1024 * 1024) / line.length))}`;
    const tooBig = await consultant.agent
      .post(`/api/clients/${clientId}/roster/preview`)
      .send({ csv: big })
      .expect(400);
    expect(tooBig.body.detail).toBe('The CSV is larger than 2 MB: split it into smaller files');
    const huge = big.repeat(2);
    const refused = await consultant.agent
      .post(`/api/clients/${clientId}/roster/import`)
      .send({ csv: huge })
      .expect(413);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Other routes keep the 64 KB limit.
    await consultant.agent
      .post(`/api/clients/${clientId}/roster/people`)
      .send({ name: 'x'.repeat(70 * 1024), email: 'x@acme.example' })
      .expect(413);
  });

  it('imports a CSV, keeping Urdu names as typed, grouped by team with counts', async () => {
    const { body } = await consultant.agent
      .post(`/api/clients/${clientId}/roster/import`)
      .send({ csv: `\uFEFF${FILE}` })
      .expect(200);
    expect(body).toEqual({ added: 5, updated: 0, unchanged: 0 });
    const roster = await rosterOf(clientId);
    expect(roster.people.map((p) => [p.team, p.name, p.language])).toEqual([
      ['Finance', 'Ayesha Khan', 'en'],
      ['Finance', 'عائشہ بی بی', 'ur'],
      ['Weaving', 'Bilal Ahmed', 'en'],
      ['Weaving', 'محمد علی', 'ur'],
      [null, 'Chand Bibi', null],
    ]);
    expect(roster.teams).toEqual([
      { team: 'Finance', count: 2 },
      { team: 'Weaving', count: 2 },
      { team: null, count: 1 },
    ]);
    expect(roster.people[0]).toMatchObject({ email: 'Ayesha@Acme.example', removedAt: null });
    const full = (await viewer.agent.get(`/api/clients/${clientId}/roster`).expect(200)).body as {
      clientName: string;
      people: { attributes: Record<string, string> }[];
    };
    expect(full.clientName).toBe('Acme Textiles');
    expect(full.people[1]!.attributes).toEqual({ Grade: 'C1' });
    // Sealed in the log: no name or e-mail in the clear.
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type LIKE 'RosterPerson%'
       AND (strpos(data::text, 'Ayesha') > 0 OR strpos(data::text, 'bibi@acme') > 0 OR strpos(data::text, 'محمد') > 0)`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('imports again by e-mail: the changed updated, the same unchanged, no one twice', async () => {
    const again = FILE.replace(
      'Bilal Ahmed,bilal@acme.example,Weaving',
      'Bilal Ahmed,BILAL@acme.example,Dyeing',
    ).concat('\nZara Sheikh,zara@acme.example,Dyeing,ur,');
    const preview = (
      await consultant.agent.post(`/api/clients/${clientId}/roster/preview`).send({ csv: again }).expect(200)
    ).body;
    expect(preview).toMatchObject({ rows: 6, addCount: 1, updateCount: 1, unchanged: 4, errorCount: 0 });
    expect(preview.update).toEqual([
      {
        line: 5,
        personId: expect.any(String),
        name: 'Bilal Ahmed',
        email: 'bilal@acme.example',
        changes: [{ field: 'team', from: 'Weaving', to: 'Dyeing' }],
      },
    ]);
    const { body } = await consultant.agent
      .post(`/api/clients/${clientId}/roster/import`)
      .send({ csv: again })
      .expect(200);
    expect(body).toEqual({ added: 1, updated: 1, unchanged: 4 });
    const roster = await rosterOf(clientId);
    expect(roster.people).toHaveLength(6);
    expect(roster.teams).toEqual([
      { team: 'Dyeing', count: 2 },
      { team: 'Finance', count: 2 },
      { team: 'Weaving', count: 1 },
      { team: null, count: 1 },
    ]);
    // The same file once more changes nothing and records nothing.
    const before = await t.db.query(`SELECT count(*)::int AS n FROM events`);
    const third = await consultant.agent
      .post(`/api/clients/${clientId}/roster/import`)
      .send({ csv: again })
      .expect(200);
    expect(third.body).toEqual({ added: 0, updated: 0, unchanged: 6 });
    expect((await t.db.query(`SELECT count(*)::int AS n FROM events`)).rows).toEqual(before.rows);
  });

  it('adds and removes people by hand; an e-mail on the roster is 409, a removed one may come back', async () => {
    const added = await consultant.agent
      .post(`/api/clients/${clientId}/roster/people`)
      .send({ name: ' فاطمہ ', email: 'fatima@acme.example', team: 'Finance', language: 'urdu' })
      .expect(201);
    expect(added.body).toMatchObject({ name: 'فاطمہ', email: 'fatima@acme.example', team: 'Finance', language: 'ur' });
    const taken = await consultant.agent
      .post(`/api/clients/${clientId}/roster/people`)
      .send({ name: 'Another Ayesha', email: 'AYESHA@acme.example' })
      .expect(409);
    expect(taken.body.detail).toBe('Someone on this roster has this e-mail already');
    const bad = await consultant.agent
      .post(`/api/clients/${clientId}/roster/people`)
      .send({ name: '', email: 'x', language: 'fr' })
      .expect(400);
    expect(bad.body.errors).toEqual([
      { pointer: '/name', detail: 'Name is required' },
      { pointer: '/email', detail: 'E-mail "x" is not an address' },
      { pointer: '/language', detail: 'Language "fr" is not known (use en or ur)' },
    ]);

    const id = added.body.id as string;
    const edited = await consultant.agent
      .patch(`/api/clients/${clientId}/roster/people/${id}`)
      .send({ team: 'Audit', attributes: { Badge: '9' } })
      .expect(200);
    expect(edited.body).toMatchObject({ team: 'Audit', attributes: { Badge: '9' } });

    const removed = await consultant.agent.delete(`/api/clients/${clientId}/roster/people/${id}`).expect(200);
    expect(removed.body.removedAt).toEqual(expect.any(String));
    const roster = await rosterOf(clientId);
    expect(roster.people.map((p) => p.id)).not.toContain(id);
    expect(roster.removed.map((p) => p.id)).toEqual([id]);
    await consultant.agent.delete(`/api/clients/${clientId}/roster/people/${id}`).expect(409);
    await consultant.agent.patch(`/api/clients/${clientId}/roster/people/${id}`).send({ team: 'X' }).expect(409);
    // Their e-mail is free again: a new person.
    const back = await consultant.agent
      .post(`/api/clients/${clientId}/roster/people`)
      .send({ name: 'فاطمہ', email: 'Fatima@acme.example' })
      .expect(201);
    expect(back.body.id).not.toBe(id);

    // A person of another client's roster is not found here.
    const other = await newClient('Globex');
    await consultant.agent.delete(`/api/clients/${other}/roster/people/${back.body.id}`).expect(404);
    await viewer.agent.get('/api/clients/no-such-client/roster').expect(404);
  });

  it('edits a person: a field at fault named, an e-mail on the roster (any case) 409, a team spelled as the roster has it', async () => {
    const client = await newClient('Edit Co');
    const add = (name: string, email: string, team: string) =>
      consultant.agent.post(`/api/clients/${client}/roster/people`).send({ name, email, team }).expect(201);
    await add('Tariq Aziz', 'tariq@edit.example', 'Tax');
    const sana = (await add('Sana Mir', 'sana@edit.example', 'Audit')).body as Person;
    const edit = (body: Record<string, unknown>) =>
      consultant.agent.patch(`/api/clients/${client}/roster/people/${sana.id}`).send(body);

    const taken = await edit({ email: 'TARIQ@edit.example' }).expect(409);
    expect(taken.body.detail).toBe('Someone on this roster has this e-mail already');
    const bad = await edit({ name: ' ', language: 'fr' }).expect(400);
    expect(bad.body.errors).toEqual([
      { pointer: '/name', detail: 'Name is required' },
      { pointer: '/language', detail: 'Language "fr" is not known (use en or ur)' },
    ]);

    const edited = await edit({
      name: 'ثناء میر',
      email: 'Sana.Mir@edit.example',
      team: 'tax ',
      language: 'ur',
      attributes: { Grade: 'B2' },
    }).expect(200);
    expect(edited.body).toMatchObject({
      name: 'ثناء میر',
      email: 'Sana.Mir@edit.example',
      team: 'Tax',
      language: 'ur',
      attributes: { Grade: 'B2' },
    });
    expect((await rosterOf(client)).teams).toEqual([{ team: 'Tax', count: 2 }]);
    // Its own e-mail in another case is no conflict, and the same details again record nothing.
    await edit({ email: 'SANA.MIR@edit.example', team: 'Tax' }).expect(200);
    const { rows } = await t.db.query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`roster-person-${sana.id}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['RosterPersonAdded', 'RosterPersonUpdated']);
  });

  it('refuses a viewer every change with 403 naming the role, and a consultant the erasure', async () => {
    const { people } = await rosterOf(clientId);
    const someone = people[0]!.id;
    const refusals = [
      viewer.agent.post(`/api/clients/${clientId}/roster/preview`).send({ csv: FILE }),
      viewer.agent.post(`/api/clients/${clientId}/roster/import`).send({ csv: FILE }),
      viewer.agent.post(`/api/clients/${clientId}/roster/people`).send({ name: 'V', email: 'v@acme.example' }),
      viewer.agent.patch(`/api/clients/${clientId}/roster/people/${someone}`).send({ team: 'V' }),
      viewer.agent.delete(`/api/clients/${clientId}/roster/people/${someone}`),
    ];
    for (const refused of refusals) {
      const res = await refused;
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body.detail).toBe('This needs the consultant role; you are signed in as a viewer');
    }
    const erase = await consultant.agent.post(`/api/clients/${clientId}/roster/people/${someone}/erase`).expect(403);
    expect(erase.body.detail).toBe('This needs the owner role; you are signed in as a consultant');
    await t.agent().get(`/api/clients/${clientId}/roster`).expect(401);
  });

  it('erases a person: no name, e-mail or attribute left in the log or the read model', async () => {
    const marker = `zz${Date.now().toString(36)}`;
    const csv = `name,email,team,Badge\nمریم ${marker},${marker}@acme.example,Finance,badge-${marker}`;
    await consultant.agent.post(`/api/clients/${clientId}/roster/import`).send({ csv }).expect(200);
    const person = (await rosterOf(clientId)).people.find((p) => p.email === `${marker}@acme.example`)!;
    await consultant.agent
      .patch(`/api/clients/${clientId}/roster/people/${person.id}`)
      .send({ name: `Maryam ${marker}` })
      .expect(200);
    expect(await tablesHolding(t, marker)).toEqual(['roster_people']);

    const owner = await t.adminAgent();
    await owner.post(`/api/clients/${clientId}/roster/people/${person.id}/erase`).expect(204);
    expect(await tablesHolding(t, marker)).toEqual([]);
    const keys = await t.db.query('SELECT 1 FROM data_keys WHERE stream_id = $1', [`roster-person-${person.id}`]);
    expect(keys.rows).toHaveLength(0);
    const { rows } = await t.db.query<{ type: string }>(
      'SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`roster-person-${person.id}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['RosterPersonAdded', 'RosterPersonUpdated', 'RosterPersonErased']);
    expect((await rosterOf(clientId)).people.map((p) => p.id)).not.toContain(person.id);
    await owner.post(`/api/clients/${clientId}/roster/people/${person.id}/erase`).expect(404);

    // A removed person may be erased too; the trail names who did each act.
    const { removed } = await rosterOf(clientId);
    await owner.post(`/api/clients/${clientId}/roster/people/${removed[0]!.id}/erase`).expect(204);
    expect((await rosterOf(clientId)).removed).toEqual([]);
    const { entries } = (await owner.get('/api/audit').expect(200)).body as {
      entries: { username: string | null; kind: string; eventType: string; subjectType: string; subjectId: string }[];
    };
    const acts = entries.filter((e) => e.subjectType === 'roster-person');
    expect(acts.filter((e) => e.subjectId === person.id).map((e) => `${e.username} ${e.kind} ${e.eventType}`)).toEqual([
      'admin erased RosterPersonErased',
      'roster-consultant edited RosterPersonUpdated',
      'roster-consultant created RosterPersonAdded',
    ]);
    expect(acts.map((e) => e.kind)).toEqual(expect.arrayContaining(['deleted']));
  });

  it('is reached by API keys with the surveys’ scopes', async () => {
    const owner = await t.adminAgent();
    const key = async (scopes: string[]) =>
      (
        await owner
          .post('/api/api-keys')
          .send({ label: `Roster ${scopes.join(' ')}`, scopes })
          .expect(201)
      ).body.secret as string;
    const [reader, writer] = [await key(['surveys:read']), await key(['surveys:write'])];
    const server = () => request(t.app.getHttpServer());
    await server().get(`/api/clients/${clientId}/roster`).set('Authorization', `Bearer ${reader}`).expect(200);
    const refused = await server()
      .post(`/api/clients/${clientId}/roster/people`)
      .set('Authorization', `Bearer ${reader}`)
      .send({ name: 'K', email: 'k@acme.example' })
      .expect(403);
    expect(refused.body.detail).toBe('This API key lacks the scope surveys:write');
    await server()
      .post(`/api/clients/${clientId}/roster/people`)
      .set('Authorization', `Bearer ${writer}`)
      .send({ name: 'K', email: 'k@acme.example' })
      .expect(201);
  });

  it('imports 5,000 lines at once', async () => {
    const big = await newClient('Big Mill');
    const teams = ['Spinning', 'Weaving', 'Dyeing', 'Finishing', 'Packing'];
    const lines = Array.from(
      { length: 5000 },
      (_, i) =>
        `Worker ${i} ${i % 7 === 0 ? 'عامر' : 'Amir'},w${i}@bigmill.example,${teams[i % 5]},${i % 2 ? 'ur' : 'en'},G${i % 9}`,
    );
    const csv = ['name,email,team,language,Grade', ...lines].join('\n');
    const started = performance.now();
    const { body } = await consultant.agent.post(`/api/clients/${big}/roster/import`).send({ csv }).expect(200);
    const took = performance.now() - started;
    console.log(`roster: 5,000 lines imported in ${Math.round(took)} ms`);
    expect(body).toEqual({ added: 5000, updated: 0, unchanged: 0 });
    const roster = await rosterOf(big);
    expect(roster.people).toHaveLength(5000);
    expect(roster.teams.map((team) => team.count)).toEqual([1000, 1000, 1000, 1000, 1000]);

    const startedAgain = performance.now();
    const again = await consultant.agent
      .post(`/api/clients/${big}/roster/import`)
      .send({
        csv: csv.replace('Worker 1 Amir,w1@bigmill.example,Weaving', 'Worker 1 Amir,w1@bigmill.example,Packing'),
      })
      .expect(200);
    console.log(`roster: 5,000 lines imported again (1 changed) in ${Math.round(performance.now() - startedAgain)} ms`);
    expect(again.body).toEqual({ added: 0, updated: 1, unchanged: 4999 });
  }, 60_000);

  it('comes out of a rebuild from the log exactly as live (erased people absent)', async () => {
    const live = await readModelSnapshot(t.db);
    expect(live.roster_people?.length).toBeGreaterThan(5000);
    await rebuildReadModels(t.db, READ_MODEL_PLAN, { cipher: cipherOf(t) });
    expect(await readModelSnapshot(t.db)).toEqual(live);
  });
});
