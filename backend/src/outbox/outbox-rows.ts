import { isoOrNull, type Queryable } from '../db/db';
import type { AttemptRecord } from './retry-schedule';

// An outbox table: rows to send (webhook deliveries, mails), each `pending` until it is sent for good,
// held by one sender at a time with a lease (`locked_until`), tried again at `next_attempt_at`. Its
// columns: id, status, attempts, next_attempt_at, locked_until, last_attempt_at, last_error, beside the
// channel's own. `table` is the channel's own constant (never input).

/** Holds a pending row for one attempt (no other sender tries it meanwhile). Null: not pending, or held. */
export async function claimOutboxRow<Row>(
  db: Queryable,
  table: string,
  id: string,
  leaseMs: number,
): Promise<Row | null> {
  const { rows } = await db.query<Row>(
    `UPDATE ${table} SET locked_until = now() + $2 * interval '1 millisecond'
     WHERE id = $1 AND status = 'pending' AND (locked_until IS NULL OR locked_until < now())
     RETURNING *`,
    [id, leaseMs],
  );
  return rows[0] ?? null;
}

/** Pending rows that are due and held by nobody: what a crash or a lost job left behind. */
export async function dueOutboxIds(db: Queryable, table: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ${table}
     WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
     ORDER BY next_attempt_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

/**
 * What every attempt sets on its row, for the channel's own `UPDATE <table> SET ${ATTEMPT_COLUMNS}, ...
 * WHERE id = $1` (its own columns from $6 on), with attemptParams: the lease is let go, and the next
 * attempt is due after the wait (none when settled).
 */
export const ATTEMPT_COLUMNS = `status = $2, attempts = $3,
       next_attempt_at = CASE WHEN $4::bigint IS NULL THEN NULL ELSE now() + $4::bigint * interval '1 millisecond' END,
       locked_until = NULL, last_attempt_at = now(), last_error = $5`;

/** $1 to $5 of a statement with ATTEMPT_COLUMNS. */
export function attemptParams(id: string, record: AttemptRecord<string>): unknown[] {
  return [id, record.status, record.attempts, record.nextAttemptInMs, record.lastError];
}

/** An outbox row's attempt columns as the driver reads them. */
export type RawAttemptColumns<Status extends string> = {
  status: Status;
  attempts: number;
  next_attempt_at: Date | string | null;
  last_attempt_at: Date | string | null;
  last_error: string | null;
};

/** Where a row's sending stands: its status, attempts so far, the next one's time, the last one's time and error. */
export type AttemptState<Status extends string> = {
  status: Status;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
};

export const attemptState = <Status extends string>(row: RawAttemptColumns<Status>): AttemptState<Status> => ({
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: isoOrNull(row.next_attempt_at),
  lastAttemptAt: isoOrNull(row.last_attempt_at),
  lastError: row.last_error,
});
