import { isoOrNull, type Queryable } from '../db/db';
import {
  ATTEMPT_COLUMNS,
  attemptParams,
  attemptState,
  claimOutboxRow,
  dueOutboxIds,
  type AttemptRecord,
  type RawAttemptColumns,
} from '../outbox';
import type { MailPlan } from './mail-plan';

// The staff mail's tables (migration 105): the plan per survey, the outbox, who unsubscribed.

export type StaffMailKind = 'invitation' | 'reminder';
export type StaffMailStatus = 'pending' | 'sent' | 'failed' | 'refused' | 'skipped';

export type StaffMailRow = {
  id: string;
  surveyId: string;
  linkId: string;
  kind: StaffMailKind;
  round: number;
  dueAt: string;
  status: StaffMailStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  subject: string | null;
  createdAt: string;
};

type Raw = RawAttemptColumns<StaffMailStatus> & {
  id: string;
  survey_id: string;
  link_id: string;
  kind: StaffMailKind;
  round: number;
  due_at: Date | string;
  subject: string | null;
  created_at: Date | string;
};

const toRow = (r: Raw): StaffMailRow => ({
  id: r.id,
  surveyId: r.survey_id,
  linkId: r.link_id,
  kind: r.kind,
  round: r.round,
  dueAt: isoOrNull(r.due_at) as string,
  ...attemptState(r),
  subject: r.subject,
  createdAt: isoOrNull(r.created_at) as string,
});

const TABLE = 'staff_mail_outbox';

// --- the plan

export async function findPlan(db: Queryable, surveyId: string): Promise<MailPlan | null> {
  const { rows } = await db.query<{ reminders: number; every_days: number; time_zone: string }>(
    'SELECT reminders, every_days, time_zone FROM staff_mail_plans WHERE survey_id = $1',
    [surveyId],
  );
  const row = rows[0];
  return row ? { reminders: row.reminders, everyDays: row.every_days, timeZone: row.time_zone } : null;
}

export async function savePlan(db: Queryable, surveyId: string, plan: MailPlan, now: string): Promise<void> {
  await db.query(
    `INSERT INTO staff_mail_plans (survey_id, reminders, every_days, time_zone, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (survey_id) DO UPDATE SET reminders = $2, every_days = $3, time_zone = $4, updated_at = $5`,
    [surveyId, plan.reminders, plan.everyDays, plan.timeZone, now],
  );
}

// --- the outbox

export type NewStaffMail = { id: string; linkId: string; kind: StaffMailKind; round: number; dueAt: string };

/** Stores mails in one statement (5,000 people at once); ids already stored are left alone. Answers the ids added. */
export async function insertStaffMails(
  db: Queryable,
  surveyId: string,
  mails: readonly NewStaffMail[],
): Promise<{ id: string; dueAt: string }[]> {
  if (mails.length === 0) return [];
  const { rows } = await db.query<{ id: string; due_at: Date | string }>(
    `INSERT INTO staff_mail_outbox (id, survey_id, link_id, kind, round, due_at, next_attempt_at)
     SELECT m.id, $1, m.link_id, m.kind, m.round, m.due_at, m.due_at
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::timestamptz[]) AS m(id, link_id, kind, round, due_at)
     ON CONFLICT (id) DO NOTHING RETURNING id, due_at`,
    [
      surveyId,
      mails.map((m) => m.id),
      mails.map((m) => m.linkId),
      mails.map((m) => m.kind),
      mails.map((m) => m.round),
      mails.map((m) => m.dueAt),
    ],
  );
  return rows.map((r) => ({ id: r.id, dueAt: isoOrNull(r.due_at) as string }));
}

/** The invitations stored for a survey: when each link's was due (reminders are spaced from it). */
export async function invitationsOf(db: Queryable, surveyId: string): Promise<{ linkId: string; dueAt: string }[]> {
  const { rows } = await db.query<{ link_id: string; due_at: Date | string }>(
    `SELECT link_id, due_at FROM ${TABLE} WHERE survey_id = $1 AND kind = 'invitation'`,
    [surveyId],
  );
  return rows.map((r) => ({ linkId: r.link_id, dueAt: isoOrNull(r.due_at) as string }));
}

/** Planned reminders not tried yet: dropped when the plan changes (made again from the new plan). */
export async function dropUntriedPlannedReminders(db: Queryable, surveyId: string): Promise<void> {
  await db.query(
    `DELETE FROM ${TABLE} WHERE survey_id = $1 AND kind = 'reminder' AND round > 0 AND status = 'pending' AND attempts = 0
       AND (locked_until IS NULL OR locked_until < now())`,
    [surveyId],
  );
}

export async function listStaffMails(db: Queryable, surveyId: string, limit: number): Promise<StaffMailRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT * FROM ${TABLE} WHERE survey_id = $1 AND (status <> 'pending' OR due_at <= now() OR attempts > 0 OR kind = 'invitation')
     ORDER BY coalesce(last_attempt_at, due_at) DESC, id DESC LIMIT $2`,
    [surveyId, limit],
  );
  return rows.map(toRow);
}

export async function claimStaffMail(db: Queryable, id: string, leaseMs: number): Promise<StaffMailRow | null> {
  const row = await claimOutboxRow<Raw>(db, TABLE, id, leaseMs);
  return row ? toRow(row) : null;
}

/** Pending mails that are due, a batch at a time: the sweep feeds a large run in steps, not all at once. */
export function dueStaffMailIds(db: Queryable, limit: number): Promise<string[]> {
  return dueOutboxIds(db, TABLE, limit);
}

export async function recordStaffMailAttempt(
  db: Queryable,
  id: string,
  record: AttemptRecord<'sent' | 'refused'> & { subject: string | null },
): Promise<void> {
  await db.query(`UPDATE ${TABLE} SET ${ATTEMPT_COLUMNS}, subject = coalesce($6, subject) WHERE id = $1`, [
    ...attemptParams(id, record),
    record.subject,
  ]);
}

/** Not now (the person's night, or not due yet): pending again from `until`, the attempt not counted. */
export async function postponeStaffMail(db: Queryable, id: string, until: string, why: string | null): Promise<void> {
  await db.query(`UPDATE ${TABLE} SET next_attempt_at = $2, locked_until = NULL, last_error = $3 WHERE id = $1`, [
    id,
    until,
    why,
  ]);
}

// --- unsubscribes

export async function isUnsubscribed(db: Queryable, linkId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM staff_mail_unsubscribes WHERE link_id = $1', [linkId]);
  return rows.length > 0;
}

export async function unsubscribedOf(db: Queryable, surveyId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ link_id: string }>(
    'SELECT link_id FROM staff_mail_unsubscribes WHERE survey_id = $1',
    [surveyId],
  );
  return new Set(rows.map((r) => r.link_id));
}

export async function markUnsubscribed(db: Queryable, linkId: string, surveyId: string, now: string): Promise<void> {
  await db.query(
    'INSERT INTO staff_mail_unsubscribes (link_id, survey_id, unsubscribed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [linkId, surveyId, now],
  );
}
