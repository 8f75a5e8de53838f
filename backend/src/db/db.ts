/** The small database surface the app needs, served by node-postgres or by embedded PGlite. */
export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

export type Queryable = {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
};

/**
 * A streamed read: each row of the statement goes to onRow as it arrives, and none is kept (rows
 * gathered into a result outlive young-generation collections and swell the old one). Resolves with
 * the number of rows; a throw from onRow skips the rest of the rows and rejects once the statement ends.
 */
export type RowStream = {
  eachRow<T = Row>(sql: string, onRow: (row: T) => void): Promise<number>;
};

/** A transaction's connection: node-postgres's also streams rows (RowStream); PGlite's does not. */
export type Transaction = Queryable & Partial<RowStream>;

export type Db = Queryable & {
  readonly kind: 'postgres' | 'pglite';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Embedded only: LISTEN in-process (a real Postgres listens on a connection of its own, see live-feed). */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
};

/** Postgres error codes the app reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'constraint' in error) {
    const constraint = (error as { constraint: unknown }).constraint;
    return typeof constraint === 'string' ? constraint : undefined;
  }
  return undefined;
}

/** Timestamps come back as Date from both drivers; the API speaks ISO strings. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
