import type { RecordedEvent } from '../event-store/event-store';
import { positionOf, type Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import { AUDITED_EVENT_TYPES, auditKindOf, subjectOf } from './audit-kinds';

type ActorFields = {
  actor_kind: string;
  actor_user_id: string | null;
  actor_name: string | null;
  actor_key_id: string | null;
};

/** Who the event's metadata says caused it; events from before actors were recorded: unknown. */
export function actorFields(metadata: Record<string, unknown>): ActorFields {
  const actor = metadata.actor as Record<string, unknown> | undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const kind = text(actor?.kind);
  if (!actor || !kind) return { actor_kind: 'unknown', actor_user_id: null, actor_name: null, actor_key_id: null };
  const [userId, name, keyId] = [text(actor.userId), text(actor.username), text(actor.keyId)];
  return { actor_kind: kind, actor_user_id: userId, actor_name: name, actor_key_id: keyId };
}

/**
 * One audit row per act: who (from the metadata), what kind, the event's type, its stream and survey.
 * Nothing of the event's content is copied, so no erased answer or name can be in the trail.
 */
export function projectAuditEntry(event: RecordedEvent): RowChange[] {
  const kind = auditKindOf(event.type);
  if (kind === null) return [];
  const subject = subjectOf(event.streamId);
  const data = event.data as Record<string, unknown>;
  const surveyId = subject.type === 'survey' ? subject.id : typeof data.surveyId === 'string' ? data.surveyId : null;
  return [
    {
      op: 'upsert',
      table: 'audit_entries',
      key: { position: positionOf(event) },
      values: {
        ...actorFields(event.metadata),
        kind,
        event_type: event.type,
        subject_type: subject.type,
        subject_id: subject.id,
        survey_id: surveyId,
      },
    },
  ];
}

export const auditProjection: Projection = {
  name: 'audit_entries',
  tables: ['audit_entries'],
  handles: AUDITED_EVENT_TYPES,
  project: projectAuditEntry,
};
