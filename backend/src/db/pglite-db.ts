import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db';

type PgliteQueryable = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }> };

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/** Embedded Postgres (WASM) for users without a database server; data lives under dataDir. */
export async function createPgliteDb(dataDir: string | null): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: direct.query,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => pg.transaction((tx) => fn(wrap(tx))),
    async exec(sql: string): Promise<void> {
      try {
        await pg.exec(sql);
      } catch (error) {
        await pg.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async close(): Promise<void> {
      await pg.close();
    },
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
  };
}
