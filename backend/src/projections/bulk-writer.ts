import type { Queryable, Script, ScriptStatement } from '../db/db';
import { dollarQuoted } from '../db/sql-literal';
import { copyText } from './copy-text';
import { column, rowChangeToSql, type ReadModelTable, type RowChange } from './row-change';

/** Rows written per statement. */
const ROWS_PER_STATEMENT = 5000;
/** Keys of written rows remembered to insert new rows without ON CONFLICT; beyond this, every write is an upsert. */
const MAX_REMEMBERED_KEYS = 2_000_000;

type Values = Extract<RowChange, { op: 'upsert' }>['values'];

/** A row's merged change: `row` holds its key and value columns together, as written. */
type Pending = {
  /** The row's key values (in the key's column-name order), unique within its Slot. */
  id: string;
  op: Exclude<RowChange['op'], 'delete'>;
  key: RowChange['key'];
  row: Values;
};

/** The pending rows of one table keyed by one set of columns. */
type Slot = { table: ReadModelTable; name: string; rows: Map<string, Pending> };

/**
 * Writes a rebuild's row changes in bulk: per call (a batch of events), the changes to one row are
 * merged into one, and the rows of a table are written with one statement per shape (insert, upsert
 * or update, same columns). The result is what applying every change one by one, in log order, gives.
 */
export class BulkWriter {
  /**
   * Per slot, the rows upserted so far (the tables were emptied, and TRUNCATE's lock keeps everyone
   * else out until commit): a row not in here does not exist yet. Null once too many to remember.
   */
  private written: Map<string, Set<string>> | null = new Map();
  private remembered = 0;

  /**
   * @param inLogOrder tables whose changes are applied one by one, in log order: those with a unique
   * index besides the primary key (a survey slug), which rows written out of log order could break midway
   * (a slug taken again before its first survey's deletion is written), as the live projection does.
   */
  constructor(
    private readonly tx: Queryable & Partial<Script>,
    private readonly inLogOrder: ReadonlySet<string>,
  ) {}

  /**
   * Merging is exact because read-model tables have no foreign keys, so rows are independent:
   * - upsert then upsert or update of one row: one upsert with the values merged (later wins);
   * - update then update: one update with the values merged;
   * - update then upsert: depends on whether the row existed, so what is pending is written first.
   */
  async apply(changes: readonly RowChange[]): Promise<void> {
    await this.run(this.plan(changes));
  }

  /**
   * The statements that write these changes, in order, made without touching the database: a rebuild
   * makes the next batch's while the last one's are still being written. Plans must be run in the order
   * they were made (which rows exist already is tracked as they are made).
   */
  plan(changes: readonly RowChange[]): Statement[] {
    const statements: Statement[] = [];
    let pending = new Map<string, Slot>();
    let ordered: RowChange[] = [];
    const flush = () => {
      for (const change of ordered) statements.push(rowChangeToSql(change));
      ordered = [];
      this.planSlots(pending, statements);
      pending = new Map();
    };
    for (const change of changes) {
      if (change.op === 'delete' || (change.op === 'update' && change.many === true)) {
        // A delete (an erasure), or an update of every row matching some columns (all questions of a
        // survey), is not a change of one row by its key: what came before it is written first.
        flush();
        statements.push(rowChangeToSql(change));
        continue;
      }
      if (this.inLogOrder.has(change.table)) {
        ordered.push(change);
        continue;
      }
      const { columns, id } = rowKey(change.key);
      const name = `${change.table} ${columns}`;
      let slot = pending.get(name);
      if (!slot) pending.set(name, (slot = { table: change.table, name, rows: new Map() }));
      const earlier = slot.rows.get(id);
      if (!earlier) {
        slot.rows.set(id, pendingOf(change, id));
      } else if (change.op === 'update' || earlier.op === 'upsert') {
        Object.assign(earlier.row, change.values);
      } else {
        flush();
        pending.set(name, { table: change.table, name, rows: new Map([[id, pendingOf(change, id)]]) });
      }
    }
    flush();
    return statements;
  }

  /**
   * Sends a plan's statements in order. Where the connection runs scripts, each run of statements without
   * parameters (COPY with its rows, the bulk statements with their rows inline) goes as one script: the
   * server writes the batch without waiting for this process between statements.
   */
  async run(statements: readonly Statement[]): Promise<void> {
    let script: ScriptStatement[] = [];
    for (const statement of statements) {
      if (statement.params === undefined && this.tx.script) {
        script.push(statement);
        continue;
      }
      if (script.length > 0) await this.tx.script!(script);
      script = [];
      await this.tx.query(statement.sql, statement.params);
    }
    if (script.length > 0) await this.tx.script!(script);
  }

  /**
   * One statement per table, mode and column set (rows of distinct keys, so no row is hit twice). An
   * upsert of a row that does not exist yet is a plain insert, which the database does cheaper.
   */
  private planSlots(pending: Map<string, Slot>, statements: Statement[]): void {
    for (const slot of pending.values()) {
      let written = this.written?.get(slot.name);
      if (this.written && !written) this.written.set(slot.name, (written = new Set()));
      const groups: Group[] = [];
      for (const row of slot.rows.values()) {
        let mode: Mode = row.op;
        if (mode === 'upsert' && written && !written.has(row.id)) {
          mode = 'insert';
          written.add(row.id);
          this.remembered++;
        }
        // Same mode and columns in the same order: one statement (column order only splits groups).
        const group = groups.find((g) => g.mode === mode && sameColumns(g.names, row.row));
        if (group) group.rows.push(row.row);
        else groups.push({ mode, key: row.key, names: Object.keys(row.row), rows: [row.row] });
      }
      if (this.remembered > MAX_REMEMBERED_KEYS) this.written = null;
      for (const { mode, key, names, rows } of groups) {
        const chunks: Values[][] = [];
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
          chunks.push(rows.length <= ROWS_PER_STATEMENT ? rows : rows.slice(i, i + ROWS_PER_STATEMENT));
        }
        // Rows known to be new go in with COPY where the connection runs scripts: no JSON to build or parse,
        // and the server inserts them several to a page.
        if (mode === 'insert' && this.tx.script) {
          const sql = `COPY ${slot.table} (${names.map(column).join(', ')}) FROM STDIN`;
          for (const chunk of chunks) statements.push({ sql, copyRows: copyText(names, chunk) });
          continue;
        }
        // In a script the rows are a literal of each statement; otherwise the one statement's parameter.
        const parameterized = this.tx.script ? null : bulkSql(mode, slot.table, key, rows[0]!, '$1');
        for (const chunk of chunks) {
          const json = JSON.stringify(chunk);
          if (parameterized) statements.push({ sql: parameterized, params: [json] });
          else statements.push({ sql: bulkSql(mode, slot.table, key, rows[0]!, dollarQuoted(json)) });
        }
      }
    }
  }
}

/** One statement of a plan: SQL with its parameters, or without (a script's: COPY with its rows, or rows inline). */
export type Statement = ScriptStatement & { params?: unknown[] };

/** Rows written by one statement: one mode, the same columns in the same order (`names`). */
type Group = { mode: Mode; key: RowChange['key']; names: string[]; rows: Values[] };

/** Whether the row has exactly these columns, in this order (no array or string made per row). */
function sameColumns(names: readonly string[], row: Values): boolean {
  let i = 0;
  for (const name in row) {
    if (names[i] !== name) return false;
    i++;
  }
  return i === names.length;
}

function pendingOf(change: Exclude<RowChange, { op: 'delete' }>, id: string): Pending {
  return { id, op: change.op, key: change.key, row: Object.assign({}, change.key, change.values) };
}

/**
 * A row's identity within its table: the key's column names, and its values (as the key's text columns
 * compare them), whatever order the key's columns were listed in.
 */
function rowKey(key: RowChange['key']): { columns: string; id: string } {
  const names = Object.keys(key);
  if (names.length === 1) return { columns: names[0]!, id: String(key[names[0]!]) };
  names.sort();
  let id = String(key[names[0]!]);
  let columns = names[0]!;
  for (let i = 1; i < names.length; i++) {
    id += `\u0000${String(key[names[i]!])}`;
    columns += `,${names[i]!}`;
  }
  return { columns, id };
}

export type Mode = 'insert' | 'upsert' | 'update';

/**
 * The rows travel as one JSON array (`rows`: a parameter or a literal); json_populate_recordset types each field as the table's
 * column, just as the one-row statements' parameters are typed by their target columns.
 */
export function bulkSql(mode: Mode, table: ReadModelTable, key: RowChange['key'], shape: Values, rows: string): string {
  const keys = Object.keys(key);
  const values = Object.keys(shape).filter((name) => !Object.hasOwn(key, name));
  const source = `json_populate_recordset(NULL::${table}, ${rows}::json)`;
  if (mode === 'update') {
    const sets = values.map((name) => `${column(name)} = v.${column(name)}`);
    const where = keys.map((name) => `${table}.${column(name)} = v.${column(name)}`);
    return `UPDATE ${table} SET ${sets.join(', ')} FROM ${source} AS v WHERE ${where.join(' AND ')}`;
  }
  const names = [...keys, ...values].map(column).join(', ');
  const insert = `INSERT INTO ${table} (${names}) SELECT ${names} FROM ${source}`;
  if (mode === 'insert') return insert;
  const updates = values.map((name) => `${column(name)} = EXCLUDED.${column(name)}`);
  const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  return `${insert} ON CONFLICT (${keys.map(column).join(', ')}) ${conflict}`;
}
