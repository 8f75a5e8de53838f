import { isoOrNull, type Db, type Queryable } from '../db/db';
import {
  ATTEMPT_COLUMNS,
  attemptParams,
  attemptState,
  claimOutboxRow,
  dueOutboxIds,
  type AttemptRecord,
  type RawAttemptColumns,
} from '../outbox';
import { readLogCheckpoint, type LogCheckpoint } from '../event-store/log-follower';

// The mail tables (migration 022): settings and recipients per survey, the outbox, the log checkpoint.

export type MailMode = 'each' | 'digest';
export type MailLanguage = 'en' | 'ur';
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'refused' | 'skipped';

export type MailSettingsRow = {
  surveyId: string;
  mode: MailMode;
  language: MailLanguage;
  includeAnswers: boolean;
  recipients: { address: string; unsubscribedAt: string | null; lastDigestAt: string | null }[];
};

export type OutboxRow = {
  id: string;
  surveyId: string;
  address: string;
  kind: 'response' | 'digest';
  responseId: string | null;
  since: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  subject: string | null;
  createdAt: string;
};

type RawOutbox = RawAttemptColumns<OutboxStatus> & {
  id: string;
  survey_id: string;
  address: string;
  kind: 'response' | 'digest';
  response_id: string | null;
  since: Date | string | null;
  subject: string | null;
  created_at: Date | string;
};

const toOutbox = (row: RawOutbox): OutboxRow => ({
  id: row.id,
  surveyId: row.survey_id,
  address: row.address,
  kind: row.kind,
  responseId: row.response_id,
  since: isoOrNull(row.since),
  ...attemptState(row),
  subject: row.subject,
  createdAt: isoOrNull(row.created_at) as string,
});

// --- settings

export async function findMailSettings(db: Queryable, surveyId: string): Promise<MailSettingsRow | null> {
  const { rows } = await db.query<{ mode: MailMode; language: MailLanguage; include_answers: boolean }>(
    'SELECT mode, language, include_answers FROM mail_settings WHERE survey_id = $1',
    [surveyId],
  );
  if (!rows[0]) return null;
  const recipients = await db.query<{
    address: string;
    unsubscribed_at: Date | string | null;
    last_digest_at: Date | string | null;
  }>('SELECT address, unsubscribed_at, last_digest_at FROM mail_recipients WHERE survey_id = $1 ORDER BY address', [
    surveyId,
  ]);
  return {
    surveyId,
    mode: rows[0].mode,
    language: rows[0].language,
    includeAnswers: rows[0].include_answers,
    recipients: recipients.rows.map((r) => ({
      address: r.address,
      unsubscribedAt: isoOrNull(r.unsubscribed_at),
      lastDigestAt: isoOrNull(r.last_digest_at),
    })),
  };
}

export type MailSettingsChange = {
  mode: MailMode;
  language: MailLanguage;
  includeAnswers: boolean;
  addresses: readonly string[];
};

/**
 * Saves a survey's settings: addresses no longer listed go, new ones come (subscribed), listed ones
 * keep their state unless `resubscribe` names them. Mails start with responses completed from now on.
 */
export async function saveMailSettings(db: Db, surveyId: string, change: MailSettingsChange): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO mail_settings (survey_id, mode, language, include_answers, created_position)
       VALUES ($1, $2, $3, $4, (SELECT coalesce(max(global_position), 0) FROM events))
       ON CONFLICT (survey_id) DO UPDATE SET mode = $2, language = $3, include_answers = $4, updated_at = now()`,
      [surveyId, change.mode, change.language, change.includeAnswers],
    );
    await tx.query('DELETE FROM mail_recipients WHERE survey_id = $1 AND NOT (address = ANY($2::text[]))', [
      surveyId,
      change.addresses,
    ]);
    await tx.query(
      `INSERT INTO mail_recipients (survey_id, address, last_digest_at)
       SELECT $1, a, now() FROM unnest($2::text[]) AS a ON CONFLICT DO NOTHING`,
      [surveyId, change.addresses],
    );
  });
}

/** A recipient row: its subscription id (null: added before ids existed) and whether it unsubscribed. */
export async function findRecipient(
  db: Queryable,
  surveyId: string,
  address: string,
): Promise<{ subscription: string | null; unsubscribed: boolean } | null> {
  const { rows } = await db.query<{ subscription: string | null; unsubscribed_at: Date | string | null }>(
    'SELECT subscription, unsubscribed_at FROM mail_recipients WHERE survey_id = $1 AND address = $2',
    [surveyId, address],
  );
  return rows[0] ? { subscription: rows[0].subscription, unsubscribed: rows[0].unsubscribed_at !== null } : null;
}

/** The unsubscribe link: marks that subscription (not one added again since) unsubscribed. */
export async function unsubscribe(
  db: Queryable,
  surveyId: string,
  address: string,
  subscription: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE mail_recipients SET unsubscribed_at = coalesce(unsubscribed_at, now())
     WHERE survey_id = $1 AND address = $2 AND subscription IS NOT DISTINCT FROM $3::uuid`,
    [surveyId, address, subscription],
  );
  return rowCount > 0;
}

/** Subscribed addresses of surveys that want a mail per response, with the position they start after. */
export async function perResponseRecipients(
  db: Queryable,
): Promise<{ surveyId: string; address: string; createdPosition: number }[]> {
  const { rows } = await db.query<{ survey_id: string; address: string; created_position: string | number }>(
    `SELECT s.survey_id, r.address, s.created_position FROM mail_settings s
     JOIN mail_recipients r ON r.survey_id = s.survey_id
     WHERE s.mode = 'each' AND r.unsubscribed_at IS NULL`,
  );
  return rows.map((r) => ({ surveyId: r.survey_id, address: r.address, createdPosition: Number(r.created_position) }));
}

/** Subscribed digest addresses whose last digest is older than `before`. */
export async function digestsDue(
  db: Queryable,
  before: string,
): Promise<{ surveyId: string; address: string; since: string }[]> {
  const { rows } = await db.query<{ survey_id: string; address: string; since: Date | string }>(
    `SELECT r.survey_id, r.address, coalesce(r.last_digest_at, s.updated_at) AS since FROM mail_settings s
     JOIN mail_recipients r ON r.survey_id = s.survey_id
     WHERE s.mode = 'digest' AND r.unsubscribed_at IS NULL AND coalesce(r.last_digest_at, s.updated_at) <= $1`,
    [before],
  );
  return rows.map((r) => ({ surveyId: r.survey_id, address: r.address, since: isoOrNull(r.since) as string }));
}

export async function markDigest(db: Queryable, surveyId: string, address: string, at: string): Promise<void> {
  await db.query('UPDATE mail_recipients SET last_digest_at = $3 WHERE survey_id = $1 AND address = $2', [
    surveyId,
    address,
    at,
  ]);
}

// --- outbox

export type NewMail = {
  id: string;
  surveyId: string;
  address: string;
  kind: 'response' | 'digest';
  responseId: string | null;
  since: string | null;
};

/** Stores mails (due now); ids already stored are left alone. Answers the ids it added. */
export async function insertMails(db: Queryable, mails: readonly NewMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO mail_outbox (id, survey_id, address, kind, response_id, since, next_attempt_at)
     SELECT m.id, m.survey_id, m.address, m.kind, m.response_id, m.since, now()
     FROM jsonb_to_recordset($1::jsonb) AS m(id text, survey_id uuid, address text, kind text, response_id uuid,
       since timestamptz)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      JSON.stringify(
        mails.map((m) => ({
          id: m.id,
          survey_id: m.surveyId,
          address: m.address,
          kind: m.kind,
          response_id: m.responseId,
          since: m.since,
        })),
      ),
    ],
  );
  return rows.map((row) => row.id);
}

export async function listMails(db: Queryable, surveyId: string, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<RawOutbox>(
    'SELECT * FROM mail_outbox WHERE survey_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [surveyId, limit],
  );
  return rows.map(toOutbox);
}

/** Holds a pending mail for one attempt (no other sender tries it meanwhile). Null: not pending, or held. */
export async function claimMail(db: Queryable, id: string, leaseMs: number): Promise<OutboxRow | null> {
  const row = await claimOutboxRow<RawOutbox>(db, 'mail_outbox', id, leaseMs);
  return row ? toOutbox(row) : null;
}

/** An attempt's outcome on the mail: the outbox's columns and the subject it was sent with. */
export type MailAttempt = AttemptRecord<'sent' | 'refused'> & { subject: string | null };

export async function recordMailAttempt(db: Queryable, id: string, record: MailAttempt): Promise<void> {
  await db.query(`UPDATE mail_outbox SET ${ATTEMPT_COLUMNS}, subject = coalesce($6, subject) WHERE id = $1`, [
    ...attemptParams(id, record),
    record.subject,
  ]);
}

export function dueMailIds(db: Queryable, limit: number): Promise<string[]> {
  return dueOutboxIds(db, 'mail_outbox', limit);
}

// --- the log checkpoint

/** The log position up to which completions have been turned into mails (the outbox's dispatcher moves it). */
export const MAIL_CHECKPOINT: LogCheckpoint = { table: 'mail_checkpoint', id: 'responses' };

export function readMailCheckpoint(db: Queryable): Promise<number> {
  return readLogCheckpoint(db, MAIL_CHECKPOINT.table, MAIL_CHECKPOINT.id);
}
