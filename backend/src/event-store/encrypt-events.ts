// One-off re-encryption of an event log written before crypto-shredding (docs/operations.md,
// "Encrypting the event log"). The events table refuses UPDATE, rightly, so the log is copied into a
// new table with personal fields encrypted (a data key created per stream), in batches with a
// checkpoint so an interrupted run resumes; then the tables are swapped in one transaction.

import type { Db, Queryable } from '../db/db';
import type { EventCipher } from './event-cipher';
import { encryptData, hasPersonalText, REDACTED } from './field-crypto';
import type { EventUpgrade } from './event-fields';

export const COPY_TABLE = 'events_encrypted';
export const CHECKPOINT_TABLE = 'events_encryption_checkpoint';
export const DEFAULT_BATCH_SIZE = 1000;

export type EncryptEventsOptions = {
  batchSize?: number;
  /** Stop after this many batches without swapping (the run resumes from its checkpoint next time). */
  maxBatches?: number;
  log?: (message: string) => void;
  /** Rewrites of old event shapes applied to the copy (by default every one the cipher's catalogue declares). */
  upgrades?: Readonly<Record<string, EventUpgrade>>;
};

/** `encrypted` counts the events whose data changed in the copy: encrypted personal fields, or upgraded. */
export type EncryptEventsResult = { status: 'swapped' | 'paused'; copied: number; encrypted: number };

type Row = { global_position: string; stream_id: string; type: string; data: Record<string, unknown> };

export async function encryptEventLog(
  db: Db,
  cipher: EventCipher,
  options: EncryptEventsOptions = {},
): Promise<EncryptEventsResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const log = options.log ?? (() => undefined);
  const upgrades = options.upgrades ?? cipher.catalogue.upgrades;
  await db.exec(`
    CREATE TABLE IF NOT EXISTS ${COPY_TABLE} (
      global_position bigint NOT NULL,
      stream_id text NOT NULL,
      stream_version integer NOT NULL,
      type text NOT NULL,
      schema_version integer NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ${COPY_TABLE}_pkey PRIMARY KEY (global_position),
      CONSTRAINT ${COPY_TABLE}_stream_version_key UNIQUE (stream_id, stream_version)
    );
    CREATE TABLE IF NOT EXISTS ${CHECKPOINT_TABLE} (
      id integer PRIMARY KEY CHECK (id = 1),
      last_position bigint NOT NULL
    );
    INSERT INTO ${CHECKPOINT_TABLE} (id, last_position) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
  `);
  let copied = 0;
  let encrypted = 0;
  for (let batches = 0; ; batches++) {
    if (options.maxBatches !== undefined && batches >= options.maxBatches) {
      log(`Paused after ${batches} batch(es); run again to resume`);
      return { status: 'paused', copied, encrypted };
    }
    const batch = await db.transaction((tx) => copyBatch(tx, cipher, upgrades, batchSize));
    copied += batch.copied;
    encrypted += batch.encrypted;
    if (batch.copied > 0) log(`Copied ${copied} events (${encrypted} encrypted) up to position ${batch.last}`);
    if (batch.copied < batchSize) break;
  }
  // The swap: whatever was appended meanwhile is copied under a lock that keeps writers out.
  const last = await db.transaction(async (tx) => {
    await tx.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
    for (;;) {
      const batch = await copyBatch(tx, cipher, upgrades, batchSize, 'missing');
      copied += batch.copied;
      encrypted += batch.encrypted;
      if (batch.copied < batchSize) break;
    }
    const { rows: counts } = await tx.query<{ events: string; copy: string }>(
      `SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM ${COPY_TABLE}) AS copy`,
    );
    if (counts[0]!.events !== counts[0]!.copy) {
      throw new Error(`The copy holds ${counts[0]!.copy} events, the log ${counts[0]!.events}: not swapped`);
    }
    await swapTables(tx);
    return copied;
  });
  log(`Swapped: the event log now holds ${last} copied events with personal fields encrypted`);
  return { status: 'swapped', copied, encrypted };
}

/**
 * One batch, copied in the caller's transaction: the events after the checkpoint (moving it), or, in
 * the swap, any event the copy lacks (one committed late, behind a position already passed).
 */
async function copyBatch(
  tx: Queryable,
  cipher: EventCipher,
  upgrades: Readonly<Record<string, EventUpgrade>>,
  batchSize: number,
  mode: 'after-checkpoint' | 'missing' = 'after-checkpoint',
): Promise<{ copied: number; encrypted: number; last: number }> {
  const { rows: checkpoint } = await tx.query<{ last_position: string }>(
    `SELECT last_position FROM ${CHECKPOINT_TABLE} WHERE id = 1 FOR UPDATE`,
  );
  const after = Number(checkpoint[0]!.last_position);
  const { rows } = await tx.query<Row>(
    mode === 'after-checkpoint'
      ? `SELECT global_position, stream_id, type, data FROM events
         WHERE global_position > $1 ORDER BY global_position LIMIT ${batchSize}`
      : `SELECT global_position, stream_id, type, data FROM events e
         WHERE $1::bigint IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ${COPY_TABLE} c WHERE c.global_position = e.global_position)
         ORDER BY global_position LIMIT ${batchSize}`,
    [after],
  );
  if (rows.length === 0) return { copied: 0, encrypted: 0, last: after };
  const personal = rows.filter((row) => hasPersonalText(cipher.fields, row.type, row.data));
  const streams = [...new Set(personal.map((row) => row.stream_id))];
  // A stream erased before this migration has no key to encrypt with: its old fields are redacted.
  const { rows: erasedRows } = await tx.query<{ stream_id: string }>(
    'SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1) AND type = ANY($2)',
    [streams, [...cipher.erasures]],
  );
  const erased = new Set(erasedRows.map((row) => row.stream_id));
  const keys = new Map<string, Buffer>();
  for (const stream of streams) {
    if (!erased.has(stream)) keys.set(stream, await cipher.ensureKey(tx, stream));
  }
  const changed = personal.map((row) => {
    const key = keys.get(row.stream_id);
    const data = key
      ? encryptData(cipher.fields, row.type, row.data, key, row.stream_id)
      : redact(cipher.fields[row.type] ?? [], row.data);
    return { global_position: row.global_position, data };
  });
  for (const row of rows) {
    const upgrade = upgrades[row.type];
    const data = upgrade ? await upgrade(tx, { streamId: row.stream_id, type: row.type, data: row.data }) : null;
    if (data) changed.push({ global_position: row.global_position, data });
  }
  // Every column but the changed data is copied by the database as it is (recorded_at to the microsecond).
  await tx.query(
    `INSERT INTO ${COPY_TABLE} (global_position, stream_id, stream_version, type, schema_version, data, metadata, recorded_at)
     SELECT e.global_position, e.stream_id, e.stream_version, e.type, e.schema_version, COALESCE(r.data, e.data),
            e.metadata, e.recorded_at
     FROM events e LEFT JOIN jsonb_to_recordset($2::jsonb) AS r(global_position bigint, data jsonb) USING (global_position)
     WHERE e.global_position = ANY($1::bigint[])`,
    [rows.map((row) => row.global_position), JSON.stringify(changed)],
  );
  const last = Math.max(after, Number(rows[rows.length - 1]!.global_position));
  await tx.query(`UPDATE ${CHECKPOINT_TABLE} SET last_position = $1 WHERE id = 1`, [last]);
  return { copied: rows.length, encrypted: changed.length, last };
}

function redact(names: readonly string[], data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const name of names) if (typeof out[name] === 'string') out[name] = REDACTED;
  return out;
}

/**
 * In the caller's transaction: the copy becomes `events` with the old table's sequence, constraint
 * names, other indexes and triggers (append-only, and any added since); the plaintext table is dropped.
 */
async function swapTables(tx: Queryable): Promise<void> {
  const { rows: seq } = await tx.query<{ seq: string | null }>(
    "SELECT pg_get_serial_sequence('events', 'global_position') AS seq",
  );
  const sequence = seq[0]?.seq;
  if (!sequence) throw new Error('events.global_position has no sequence');
  const { rows: indexes } = await tx.query<{ indexdef: string }>(
    `SELECT pg_get_indexdef(i.indexrelid) AS indexdef FROM pg_index i
     WHERE i.indrelid = 'events'::regclass
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  const { rows: triggers } = await tx.query<{ def: string }>(
    `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t
     WHERE t.tgrelid = 'events'::regclass AND NOT t.tgisinternal ORDER BY t.tgname`,
  );
  await tx.query(`ALTER SEQUENCE ${sequence} OWNED BY NONE`);
  await tx.query('DROP TABLE events');
  await tx.query(`ALTER TABLE ${COPY_TABLE} RENAME TO events`);
  await tx.query(`ALTER TABLE events RENAME CONSTRAINT ${COPY_TABLE}_pkey TO events_pkey`);
  await tx.query(`ALTER TABLE events RENAME CONSTRAINT ${COPY_TABLE}_stream_version_key TO events_stream_version_key`);
  await tx.query(`ALTER TABLE events ALTER COLUMN global_position SET DEFAULT nextval('${sequence}'::regclass)`);
  await tx.query(`ALTER SEQUENCE ${sequence} OWNED BY events.global_position`);
  for (const { indexdef } of indexes) await tx.query(indexdef);
  for (const { def } of triggers) await tx.query(def);
  await tx.query(`DROP TABLE ${CHECKPOINT_TABLE}`);
}
