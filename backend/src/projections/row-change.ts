import type { Queryable } from '../db/db';

/** The read-model tables, and the columns that identify a row in each. */
export const READ_MODEL_TABLES = [
  'surveys',
  'questions',
  'responses',
  'answers',
  'follow_ups',
  'contact_messages',
  'reports',
  'report_quotes',
  'report_erased_responses',
  'proposals',
  'question_wordings',
  'survey_counts',
  'drop_off_progress',
  'drop_off_counts',
  'answer_counts',
  'survey_documents',
  'api_keys',
  'survey_response_settings',
  'users',
  'audit_entries',
  'response_quality_overrules',
  'client_links',
  'clients',
  'roster_people',
  'personal_links',
  'survey_audiences',
] as const;
export type ReadModelTable = (typeof READ_MODEL_TABLES)[number];

/**
 * The value of a jsonb column (any JSON, a string too), written alike by the one-row statements below
 * and by the bulk rebuild (which sends rows as one JSON array: toJSON puts the value in as JSON). A
 * plain string would be parsed as JSON text by one and stored as a JSON string by the other.
 */
export class JsonValue {
  constructor(readonly value: unknown) {}
  toJSON(): unknown {
    return this.value;
  }
}

/** A jsonb column's value; null (or undefined) is SQL NULL. */
export const jsonb = (value: unknown): JsonValue | null =>
  value === null || value === undefined ? null : new JsonValue(value);

/**
 * The log position of an event appended by the same statement that writes this row (a command's
 * one-statement append, see event-store/one-statement-append.ts): the statement looks it up by the
 * event's stream version. It has no value of its own, so nothing else may write it.
 */
export class PositionRef {
  constructor(readonly streamVersion: number) {}
  toJSON(): never {
    throw new Error('An event position is only known within the statement that appends the event');
  }
}

export type Values = Record<string, string | number | boolean | null | JsonValue | PositionRef>;

/** How a statement that appends the events spells the position of one of them, given a way to bind a parameter. */
export type PositionSql = (ref: PositionRef, bind: (value: unknown) => string) => string;

/**
 * What a projection wants done to one read-model row. Projections are pure functions from
 * an event to row changes; applying them twice leaves the same rows (idempotent).
 */
export type RowChange =
  | { op: 'upsert'; table: ReadModelTable; key: Values; values: Values }
  | {
      op: 'update';
      table: ReadModelTable;
      key: Values;
      values: Values;
      /**
       * The key is not the row's key but columns many rows share (every question of a survey): the
       * bulk rebuild then writes what came before first and applies this one in log order.
       */
      many?: true;
    }
  /** Deletes every row matching `key` (any of the table's columns: all answers of a response). */
  | { op: 'delete'; table: ReadModelTable; key: Values };

const IDENTIFIER = /^[a-z_]+$/;

/** A column name quoted for SQL; anything but a plain lowercase name is refused. */
export function column(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid column name ${name}`);
  return `"${name}"`;
}

/**
 * The change as one SQL statement. Its parameters are appended to `params` (so several statements can
 * share one list, as parts of one statement); `positionSql` spells a PositionRef, which only the
 * statement appending the events can.
 */
export function rowChangeToSql(
  change: RowChange,
  params: unknown[] = [],
  positionSql?: PositionSql,
): { sql: string; params: unknown[] } {
  const keyNames = Object.keys(change.key);
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const placeholder = (value: unknown) => {
    if (value instanceof PositionRef) {
      if (!positionSql) throw new Error('An event position is only known within the statement that appends the event');
      return positionSql(value, bind);
    }
    return bind(value instanceof JsonValue ? JSON.stringify(value.value) : value);
  };
  if (change.op === 'delete') {
    if (keyNames.length === 0) throw new Error(`Refusing to delete every row of ${change.table}`);
    const where = keyNames.map((name) => `${column(name)} = ${placeholder(change.key[name])}`);
    return { sql: `DELETE FROM ${change.table} WHERE ${where.join(' AND ')}`, params };
  }
  const valueNames = Object.keys(change.values);
  if (change.op === 'upsert') {
    const names = [...keyNames, ...valueNames];
    const inserts = names.map((name) => placeholder(name in change.key ? change.key[name] : change.values[name]));
    const updates = valueNames.map((name) => `${column(name)} = EXCLUDED.${column(name)}`);
    const conflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
    return {
      sql: `INSERT INTO ${change.table} (${names.map(column).join(', ')}) VALUES (${inserts.join(', ')})
            ON CONFLICT (${keyNames.map(column).join(', ')}) ${conflict}`,
      params,
    };
  }
  const sets = valueNames.map((name) => `${column(name)} = ${placeholder(change.values[name])}`);
  const where = keyNames.map((name) => `${column(name)} = ${placeholder(change.key[name])}`);
  return { sql: `UPDATE ${change.table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')}`, params };
}

export async function applyRowChanges(tx: Queryable, changes: RowChange[]): Promise<void> {
  for (const change of changes) {
    const { sql, params } = rowChangeToSql(change);
    await tx.query(sql, params);
  }
}
