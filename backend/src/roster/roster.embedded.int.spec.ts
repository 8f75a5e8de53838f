import { EMBEDDED_START_TIMEOUT_MS, startTestApp, type TestApp } from '../testing/test-app';

// A staff roster on the embedded default: a CSV imported (Urdu names as typed), imported again with one
// team changed (updated 1, the rest unchanged, no one twice), and a person erased with nothing of them left.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ embedded: true });
}, EMBEDDED_START_TIMEOUT_MS);
afterAll(() => t?.close());

it('imports, imports again by e-mail, and erases a person', async () => {
  expect(t.db.embedded).toBe(true);
  const owner = await t.adminAgent();
  const clientId = (await owner.post('/api/clients').send({ name: 'Ravi Textiles' }).expect(201)).body.id as string;
  const csv = [
    'Name,Email,Team,Language',
    'عائشہ خان,ayesha@ravi.example,Finance,ur',
    'Bilal Ahmed,bilal@ravi.example,Weaving,en',
    'Chand Bibi,chand@ravi.example,Weaving,اردو',
  ].join('\n');
  const imported = await owner.post(`/api/clients/${clientId}/roster/import`).send({ csv }).expect(200);
  expect(imported.body).toEqual({ added: 3, updated: 0, unchanged: 0 });

  const again = csv.replace('Chand Bibi,chand@ravi.example,Weaving', 'Chand Bibi,CHAND@ravi.example,Finance');
  const reimported = await owner.post(`/api/clients/${clientId}/roster/import`).send({ csv: again }).expect(200);
  expect(reimported.body).toEqual({ added: 0, updated: 1, unchanged: 2 });
  const roster = (await owner.get(`/api/clients/${clientId}/roster`).expect(200)).body as {
    people: { id: string; name: string; team: string }[];
    teams: { team: string; count: number }[];
  };
  expect(roster.people.map((p) => `${p.team} ${p.name}`)).toEqual([
    'Finance Chand Bibi',
    'Finance عائشہ خان',
    'Weaving Bilal Ahmed',
  ]);
  expect(roster.teams).toEqual([
    { team: 'Finance', count: 2 },
    { team: 'Weaving', count: 1 },
  ]);

  const ayesha = roster.people.find((p) => p.name === 'عائشہ خان')!;
  await owner.post(`/api/clients/${clientId}/roster/people/${ayesha.id}/erase`).expect(204);
  const left = (await owner.get(`/api/clients/${clientId}/roster`).expect(200)).body as { people: { id: string }[] };
  expect(left.people.map((p) => p.id)).not.toContain(ayesha.id);
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM events WHERE strpos(data::text, 'ayesha@ravi') > 0 OR strpos(data::text, 'عائشہ') > 0)
          + (SELECT count(*) FROM roster_people WHERE strpos(row_to_json(roster_people)::text, 'ayesha@ravi') > 0)
          + (SELECT count(*) FROM data_keys WHERE stream_id = $1) AS n`,
    [`roster-person-${ayesha.id}`],
  );
  expect(Number(rows[0]!.n)).toBe(0);
});
