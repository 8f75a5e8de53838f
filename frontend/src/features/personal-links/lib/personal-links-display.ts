import type { PersonalLinkStatus } from '@/types/generated/api';

// How the staff section says things: a person's status, coverage as "7 of 15". Pure.

export const STATUS_LABEL: Record<PersonalLinkStatus, string> = {
  'not started': 'Not started',
  started: 'Started',
  completed: 'Completed',
};

/** "7 of 15 (47%)"; "Hidden" when the figure is withheld. */
export function ofText(part: number | null, whole: number): string {
  if (part === null) return 'Hidden';
  if (whole === 0) return '0';
  return `${part} of ${whole} (${Math.round((part / whole) * 100)}%)`;
}
