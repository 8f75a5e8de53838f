import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { openScratchSchema, type ScratchSchema } from '../testing/scratch-schema';
import { applyRowChangesInBulk } from './bulk-apply';
import { applyRowChanges, jsonb, type RowChange } from './row-change';

// Row changes applied in bulk give what applying them one by one gives, on the real Postgres: runs of
// upserts and of updates grouped per table, a delete or a row seen again ending a run.

let scratch: ScratchSchema;
let db: Db;
beforeAll(async () => {
  scratch = await openScratchSchema('bulk_apply', 2);
  db = scratch.db;
  await migrate(db);
});
afterAll(() => scratch.drop());

const T = '2026-12-01T09:00:00.000Z';
const client = (id: string, name: string): RowChange => ({
  op: 'upsert',
  table: 'clients',
  key: { id },
  values: { name, description: null, contacts: jsonb([]), created_at: T, updated_at: T },
});
const person = (id: string, email: string, team: string | null): RowChange => ({
  op: 'upsert',
  table: 'roster_people',
  key: { id },
  values: {
    client_id: 'c1',
    name: `N ${id}`,
    email,
    team,
    language: null,
    attributes: jsonb({ Grade: id }),
    added_at: T,
    updated_at: T,
    removed_at: null,
  },
});

const CHANGES: RowChange[] = [
  client('c1', 'Acme'),
  person('p1', 'a@x.example', 'Finance'),
  client('c2', 'Globex'),
  person('p2', 'b@x.example', null),
  { op: 'update', table: 'clients', key: { id: 'c1' }, values: { name: 'Acme Textiles' } },
  person('p3', 'c@x.example', 'Audit'),
  // p1 again within the run of upserts: the run ends before it.
  person('p1', 'a@x.example', 'Audit'),
  { op: 'update', table: 'roster_people', key: { id: 'p2' }, values: { removed_at: T } },
  { op: 'update', table: 'roster_people', key: { id: 'p3' }, values: { removed_at: T } },
  { op: 'delete', table: 'clients', key: { id: 'c2' } },
  client('c2', 'Globex again'),
  // p2's e-mail is free once p2 is removed.
  person('p4', 'B@x.example', 'Finance'),
];

async function snapshot(): Promise<unknown[]> {
  const clients = await db.query('SELECT * FROM clients ORDER BY id');
  const people = await db.query('SELECT * FROM roster_people ORDER BY id');
  return [clients.rows, people.rows];
}

it('gives what one change at a time gives, in fewer statements', async () => {
  await applyRowChanges(db, CHANGES);
  const oneByOne = await snapshot();
  await db.query('DELETE FROM clients');
  await db.query('DELETE FROM roster_people');

  const statements: string[] = [];
  const counted: Queryable = {
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
  await applyRowChangesInBulk(counted, CHANGES);
  expect(await snapshot()).toEqual(oneByOne);
  expect(statements.length).toBeLessThan(CHANGES.length);
});

it('refuses what the table refuses, as one at a time would (an e-mail twice on a roster)', async () => {
  await expect(
    applyRowChangesInBulk(db, [person('p8', 'same@x.example', null), person('p9', 'SAME@x.example', null)]),
  ).rejects.toMatchObject({ code: '23505' });
});
