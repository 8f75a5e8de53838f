import type { Queryable } from './db';

// An outbox: rows to send (mails, webhook deliveries), each `pending` until it is sent for good, held by
// one sender at a time with a lease (`locked_until`), tried again at `next_attempt_at`. `table` is the
// outbox's own constant (never input).

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
