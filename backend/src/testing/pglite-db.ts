import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from '../db/db';

type PgliteQueryable = { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }> };

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };
}

/**
 * A PGlite database in dir, as the embedded default kept its data before it ran a native Postgres:
 * for specs that make such a DATA_DIR and check it is imported. (No row streaming: not for the app.)
 */
export async function openPgliteDb(dir: string): Promise<Db> {
  fs.mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  const direct = wrap(pg);
  const refuse = (): Promise<never> => Promise.reject(new Error('PGlite does not stream rows here'));
  const noText = (): Promise<never> => Promise.reject(new Error('PGlite gives no rows as text here'));
  return {
    connectionString: '',
    embedded: true,
    query: direct.query,
    textRows: noText,
    transaction: <T>(fn: Parameters<Db['transaction']>[0]): Promise<T> =>
      pg.transaction((tx) => fn({ ...wrap(tx), textRows: noText, eachRow: refuse }) as Promise<T>),
    exec: async (sql: string) => {
      try {
        await pg.exec(sql);
      } catch (error) {
        await pg.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: () => pg.close(),
  };
}
