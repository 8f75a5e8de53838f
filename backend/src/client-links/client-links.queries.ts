import { isoOrNull, type Queryable } from '../db/db';
import { isExpired } from './client-link.decider';
import type { ClientLinkLanguage } from './client-link.events';
import type { ClientLinkView } from './client-links.views';

/** A link as the page needs it: with its passcode hash (never answered to anyone). */
export type ClientLinkRecord = ClientLinkView & { passcodeHash: string | null };

type Row = {
  id: string;
  survey_id: string;
  client_name: string;
  expires_at: Date | string;
  passcode_hash: string | null;
  min_group_size: number;
  free_text: boolean;
  language: string;
  created_at: Date | string;
  revoked_at: Date | string | null;
  last_viewed_at: Date | string | null;
};

const COLUMNS =
  'id, survey_id, client_name, expires_at, passcode_hash, min_group_size, free_text, language, created_at, revoked_at, last_viewed_at';

function toRecord(row: Row, now: Date): ClientLinkRecord {
  const expiresAt = isoOrNull(row.expires_at) as string;
  const revokedAt = isoOrNull(row.revoked_at);
  return {
    id: row.id,
    surveyId: row.survey_id,
    clientName: row.client_name,
    expiresAt,
    passcode: row.passcode_hash !== null,
    passcodeHash: row.passcode_hash,
    minGroupSize: row.min_group_size,
    freeText: row.free_text,
    language: row.language as ClientLinkLanguage,
    createdAt: isoOrNull(row.created_at) as string,
    status: revokedAt ? 'revoked' : isExpired(expiresAt, now.toISOString()) ? 'expired' : 'open',
    revokedAt,
    lastViewedAt: isoOrNull(row.last_viewed_at),
  };
}

/** The link a presented token stands for, by the token's hash; null when none. */
export async function findLinkByTokenHash(db: Queryable, hash: string, now: Date): Promise<ClientLinkRecord | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM client_links WHERE token_hash = $1`, [hash]);
  return rows[0] ? toRecord(rows[0], now) : null;
}

export async function findLink(db: Queryable, linkId: string, now: Date): Promise<ClientLinkRecord | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM client_links WHERE id = $1`, [linkId]);
  return rows[0] ? toRecord(rows[0], now) : null;
}

/** A survey's links, newest first, without tokens or passcodes. */
export async function listLinksOfSurvey(db: Queryable, surveyId: string, now: Date): Promise<ClientLinkView[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM client_links WHERE survey_id = $1 ORDER BY created_at DESC, id DESC`,
    [surveyId],
  );
  return rows.map((row) => withoutPasscode(toRecord(row, now)));
}

export const withoutPasscode = ({ passcodeHash: _hash, ...view }: ClientLinkRecord): ClientLinkView => view;
