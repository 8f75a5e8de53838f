import { Pool, Query, type PoolClient } from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import type { CopyIn, Db, Queryable, QueryResult, RowStream, Transaction } from './db';

export type PgDbOptions = {
  connectionString: string;
  schema?: string | null;
  max?: number;
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
  onIdleError?: (error: Error) => void;
  /** The embedded default's server, stopped by close() after the pool. */
  embedded?: { stop(): Promise<void> };
};

/** Distinct statements given a name; beyond this, SQL runs unnamed (generated SQL must not grow without bound). */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Names for parameterized SQL, so each connection parses and plans a statement once and then only
 * binds and executes it (server CPU saved on every repeated query). One name per distinct text.
 */
function statementNames(): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `seedline_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
}

type PgQueryable = Pick<PoolClient, 'query'>;

function wrap(client: PgQueryable, nameFor: (sql: string) => string | undefined): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      // Only parameterized SQL is named: it is always one statement (the extended protocol),
      // whereas text without parameters may be a script of several.
      const name = params !== undefined && params.length > 0 ? nameFor(sql) : undefined;
      const result = name
        ? await client.query({ name, text: sql, values: params })
        : await client.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
    },
  };
}

/**
 * A query whose rows go to its 'row' listeners only. node-postgres gathers them into the result as well
 * once the query has a callback, and the client gives every query one when query_timeout is set (ours
 * is): the result, promoted to the old generation, then keeps every row alive until a full collection.
 */
class RowByRowQuery extends Query {
  handleRowDescription(message: unknown): void {
    (Query.prototype as unknown as RowDescriptionHandler).handleRowDescription.call(this, message);
    (this as unknown as { _accumulateRows: boolean })._accumulateRows = false;
  }
}
type RowDescriptionHandler = { handleRowDescription(message: unknown): void };

/** Rows handed over one by one as they arrive, none kept. */
function rowStream(client: PoolClient): RowStream {
  return {
    eachRow<T>(sql: string, onRow: (row: T) => void): Promise<number> {
      return new Promise((resolve, reject) => {
        let count = 0;
        let failed: { error: unknown } | null = null;
        // Errors and the end come through the callback (which the client wraps with its read timeout).
        const query = new RowByRowQuery(sql, (error) => {
          if (error) reject(error);
          else if (failed) reject(failed.error as Error);
          else resolve(count);
        });
        query.on('row', (row) => {
          if (failed) return;
          count++;
          try {
            onRow(row as T);
          } catch (error) {
            failed = { error };
          }
        });
        void client.query(query);
      });
    },
  };
}

/** COPY ... FROM STDIN on the transaction's connection, the rows handed over as one text. */
function copyIn(client: PoolClient): CopyIn {
  return {
    copyFrom(sql: string, text: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const stream = client.query(copyFromStdin(sql));
        stream.once('error', reject);
        // 'finish' comes once the server has confirmed the COPY (its CommandComplete).
        stream.once('finish', () => resolve(stream.rowCount));
        stream.end(text);
      });
    },
  };
}

/**
 * A client checked out of the pool has no error listener (the pool only watches idle ones): a
 * connection lost between two queries would emit an unhandled 'error' and crash the process.
 * Listen while it is out, and hand a broken one back as broken so the pool drops it.
 */
async function withClient<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  try {
    return await fn(client);
  } finally {
    client.removeListener('error', onError);
    client.release(lost);
  }
}

export function createPgDb(options: PgDbOptions): Db {
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A database outage must answer quickly, not hang the request.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
    statement_timeout: options.statementTimeoutMs ?? 10000,
    // A frozen server never answers the statement timeout: give up on the client side too.
    query_timeout: (options.statementTimeoutMs ?? 10000) + 1000,
    idleTimeoutMillis: 30000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  // pool.end() resolves before its clients' sockets have closed: the embedded server is stopped only after.
  const sockets = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    sockets.add(ended);
    void ended.then(() => sockets.delete(ended));
  });
  const nameFor = statementNames();
  const direct = wrap(pool, nameFor);
  return {
    connectionString: options.connectionString,
    embedded: options.embedded !== undefined,
    query: direct.query,
    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      return withClient(pool, async (client) => {
        try {
          await client.query('BEGIN');
          const result = await fn({ ...wrap(client, nameFor), ...rowStream(client), ...copyIn(client) });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    exec(sql: string): Promise<void> {
      return withClient(pool, async (client) => {
        try {
          await client.query(sql);
        } catch (error) {
          // A failed script may leave its explicit transaction open on this connection.
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      });
    },
    async close(): Promise<void> {
      try {
        await pool.end();
        await Promise.all(sockets);
      } finally {
        await options.embedded?.stop();
      }
    },
  };
}
