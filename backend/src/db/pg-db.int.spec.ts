import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import { createPgDb, MAX_NAMED_STATEMENTS } from './pg-db';

// Parameterized SQL runs as named (prepared) statements; callers must notice no difference.

const URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schemas = [`t_${randomBytes(6).toString('hex')}`, `t_${randomBytes(6).toString('hex')}`];
let db: Db;
let other: Db;

beforeAll(async () => {
  const bootstrap = createPgDb({ connectionString: URL, max: 1 });
  for (const schema of schemas) {
    await bootstrap.query(`CREATE SCHEMA ${schema}`);
    await bootstrap.query(`CREATE TABLE ${schema}.items (id integer PRIMARY KEY, label text NOT NULL, at timestamptz)`);
  }
  await bootstrap.close();
  db = createPgDb({ connectionString: URL, schema: schemas[0], max: 3 });
  other = createPgDb({ connectionString: URL, schema: schemas[1], max: 3 });
});
afterAll(async () => {
  await db.close();
  await other.close();
  const cleanup = createPgDb({ connectionString: URL, max: 1 });
  for (const schema of schemas) await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await cleanup.close();
});

const INSERT = 'INSERT INTO items (id, label, at) VALUES ($1, $2, $3) RETURNING id, label, at';

it('runs the same parameterized statement many times, on every connection, with the right results', async () => {
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      db.query<{ id: number; label: string; at: Date }>(INSERT, [i, `item ${i}`, '2026-01-02T03:04:05.678Z']),
    ),
  );
  expect(results.map((r) => r.rows[0]!.label)).toEqual(Array.from({ length: 30 }, (_, i) => `item ${i}`));
  expect(results[7]!.rows[0]!.at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
  const { rows, rowCount } = await db.query<{ n: string }>('SELECT count(*) AS n FROM items WHERE id >= $1', [0]);
  expect([rows[0]!.n, rowCount]).toEqual(['30', 1]);
});

it('keeps each pool on its own schema for the same statement text', async () => {
  await other.query(INSERT, [1, 'other schema', null]);
  const mine = await db.query<{ label: string }>('SELECT label FROM items WHERE id = $1', [1]);
  const theirs = await other.query<{ label: string }>('SELECT label FROM items WHERE id = $1', [1]);
  expect([mine.rows[0]!.label, theirs.rows[0]!.label]).toEqual(['item 1', 'other schema']);
});

it('reports errors of a named statement and runs it again afterwards, in and out of transactions', async () => {
  await expect(db.query(INSERT, [1, 'duplicate', null])).rejects.toMatchObject({ code: '23505' });
  await expect(
    db.transaction(async (tx) => {
      await tx.query(INSERT, [100, 'rolled back', null]);
      await tx.query(INSERT, [100, 'duplicate', null]);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  await db.transaction(async (tx) => {
    await tx.query(INSERT, [100, 'committed', null]);
  });
  const { rows } = await db.query<{ label: string }>('SELECT label FROM items WHERE id = $1', [100]);
  expect(rows).toEqual([{ label: 'committed' }]);
  await expect(db.query('SELECT nope FROM items WHERE id = $1', [1])).rejects.toMatchObject({ code: '42703' });
  await expect(db.query('SELECT nope FROM items WHERE id = $1', [1])).rejects.toMatchObject({ code: '42703' });
});

it('still runs scripts without parameters, and SQL beyond the named ones', async () => {
  await db.query('UPDATE items SET label = label; UPDATE items SET label = label');
  for (let i = 0; i <= MAX_NAMED_STATEMENTS; i++) {
    const { rows } = await db.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [1]);
    expect(rows[0]!.v).toBe(1 + i);
  }
  const { rows } = await db.query<{ label: string }>('SELECT label FROM items WHERE id = $1', [2]);
  expect(rows[0]!.label).toBe('item 2');
});

it('streams the rows of a statement in a transaction one by one, and reports a failure after the statement', async () => {
  const labels: string[] = [];
  const count = await db.transaction(async (tx) => {
    await tx.query('DECLARE walk NO SCROLL CURSOR FOR SELECT label FROM items WHERE id BETWEEN 1 AND 5 ORDER BY id');
    let total = 0;
    for (;;) {
      const n = await tx.eachRow!<{ label: string }>('FETCH FORWARD 2 FROM walk', (row) => labels.push(row.label));
      if (n === 0) return total;
      total += n;
    }
  });
  expect(count).toBe(5);
  expect(labels).toEqual(['item 1', 'item 2', 'item 3', 'item 4', 'item 5']);

  // A throw from the row handler: the rest of the rows are skipped, the promise rejects with it once the
  // statement is over, and the connection goes on serving the transaction.
  const seen: number[] = [];
  const after = await db.transaction(async (tx) => {
    await expect(
      tx.eachRow!<{ id: number }>('SELECT id FROM items WHERE id < 10 ORDER BY id', (row) => {
        seen.push(row.id);
        if (seen.length === 2) throw new Error('no more');
      }),
    ).rejects.toThrow('no more');
    return (await tx.query<{ n: number }>('SELECT 1 AS n')).rows[0]!.n;
  });
  expect(seen).toHaveLength(2);
  expect(after).toBe(1);

  // An SQL error rejects with the database's error.
  await expect(db.transaction((tx) => tx.eachRow!('SELECT nope FROM items', () => {}))).rejects.toMatchObject({
    code: '42703',
  });
});

describe('scripts', () => {
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `${from + i}\tscripted ${from + i}\t\\N\n`).join('');
  const scripted = async () =>
    (await db.query<{ id: number }>('SELECT id FROM items WHERE id >= 1000 ORDER BY id')).rows.map((row) => row.id);

  it('runs COPY with its rows and plain statements in order, in one go', async () => {
    await db.transaction(async (tx) => {
      await tx.script!([
        { sql: 'COPY items (id, label, at) FROM STDIN', copyRows: rows(1000, 1002) },
        { sql: `UPDATE items SET label = ${"$q$it's $$ here$q$"} WHERE id = 1001` },
        { sql: 'COPY items (id, label, at) FROM STDIN', copyRows: rows(1003, 1004) },
      ]);
    });
    expect(await scripted()).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect((await db.query('SELECT label FROM items WHERE id = 1001')).rows).toEqual([{ label: "it's $$ here" }]);
    await db.query('DELETE FROM items WHERE id >= 1000');
  });

  it('stops at the failing statement with its error; the copy data sent for the rest is discarded and the connection serves on', async () => {
    // One connection, so the next statements are sure to run where the script failed.
    const single = createPgDb({ connectionString: URL, schema: schemas[0], max: 1 });
    try {
      await expect(
        single.transaction((tx) =>
          tx.script!([
            { sql: 'COPY items (id, label, at) FROM STDIN', copyRows: rows(1000, 1001) },
            { sql: 'COPY items (id, label, at) FROM STDIN', copyRows: `1002\t\\N\t\\N\n` },
            { sql: 'COPY items (id, label, at) FROM STDIN', copyRows: rows(1003, 1004) },
          ]),
        ),
      ).rejects.toMatchObject({ code: '23502' });
      // Rolled back, and the same connection answers the next statements.
      expect(await single.query('SELECT count(*)::int AS n FROM items WHERE id >= 1000')).toMatchObject({
        rows: [{ n: 0 }],
      });
      await single.transaction((tx) =>
        tx.script!([{ sql: 'COPY items (id, label) FROM STDIN', copyRows: '1005\tok\n' }]),
      );
      expect((await single.query('SELECT id FROM items WHERE id >= 1000')).rows).toEqual([{ id: 1005 }]);
    } finally {
      await single.query('DELETE FROM items WHERE id >= 1000');
      await single.close();
    }
  });
});
