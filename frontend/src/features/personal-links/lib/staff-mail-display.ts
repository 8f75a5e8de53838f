import type { StaffMailLogEntry, StaffMailStatus } from '@/types/generated/api';

// How the staff mail panel says things: a mail's status and kind, times in the viewer's zone. Pure.

export const MAIL_STATUS_LABEL: Record<StaffMailStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  refused: 'Refused',
  skipped: 'Not sent',
};

export const MAIL_STATUS_BADGE: Record<StaffMailStatus, 'success' | 'muted' | 'warning' | 'danger'> = {
  pending: 'muted',
  sent: 'success',
  failed: 'danger',
  refused: 'danger',
  skipped: 'warning',
};

/** "Invitation", "Reminder 2", "Reminder (sent now)". */
export function kindText(entry: Pick<StaffMailLogEntry, 'kind' | 'round'>): string {
  if (entry.kind === 'invitation') return 'Invitation';
  return entry.round > 0 ? `Reminder ${entry.round}` : 'Reminder (sent now)';
}

/** A time as the viewer reads it ("12 Mar 2026, 14:05"), in their zone, or in `timeZone` when given. */
export function timeText(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The browser's time zone (the plan's default), or UTC when the browser does not say. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The value of a datetime-local field as an ISO time (the viewer's zone), or null when empty or invalid. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** "Send a reminder now to the 3 who have not completed" (1: "the one"). */
export const remindText = (n: number): string =>
  n === 1
    ? 'Send a reminder now to the one who has not completed'
    : `Send a reminder now to the ${n} who have not completed`;
