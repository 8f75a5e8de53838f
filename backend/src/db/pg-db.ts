import { Pool, Query, type PoolClient } from 'pg';
import type { Db, Queryable, QueryResult, RowStream, Script, ScriptStatement, TextRows, Transaction } from './db';

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

/** Every column's text as it came: no type parsed. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };

function wrap(client: PgQueryable, nameFor: (sql: string) => string | undefined): Queryable & TextRows {
  // Only parameterized SQL is named: it is always one statement (the extended protocol),
  // whereas text without parameters may be a script of several.
  const named = (sql: string, params?: unknown[]) =>
    params !== undefined && params.length > 0 ? nameFor(sql) : undefined;
  return {
    async textRows(sql: string, params?: unknown[]): Promise<(string | null)[][]> {
      const name = named(sql, params);
      const result = await client.query<(string | null)[]>({
        name,
        text: sql,
        values: params,
        rowMode: 'array',
        types: AS_TEXT,
      });
      return result.rows;
    },
    async query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
      const name = named(sql, params);
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

/** What ScriptQuery uses of node-postgres's connection (the protocol's messages). */
type ProtocolConnection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
};

/**
 * A script as node-postgres's custom query ("submittable"): one Query message holding every statement,
 * then the rows of each COPY among them (CopyData, CopyDone), all written at once. The server reads the
 * rows of its n-th COPY as it reaches it; should a statement fail, it skips the rest and discards the copy
 * data still coming (the protocol's rule for a failed COPY), and this query ends with the error. The client's read timeout, if set, wraps `callback`.
 */
class ScriptQuery {
  private done = false;

  constructor(
    private readonly statements: readonly ScriptStatement[],
    public callback: (error: Error | null) => void,
  ) {}

  submit(connection: ProtocolConnection): void {
    connection.query(this.statements.map((statement) => statement.sql).join(';\n'));
    for (const statement of this.statements) {
      if (statement.copyRows === undefined) continue;
      connection.sendCopyFromChunk(Buffer.from(statement.copyRows, 'utf8'));
      connection.endCopyFrom();
    }
  }

  // On an error the client lets go of the query at once (what comes after, up to ReadyForQuery, is for no one).
  handleError(error: Error): void {
    this.finish(error);
  }

  handleReadyForQuery(): void {
    this.finish(null);
  }

  private finish(error: Error | null): void {
    if (this.done) return;
    this.done = true;
    this.callback(error);
  }

  // The rows were sent with the statements; results of the statements are not read.
  handleCopyInResponse(): void {}
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Scripts on the transaction's connection. */
function scripts(client: PoolClient): Script {
  return {
    script(statements: readonly ScriptStatement[]): Promise<void> {
      if (statements.length === 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const query = new ScriptQuery(statements, (error) => (error ? reject(error) : resolve()));
        void client.query(query as unknown as Parameters<PoolClient['query']>[0]);
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
    textRows: direct.textRows,
    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      return withClient(pool, async (client) => {
        try {
          await client.query('BEGIN');
          const result = await fn({ ...wrap(client, nameFor), ...rowStream(client), ...scripts(client) });
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
