import { isoOrNull, type Queryable } from '../db/db';
import type { CurrentPerson } from './roster-import-plan';
import type { RosterLanguage } from './roster-person.events';
import type { RosterPersonView, RosterTeamView } from './roster.views';

export type PersonRow = {
  id: string;
  name: string;
  email: string;
  team: string | null;
  language: RosterLanguage | null;
  attributes: Record<string, string> | null;
  added_at: Date | string;
  updated_at: Date | string;
  removed_at: Date | string | null;
};

const COLUMNS = 'id, name, email, team, language, attributes, added_at, updated_at, removed_at';

// Names and teams compared as people read them: ignoring case, numbers by value (Worker 3 before Worker 11).
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

/** By team (the people with none last), then by name. */
export function rosterOrder(a: PersonRow, b: PersonRow): number {
  if (a.team !== b.team) {
    if (a.team === null) return 1;
    if (b.team === null) return -1;
    const teams = byText(a.team, b.team);
    if (teams !== 0) return teams;
  }
  return byText(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const personView = (row: PersonRow): RosterPersonView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  team: row.team,
  language: row.language,
  attributes: row.attributes ?? {},
  addedAt: isoOrNull(row.added_at) as string,
  updatedAt: isoOrNull(row.updated_at) as string,
  removedAt: isoOrNull(row.removed_at),
});

/** The client's people on the roster (by team, then name) and those removed from it (by name). */
export async function listRoster(
  db: Queryable,
  clientId: string,
): Promise<{ people: RosterPersonView[]; removed: RosterPersonView[] }> {
  const { rows } = await db.query<PersonRow>(`SELECT ${COLUMNS} FROM roster_people WHERE client_id = $1`, [clientId]);
  const current = rows.filter((row) => row.removed_at === null).sort(rosterOrder);
  const removed = rows
    .filter((row) => row.removed_at !== null)
    .sort((a, b) => byText(a.name, b.name) || (a.id < b.id ? -1 : 1));
  return { people: current.map(personView), removed: removed.map(personView) };
}

/** How many people each team has, in the order the people come (by team). */
export function teamsOf(people: readonly Pick<RosterPersonView, 'team'>[]): RosterTeamView[] {
  const teams: RosterTeamView[] = [];
  for (const { team } of people) {
    const last = teams[teams.length - 1];
    if (last && last.team === team) last.count++;
    else teams.push({ team, count: 1 });
  }
  return teams;
}

/** One person of the client's roster, removed or not; null when there is none (or they were erased). */
export async function findPerson(db: Queryable, clientId: string, personId: string): Promise<RosterPersonView | null> {
  const { rows } = await db.query<PersonRow>(`SELECT ${COLUMNS} FROM roster_people WHERE id = $1 AND client_id = $2`, [
    personId,
    clientId,
  ]);
  return rows[0] ? personView(rows[0]) : null;
}

/** The client's people on the roster, as an import compares its lines with them. */
export async function currentPeople(db: Queryable, clientId: string): Promise<CurrentPerson[]> {
  const { rows } = await db.query<PersonRow>(
    `SELECT ${COLUMNS} FROM roster_people WHERE client_id = $1 AND removed_at IS NULL`,
    [clientId],
  );
  return rows.map(({ id, name, email, team, language, attributes }) => ({
    id,
    name,
    email,
    team,
    language,
    attributes: attributes ?? {},
  }));
}

/** Whether someone else on the client's roster (not removed) has this e-mail, ignoring case. */
export async function emailOnRoster(
  db: Queryable,
  clientId: string,
  email: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM roster_people
     WHERE client_id = $1 AND lower(email) = lower($2) AND removed_at IS NULL AND id IS DISTINCT FROM $3`,
    [clientId, email.trim(), exceptId],
  );
  return rows.length > 0;
}
