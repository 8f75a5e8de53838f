import type { AuditEntry, AuditKind } from '@/types/generated/api';

export const KIND_LABEL: Record<AuditKind, string> = {
  created: 'Created',
  edited: 'Edited',
  shared: 'Shared',
  deleted: 'Deleted',
  erased: 'Erased',
  exported: 'Exported',
  invited: 'Invited',
  reset: 'Password reset',
  joined: 'Set a password',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  'role-changed': 'Role changed',
  revoked: 'Revoked',
  viewed: 'Viewed',
};

/** Who did it, in words: the member, their API key, a client link, or the system. */
export function whoText(entry: Pick<AuditEntry, 'actorKind' | 'username'>): string {
  switch (entry.actorKind) {
    case 'user':
      return entry.username ?? 'A member';
    case 'api-key':
      return `${entry.username ?? 'A member'}'s API key`;
    case 'system':
      return 'Seedline';
    case 'respondent':
      return 'A respondent';
    case 'client':
      return 'The client (link)';
    default:
      return 'Before names were recorded';
  }
}

/** The event's name in words: "QuestionReworded" -> "Question reworded". */
export const eventText = (eventType: string): string =>
  eventType.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);
