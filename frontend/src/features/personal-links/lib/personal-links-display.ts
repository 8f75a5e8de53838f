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

/** The people shown at first, and added by each "Show more": 400 at once is a page nobody can scan. */
export const PEOPLE_PAGE = 50;

export type PeopleFilter = { query: string; status: PersonalLinkStatus | 'all' };

type FilterablePerson = {
  name?: string | null;
  email?: string | null;
  team?: string | null;
  status: PersonalLinkStatus;
};

/**
 * The people matching a search (any part of the name, e-mail or team, case and accents aside) and a status,
 * in their order.
 */
export function filterPeople<T extends FilterablePerson>(people: readonly T[], filter: PeopleFilter): T[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  return people.filter((person) => {
    if (filter.status !== 'all' && person.status !== filter.status) return false;
    const haystack = fold([person.name, person.email, person.team].filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** "400 people", "Showing 50 of 400 people", "12 of 400 people match", "60 of 400 people match, showing 50". */
export function showingText(shown: number, matching: number, total: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const people = `${n(total)} ${total === 1 ? 'person' : 'people'}`;
  if (matching === total) return shown === total ? people : `Showing ${n(shown)} of ${people}`;
  const match = `${n(matching)} of ${people} ${matching === 1 ? 'matches' : 'match'}`;
  return shown < matching ? `${match}, showing ${n(shown)}` : match;
}
