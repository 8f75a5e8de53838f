/** The small database surface the app needs, served by node-postgres (on DATABASE_URL's server or the embedded one). */
export type Row = Record<string, unknown>;

export type QueryResult<T> = { rows: T[]; rowCount: number };

export type Queryable = {
  query<T = Row>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
};

/**
 * Rows as arrays of their columns' text, in column order (NULL as null), nothing parsed: for a bulk read
 * that parses what it needs itself (a rebuild's batches of events: one JSON.parse for all their data).
 */
export type TextRows = {
  textRows(sql: string, params?: unknown[]): Promise<(string | null)[][]>;
};

/**
 * A streamed read: each row of the statement goes to onRow as it arrives, and none is kept (rows
 * gathered into a result outlive young-generation collections and swell the old one). Resolves with
 * the number of rows; a throw from onRow skips the rest of the rows and rejects once the statement ends.
 */
export type RowStream = {
  eachRow<T = Row>(sql: string, onRow: (row: T) => void): Promise<number>;
};

/**
 * One statement of a script: SQL without parameters and, for a `COPY ... FROM STDIN`, its rows in COPY's
 * text format (tab-separated, `\N` for NULL, backslash escapes).
 */
export type ScriptStatement = { sql: string; copyRows?: string };

/**
 * Statements sent to the server in one go, the rows of each COPY behind it: the server runs one after
 * the other without waiting on this process between them (a busy event loop here stalls nothing there).
 * Resolves once all ran; the first that fails rejects with its error and the rest do not run.
 */
export type Script = {
  script(statements: readonly ScriptStatement[]): Promise<void>;
};

/** A transaction's connection, which also streams rows (and, on node-postgres, runs scripts). */
export type Transaction = Queryable & TextRows & RowStream & Partial<Script>;

export type Db = Queryable &
  TextRows & {
    /** Where the database is (the LISTEN connection opens one of its own there). */
    readonly connectionString: string;
    /** The embedded default: the Postgres under DATA_DIR that starts and stops with the API. */
    readonly embedded: boolean;
    /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
    transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
    /** Runs a script of several statements (migrations). */
    exec(sql: string): Promise<void>;
    close(): Promise<void>;
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
