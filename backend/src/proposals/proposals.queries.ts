import { isoOrNull, type Queryable } from '../db/db';
import { DEFAULT_CURRENCY, DEFAULT_PAPER_SIZE, type ProposalDocument } from './proposal.types';

export type ProposalRow = {
  id: string;
  reportId: string;
  surveyId: string;
  title: string;
  clientName: string;
  draftedAt: string;
  editedAt: string | null;
};

type Row = {
  id: string;
  report_id: string;
  survey_id: string;
  title: string;
  client_name: string;
  drafted_at: Date | string;
  edited_at: Date | string | null;
  document?: string;
};

const SUMMARY_COLUMNS = 'id, report_id, survey_id, title, client_name, drafted_at, edited_at';

function toProposalRow(row: Row): ProposalRow {
  return {
    id: row.id,
    reportId: row.report_id,
    surveyId: row.survey_id,
    title: row.title,
    clientName: row.client_name,
    draftedAt: isoOrNull(row.drafted_at) as string,
    editedAt: isoOrNull(row.edited_at),
  };
}

export async function findProposal(
  db: Queryable,
  id: string,
): Promise<(ProposalRow & { document: ProposalDocument }) | null> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS}, document FROM proposals WHERE id = $1`, [id]);
  const row = rows[0];
  if (!row) return null;
  // A proposal drafted before paper and currency were chosen: US Letter, US dollars.
  const document = {
    paperSize: DEFAULT_PAPER_SIZE,
    currency: DEFAULT_CURRENCY,
    ...(JSON.parse(row.document as string) as Partial<ProposalDocument>),
  } as ProposalDocument;
  return { ...toProposalRow(row), document };
}

/** Newest first, without the documents. */
export async function listProposals(db: Queryable): Promise<ProposalRow[]> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS} FROM proposals ORDER BY drafted_at DESC, id DESC`);
  return rows.map(toProposalRow);
}

/** The survey's latest proposal (by drafting), without its document; null when none was drafted. */
export async function latestProposalOfSurvey(db: Queryable, surveyId: string): Promise<ProposalRow | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY_COLUMNS} FROM proposals WHERE survey_id = $1 ORDER BY drafted_at DESC, id DESC LIMIT 1`,
    [surveyId],
  );
  return rows[0] ? toProposalRow(rows[0]) : null;
}
