import { randomBytes, randomUUID } from 'node:crypto';
import { EVENT_CATALOGUE } from '../app/event-catalogue';
import { ALL_PROJECTIONS, READ_MODEL_PLAN } from '../app/read-models';
import { ConcurrencyError, ValidationError } from '../common/errors';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { EventCipher } from '../event-store/event-cipher';
import { readStream } from '../event-store/event-store';
import { isEncryptedField } from '../event-store/field-crypto';
import { rebuildReadModels } from '../projections/rebuild';
import { decider, streamIdFor, type AddRosterPerson } from '../roster/roster-person.decider';
import { readModelSnapshot } from '../testing/read-model-snapshot';
import { openScratchSchema, type ScratchSchema } from '../testing/scratch-schema';
import { runAs } from './actor';
import { handleCommand } from './command-handler';
import { handleNewStreams } from './new-streams';

// Many new streams written in one transaction (an import of many: a roster CSV), on the real Postgres:
// each stream sealed under a key of its own, the events in the order given, every read model row written
// as one command at a time would write it, and all or nothing.

const cipher = new EventCipher(randomBytes(32), EVENT_CATALOGUE);
let scratch: ScratchSchema;
let db: Db;
beforeAll(async () => {
  scratch = await openScratchSchema('new_streams', 3);
  db = scratch.db;
  await migrate(db);
});
afterAll(() => scratch.drop());

const NOW = '2026-12-01T09:00:00.000Z';
const person = (i: number, clientId = 'c1') => {
  const personId = randomUUID();
  const command: AddRosterPerson = {
    type: 'AddRosterPerson',
    personId,
    clientId,
    details: { name: `کارکن ${i}`, email: `w${i}@mill.example`, team: `T${i % 3}`, attributes: { Grade: `G${i}` } },
    now: NOW,
  };
  return { streamId: streamIdFor(personId), command };
};

it('writes each stream sealed under its own key, in the order given, projected as one at a time would', async () => {
  const items = Array.from({ length: 300 }, (_, i) => person(i));
  const actor = { kind: 'user', userId: 'u1', username: 'farah' } as const;
  const recorded = await runAs(actor, () => handleNewStreams(db, ALL_PROJECTIONS, decider, items, { cipher }));
  expect(recorded.map((e) => e.streamId)).toEqual(items.map((i) => i.streamId));
  const positions = recorded.map((e) => e.globalPosition);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(recorded[0]!.data).toMatchObject({ name: 'کارکن 0', email: 'w0@mill.example' });

  // In the log: sealed, each under its stream's key, with the actor.
  const { rows } = await db.query<{ stream_id: string; data: Record<string, unknown>; metadata: unknown }>(
    'SELECT stream_id, data, metadata FROM events WHERE stream_id = ANY($1)',
    [items.map((i) => i.streamId)],
  );
  expect(rows).toHaveLength(300);
  for (const row of rows) {
    expect(isEncryptedField(row.data.name) && isEncryptedField(row.data.email)).toBe(true);
    expect(row.metadata).toEqual({ actor });
  }
  const keys = await db.query('SELECT stream_id FROM data_keys WHERE stream_id = ANY($1)', [
    items.map((i) => i.streamId),
  ]);
  expect(keys.rows).toHaveLength(300);
  const read = await readStream(db, items[7]!.streamId, cipher.forStream(db, items[7]!.streamId));
  expect(read.events[0]!.data).toMatchObject({ name: 'کارکن 7', attributes: '{"Grade":"G7"}' });

  // The read models hold what the same commands one at a time give: a rebuild from the log agrees.
  const one = person(300);
  await handleCommand(db, ALL_PROJECTIONS, decider, one.streamId, one.command, { cipher });
  const live = await readModelSnapshot(db);
  expect(live.roster_people).toHaveLength(301);
  expect(live.audit_entries).toHaveLength(301);
  await rebuildReadModels(db, READ_MODEL_PLAN, { cipher });
  expect(await readModelSnapshot(db)).toEqual(live);
});

it('writes nothing when a command is refused, or a stream exists after all', async () => {
  const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  const before = await count();
  const bad = person(1000);
  bad.command.details = { ...bad.command.details, email: 'nobody' };
  await expect(handleNewStreams(db, ALL_PROJECTIONS, decider, [person(1001), bad], { cipher })).rejects.toThrow(
    ValidationError,
  );
  const existing = person(1002);
  await handleCommand(db, ALL_PROJECTIONS, decider, existing.streamId, existing.command, { cipher });
  const again = { ...existing, command: { ...existing.command } };
  const after = await count();
  await expect(handleNewStreams(db, ALL_PROJECTIONS, decider, [person(1003), again], { cipher })).rejects.toThrow(
    ConcurrencyError,
  );
  expect(await count()).toBe(after);
  expect(after).toBe(before + 1);
});
