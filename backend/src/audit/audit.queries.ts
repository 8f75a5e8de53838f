import { isoOrNull, type Queryable } from '../db/db';
import { isAuditKind } from './audit-kinds';
import type { AuditFilterDto } from './audit.dto';
import { ACTOR_KINDS, type AuditEntryView } from './audit.views';

export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_CSV_MAX = 50_000;

type AuditRow = {
  position: string | number;
  recorded_at: Date | string;
  actor_kind: string;
  actor_user_id: string | null;
  actor_key_id: string | null;
  actor_name: string | null;
  kind: string;
  event_type: string;
  subject_type: string;
  subject_id: string;
  survey_id: string | null;
};

function whereOf(filter: AuditFilterDto, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.userId) add((p) => `a.actor_user_id = ${p}`, filter.userId);
  if (filter.surveyId) add((p) => `a.survey_id = ${p}`, filter.surveyId);
  if (filter.kind) add((p) => `a.kind = ${p}`, filter.kind);
  if (filter.before) add((p) => `a.position < ${p}`, filter.before);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

const toView = (row: AuditRow): AuditEntryView => ({
  position: Number(row.position),
  at: isoOrNull(row.recorded_at) as string,
  actorKind: (ACTOR_KINDS as readonly string[]).includes(row.actor_kind)
    ? (row.actor_kind as AuditEntryView['actorKind'])
    : 'unknown',
  userId: row.actor_user_id,
  username: row.actor_name,
  apiKeyId: row.actor_key_id,
  kind: isAuditKind(row.kind) ? row.kind : 'edited',
  eventType: row.event_type,
  subjectType: row.subject_type,
  subjectId: row.subject_id,
  surveyId: row.survey_id,
});

/** The trail newest first, filtered; the time is the log's own (events.recorded_at). */
export async function readAuditEntries(
  db: Queryable,
  filter: AuditFilterDto,
  limit: number,
): Promise<AuditEntryView[]> {
  const params: unknown[] = [];
  const where = whereOf(filter, params);
  params.push(limit);
  const { rows } = await db.query<AuditRow>(
    `SELECT a.position, e.recorded_at, a.actor_kind, a.actor_user_id, a.actor_key_id, a.actor_name, a.kind,
            a.event_type, a.subject_type, a.subject_id, a.survey_id
     FROM audit_entries a
     JOIN events e ON e.global_position = a.position
     ${where}
     ORDER BY a.position DESC
     LIMIT $${params.length}`,
    params,
  );
  return rows.map(toView);
}
