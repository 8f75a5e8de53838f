import { Pool, type PoolClient } from 'pg';
import type { Db, Queryable, QueryResult } from './db';

export type PgDbOptions = {
  connectionString: string;
  schema?: string | null;
  max?: number;
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
  onIdleError?: (error: Error) => void;
};

function wrap(client: Pick<PoolClient, 'query'>): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  };
}

export function createPgDb(options: PgDbOptions): Db {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A database outage must answer quickly, not hang the request.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
    statement_timeout: options.statementTimeoutMs ?? 10000,
    idleTimeoutMillis: 30000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        // A failed script may leave its explicit transaction open on this connection.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close(): Promise<void> {
      await pool.end();
    },
  };
}
