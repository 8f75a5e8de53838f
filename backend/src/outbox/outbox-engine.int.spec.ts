import { REDIS_URL, deleteKeys, uniquePrefix } from '@seedline/worker/testing';
import { waitFor } from '../testing/faults/child-process';
import { openScratchSchema, type ScratchSchema } from '../testing/scratch-schema';
import type { OutboxChannel, OutboxRow, OutboxSettings } from './outbox-channel';
import { OutboxEngine } from './outbox-engine';
import { ATTEMPT_COLUMNS, attemptParams, claimOutboxRow, dueOutboxIds } from './outbox-rows';
import { nextAttempt, skippedAttempt } from './retry-schedule';

// A third channel, as small as one can be (README.md, "Adding a channel"): rows its commands store and
// queue themselves, a receiver that is busy a given number of times, on BullMQ and in-process.

const TABLE = 'toy_outbox';
const SETTINGS: OutboxSettings = { retrySchedule: [0, 20, 20], leaseMs: 5000, pollMs: 50, sweepMs: 100 };

type Toy = {
  engine: OutboxEngine<OutboxRow, 'ok' | 'busy', OutboxSettings>;
  /** How many times the receiver answers "busy" to a row before taking it. */
  busy: Map<string, number>;
  sent: string[];
  errors: string[];
  /** While true, looking for due rows fails (a database outage, as the sweep sees it). */
  sweepBroken: { value: boolean; calls: number };
  store(id: string): Promise<void>;
  row(id: string): Promise<{ status: string; attempts: number; last_error: string | null }>;
};

function toyChannel(scratch: ScratchSchema, toy: Omit<Toy, 'engine' | 'store' | 'row' | 'errors'>) {
  const { db } = scratch;
  const channel: OutboxChannel<OutboxRow, 'ok' | 'busy', OutboxSettings> = {
    name: 'toy',
    queue: { name: 'toy', concurrency: 2 },
    enabled: true,
    claim: (db, id, leaseMs) => claimOutboxRow<OutboxRow>(db, TABLE, id, leaseMs),
    dueIds: async (db, limit) => {
      toy.sweepBroken.calls += 1;
      if (toy.sweepBroken.value) throw new Error('the database is away');
      return dueOutboxIds(db, TABLE, limit);
    },
    async send(row) {
      if (row.id.startsWith('gone')) return { kind: 'skipped', reason: 'Its subject is gone' };
      const busy = toy.busy.get(row.id) ?? 0;
      toy.busy.set(row.id, busy - 1);
      if (busy <= 0) toy.sent.push(row.id);
      return { kind: 'tried', result: busy > 0 ? 'busy' : 'ok' };
    },
    async record(row, sent, settings) {
      const record =
        sent.kind === 'skipped'
          ? skippedAttempt(row.attempts, sent.reason)
          : nextAttempt(
              row.attempts,
              sent.result === 'ok'
                ? { kind: 'settled', status: 'sent', error: null }
                : { kind: 'retry', error: 'busy' },
              { schedule: settings.retrySchedule, jitter: 0 },
            );
      await db.query(`UPDATE ${TABLE} SET ${ATTEMPT_COLUMNS} WHERE id = $1`, attemptParams(row.id, record));
      return record.nextAttemptInMs;
    },
  };
  return channel;
}

describe.each([
  { name: 'BullMQ on Redis', redis: true, kind: 'bullmq' },
  { name: 'the in-process queue', redis: false, kind: 'in-process' },
])('an outbox channel on $name', ({ redis, kind }) => {
  let scratch: ScratchSchema;
  let toy: Toy;
  const prefix = uniquePrefix('outbox');

  beforeAll(async () => {
    scratch = await openScratchSchema('outbox');
    await scratch.db.query(`CREATE TABLE ${TABLE} (
      id text PRIMARY KEY, status text NOT NULL DEFAULT 'pending', attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz DEFAULT now(), locked_until timestamptz, last_attempt_at timestamptz, last_error text)`);
    const parts = { busy: new Map<string, number>(), sent: [] as string[], sweepBroken: { value: false, calls: 0 } };
    const errors: string[] = [];
    const engine = new OutboxEngine({
      db: scratch.db,
      channel: toyChannel(scratch, parts),
      settings: SETTINGS,
      redis: redis ? { url: REDIS_URL, prefix } : null,
      onError: (error, what) => errors.push(`${what}: ${error.message}`),
      clock: () => new Date(),
    });
    toy = {
      ...parts,
      engine,
      errors,
      store: async (id) => void (await scratch.db.query(`INSERT INTO ${TABLE} (id) VALUES ($1)`, [id])),
      row: async (id) =>
        (
          await scratch.db.query<{ status: string; attempts: number; last_error: string | null }>(
            `SELECT status, attempts, last_error FROM ${TABLE} WHERE id = $1`,
            [id],
          )
        ).rows[0]!,
    };
    expect(engine.queueKind).toBe(kind);
    engine.start();
  });

  afterAll(async () => {
    await toy?.engine.stop();
    await scratch?.drop();
    if (redis) await deleteKeys(prefix);
  });

  const settled = (id: string) =>
    waitFor(`${id} settled`, async () => {
      const row = await toy.row(id);
      return row.status !== 'pending' && row;
    });

  it('sends a row a command stored and queued, trying a busy receiver again on the schedule', async () => {
    toy.busy.set('twice-busy', 2);
    await toy.store('at-once');
    await toy.store('twice-busy');
    await toy.engine.enqueue('at-once');
    await toy.engine.enqueue('twice-busy');
    expect(await settled('at-once')).toEqual({ status: 'sent', attempts: 1, last_error: null });
    expect(await settled('twice-busy')).toEqual({ status: 'sent', attempts: 3, last_error: null });
    expect(toy.sent.filter((id) => id === 'twice-busy')).toHaveLength(1);
  });

  it('fails a row once its schedule is spent, and skips one with nothing left to send', async () => {
    toy.busy.set('always-busy', 100);
    await toy.store('always-busy');
    await toy.store('gone-1');
    await toy.engine.enqueue('always-busy');
    await toy.engine.enqueue('gone-1');
    expect(await settled('always-busy')).toEqual({ status: 'failed', attempts: 3, last_error: 'busy' });
    expect(await settled('gone-1')).toEqual({ status: 'skipped', attempts: 0, last_error: 'Its subject is gone' });
  });

  it('the sweep sends what was stored but never queued (a crash in between)', async () => {
    await toy.store('never-queued');
    expect(await settled('never-queued')).toEqual({ status: 'sent', attempts: 1, last_error: null });
  });

  it('tells a failing sweep once until it works again', async () => {
    const told = () => toy.errors.filter((e) => e === 'toy sweep: the database is away');
    toy.sweepBroken.value = true;
    const from = toy.sweepBroken.calls;
    await waitFor('three failed sweeps', async () => toy.sweepBroken.calls >= from + 3);
    expect(told()).toHaveLength(1);
    toy.sweepBroken.value = false;
    await toy.store('after-outage');
    expect(await settled('after-outage')).toMatchObject({ status: 'sent' });
    toy.sweepBroken.value = true;
    const again = toy.sweepBroken.calls;
    await waitFor(
      'a failed sweep after recovery',
      async () => toy.sweepBroken.calls >= again + 1 && told().length === 2,
    );
    toy.sweepBroken.value = false;
  });
});
