import type { Queryable } from '../db/db';
import type { AnonymityMode } from './personal-link.events';

// Reads of the personal links and of the roster they are issued from (roster_people is the roster
// feature's read model: read here, never written).

export type LinkRow = {
  id: string;
  survey_id: string;
  person_id: string;
  team: string | null;
  language: 'en' | 'ur' | null;
  nonce: string;
};

export type RosterPerson = {
  id: string;
  name: string;
  email: string;
  team: string | null;
  language: 'en' | 'ur' | null;
};

export async function findLinkByTokenHash(db: Queryable, tokenHash: string): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    'SELECT id, survey_id, person_id, team, language, nonce FROM personal_links WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function linksOfSurvey(db: Queryable, surveyId: string): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    'SELECT id, survey_id, person_id, team, language, nonce FROM personal_links WHERE survey_id = $1',
    [surveyId],
  );
  return rows;
}

/** The people on a client's roster now (not removed), by team then name. */
export async function currentRoster(db: Queryable, clientId: string): Promise<RosterPerson[]> {
  const { rows } = await db.query<RosterPerson>(
    `SELECT id, name, email, team, language FROM roster_people
     WHERE client_id = $1 AND removed_at IS NULL ORDER BY team NULLS LAST, name, id`,
    [clientId],
  );
  return rows;
}

export async function findRosterPerson(db: Queryable, personId: string): Promise<RosterPerson | null> {
  const { rows } = await db.query<RosterPerson>(
    'SELECT id, name, email, team, language FROM roster_people WHERE id = $1',
    [personId],
  );
  return rows[0] ?? null;
}

export async function anonymityOf(db: Queryable, surveyId: string): Promise<AnonymityMode> {
  const { rows } = await db.query<{ anonymity: AnonymityMode }>(
    'SELECT anonymity FROM survey_audiences WHERE survey_id = $1',
    [surveyId],
  );
  return rows[0]?.anonymity ?? 'anonymous';
}

/** Which of these responses exist, and which are completed. */
export async function responseStatuses(
  db: Queryable,
  responseIds: readonly string[],
): Promise<Map<string, 'started' | 'completed'>> {
  if (responseIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; completed: boolean }>(
    'SELECT id, completed_at IS NOT NULL AS completed FROM responses WHERE id = ANY($1::text[])',
    [responseIds],
  );
  return new Map(rows.map((row) => [row.id, row.completed ? 'completed' : 'started']));
}

export async function linksByIds(db: Queryable, surveyId: string, ids: readonly string[]): Promise<LinkRow[]> {
  const { rows } = await db.query<LinkRow>(
    'SELECT id, survey_id, person_id, team, language, nonce FROM personal_links WHERE survey_id = $1 AND id = ANY($2::text[])',
    [surveyId, ids],
  );
  return rows;
}

/** These people as the roster has them (removed ones too, with removed set); erased ones are absent. */
export async function rosterPeopleByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, RosterPerson & { removed: boolean }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<RosterPerson & { removed: boolean }>(
    `SELECT id, name, email, team, language, removed_at IS NOT NULL AS removed FROM roster_people
     WHERE id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findLinkById(db: Queryable, id: string): Promise<LinkRow | null> {
  const { rows } = await db.query<LinkRow>(
    'SELECT id, survey_id, person_id, team, language, nonce FROM personal_links WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}
