import { isoOrNull, type Queryable } from '../db/db';
import {
  ATTEMPT_COLUMNS,
  attemptParams,
  attemptState,
  claimOutboxRow,
  dueOutboxIds,
  type AttemptRecord as OutboxAttempt,
  type RawAttemptColumns,
} from '../outbox';
import type { LogCheckpoint } from '../event-store/log-follower';
import { RESPONSE_ERASED, type EndpointRoute } from './webhook-events';

// The webhooks' tables (migration 018): endpoints, deliveries and the log checkpoint.

export type EndpointState = 'active' | 'failing' | 'disabled';
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

export type EndpointRow = {
  id: string;
  url: string;
  description: string;
  surveyId: string | null;
  eventTypes: string[];
  /** As stored: sealed (endpoint-secrets.ts), or a `whsec_` secret stored before sealing. */
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: string | null;
  state: EndpointState;
  stateReason: string | null;
  createdPosition: number;
  createdAt: string;
};

export type DeliveryRow = {
  id: string;
  endpointId: string;
  eventType: string;
  eventPosition: number | null;
  surveyId: string | null;
  subjectId: string | null;
  eventAt: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  replyStatus: number | null;
  replyExcerpt: string | null;
  lastError: string | null;
  createdAt: string;
};

type RawEndpoint = {
  id: string;
  url: string;
  description: string;
  survey_id: string | null;
  event_types: string[];
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
  state: EndpointState;
  state_reason: string | null;
  created_position: string | number;
  created_at: Date | string;
};

type RawDelivery = RawAttemptColumns<DeliveryStatus> & {
  id: string;
  endpoint_id: string;
  event_type: string;
  event_position: string | number | null;
  survey_id: string | null;
  subject_id: string | null;
  event_at: Date | string;
  reply_status: number | null;
  reply_excerpt: string | null;
  created_at: Date | string;
};

const toEndpoint = (row: RawEndpoint): EndpointRow => ({
  id: row.id,
  url: row.url,
  description: row.description,
  surveyId: row.survey_id,
  eventTypes: row.event_types,
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretExpiresAt: isoOrNull(row.previous_secret_expires_at),
  state: row.state,
  stateReason: row.state_reason,
  createdPosition: Number(row.created_position),
  createdAt: isoOrNull(row.created_at) as string,
});

const toDelivery = (row: RawDelivery): DeliveryRow => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventType: row.event_type,
  eventPosition: row.event_position === null ? null : Number(row.event_position),
  surveyId: row.survey_id,
  subjectId: row.subject_id,
  eventAt: isoOrNull(row.event_at) as string,
  ...attemptState(row),
  replyStatus: row.reply_status,
  replyExcerpt: row.reply_excerpt,
  createdAt: isoOrNull(row.created_at) as string,
});

// --- endpoints

export type NewEndpoint = {
  id: string;
  url: string;
  description: string;
  surveyId: string | null;
  eventTypes: readonly string[];
  secret: string;
};

/** Adds an endpoint that hears of events appended from now on. */
export async function insertEndpoint(db: Queryable, endpoint: NewEndpoint): Promise<EndpointRow> {
  const { rows } = await db.query<RawEndpoint>(
    `INSERT INTO webhook_endpoints (id, url, description, survey_id, event_types, secret, created_position)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(global_position), 0) FROM events))
     RETURNING *`,
    [endpoint.id, endpoint.url, endpoint.description, endpoint.surveyId, endpoint.eventTypes, endpoint.secret],
  );
  return toEndpoint(rows[0]!);
}

export async function listEndpoints(db: Queryable): Promise<EndpointRow[]> {
  const { rows } = await db.query<RawEndpoint>('SELECT * FROM webhook_endpoints ORDER BY created_at, id');
  return rows.map(toEndpoint);
}

export async function findEndpoint(db: Queryable, id: string): Promise<EndpointRow | null> {
  const { rows } = await db.query<RawEndpoint>('SELECT * FROM webhook_endpoints WHERE id = $1', [id]);
  return rows[0] ? toEndpoint(rows[0]) : null;
}

/** Endpoints that take new deliveries (a failing one still does: it may have recovered). */
export async function routableEndpoints(db: Queryable): Promise<EndpointRoute[]> {
  const { rows } = await db.query<RawEndpoint>("SELECT * FROM webhook_endpoints WHERE state <> 'disabled'");
  return rows.map(toEndpoint);
}

export type EndpointChange = {
  url?: string;
  description?: string;
  eventTypes?: readonly string[];
  state?: EndpointState;
  stateReason?: string | null;
};

export async function updateEndpoint(db: Queryable, id: string, change: EndpointChange): Promise<EndpointRow | null> {
  const { rows } = await db.query<RawEndpoint>(
    `UPDATE webhook_endpoints SET
       url = coalesce($2, url),
       description = coalesce($3, description),
       event_types = coalesce($4, event_types),
       state = coalesce($5, state),
       state_reason = CASE WHEN $5::text IS NULL THEN state_reason ELSE $6 END,
       updated_at = now()
     WHERE id = $1 RETURNING *`,
    [
      id,
      change.url ?? null,
      change.description ?? null,
      change.eventTypes ?? null,
      change.state ?? null,
      change.stateReason ?? null,
    ],
  );
  return rows[0] ? toEndpoint(rows[0]) : null;
}

/** The previous secrets whose grace period has ended are dropped (signing had stopped using them). */
export async function dropExpiredSecrets(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE webhook_endpoints SET previous_secret = NULL, previous_secret_expires_at = NULL
     WHERE previous_secret_expires_at <= now()`,
  );
  return rowCount;
}

/** The new secret (as stored: sealed) signs from now on; the old one is sent beside it until `graceEndsAt`. */
export async function rotateSecret(db: Queryable, id: string, secret: string, graceEndsAt: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = $3, secret = $2, updated_at = now()
     WHERE id = $1`,
    [id, secret, graceEndsAt],
  );
  return rowCount > 0;
}

export async function deleteEndpoint(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
  return rowCount > 0;
}

// --- deliveries

export type NewDelivery = {
  id: string;
  endpointId: string;
  eventType: string;
  eventPosition: number | null;
  surveyId: string | null;
  subjectId: string | null;
  eventAt: string;
};

/** Stores deliveries (due now); ids already stored are left alone. Answers the ids it added. */
export async function insertDeliveries(db: Queryable, deliveries: readonly NewDelivery[]): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (id, endpoint_id, event_type, event_position, survey_id, subject_id, event_at, next_attempt_at)
     SELECT d.id, d.endpoint_id, d.event_type, d.event_position, d.survey_id, d.subject_id, d.event_at, now()
     FROM jsonb_to_recordset($1::jsonb) AS d(id text, endpoint_id uuid, event_type text, event_position bigint,
       survey_id uuid, subject_id uuid, event_at timestamptz)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        deliveries.map((d) => ({
          id: d.id,
          endpoint_id: d.endpointId,
          event_type: d.eventType,
          event_position: d.eventPosition,
          survey_id: d.surveyId,
          subject_id: d.subjectId,
          event_at: d.eventAt,
        })),
      ),
    ],
  );
  return rows.map((row) => row.id);
}

export async function findDelivery(db: Queryable, id: string): Promise<DeliveryRow | null> {
  const { rows } = await db.query<RawDelivery>('SELECT * FROM webhook_deliveries WHERE id = $1', [id]);
  return rows[0] ? toDelivery(rows[0]) : null;
}

export async function listDeliveries(db: Queryable, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  const { rows } = await db.query<RawDelivery>(
    'SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [endpointId, limit],
  );
  return rows.map(toDelivery);
}

/**
 * Takes a pending delivery for one attempt: it is held for `leaseMs` so no other sender (another
 * replica, a re-queued job) tries it at the same time. Null: not pending, or held already.
 */
export async function claimDelivery(db: Queryable, id: string, leaseMs: number): Promise<DeliveryRow | null> {
  const row = await claimOutboxRow<RawDelivery>(db, 'webhook_deliveries', id, leaseMs);
  return row ? toDelivery(row) : null;
}

/** An attempt's outcome on the delivery: the outbox's columns and what the receiver answered. */
export type AttemptRecord = OutboxAttempt<'delivered'> & { replyStatus: number | null; replyExcerpt: string | null };

/**
 * Records an attempt's outcome. The reply is kept only while the response the delivery is about was
 * not erased, checked in this same statement: an attempt that ends after an erasure keeps nothing of
 * the reply (a receiver may echo what it was sent). An erasure committed while this statement runs is
 * not seen by it, but the dispatcher forgets the replies once it reads that erasure from the log
 * (forgetReplies), which waits for this row's lock: whichever comes second, no reply is left.
 */
export async function recordAttempt(db: Queryable, id: string, record: AttemptRecord): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries d SET ${ATTEMPT_COLUMNS}, reply_status = $6,
       reply_excerpt = CASE WHEN d.event_type LIKE 'response.%' AND EXISTS (
         SELECT 1 FROM events e WHERE e.stream_id = 'response-' || d.subject_id AND e.type = $8
       ) THEN NULL ELSE $7 END
     WHERE id = $1`,
    [...attemptParams(id, record), record.replyStatus, record.replyExcerpt, RESPONSE_ERASED],
  );
}

/** "Redeliver": the same delivery (same webhook-id) goes again, with a fresh set of retries. */
export async function resetDelivery(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = NULL
     WHERE id = $1 AND status <> 'pending'`,
    [id],
  );
  return rowCount > 0;
}

/** Pending deliveries that are due and held by nobody: what a crash or a lost job left behind. */
export function dueDeliveryIds(db: Queryable, limit: number): Promise<string[]> {
  return dueOutboxIds(db, 'webhook_deliveries', limit);
}

/** After an erasure: the replies kept for that response's deliveries go too (a receiver may echo data). */
export async function forgetReplies(db: Queryable, subjectId: string): Promise<void> {
  await db.query('UPDATE webhook_deliveries SET reply_excerpt = NULL WHERE subject_id = $1', [subjectId]);
}

// --- the log

/** The log position up to which deliveries have been made (the outbox's dispatcher moves it, never back). */
export const WEBHOOK_CHECKPOINT: LogCheckpoint = { table: 'webhook_checkpoint', id: 'deliveries' };
