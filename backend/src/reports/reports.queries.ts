import { isoOrNull, type Queryable } from '../db/db';
import type { ReportStatus } from './report.decider';
import type { AnalyseResponsesResult, ReportQuote } from '@seedline/shared';

export type ReportRow = {
  id: string;
  surveyId: string;
  status: ReportStatus;
  provider: 'offline' | 'openai';
  requestedAt: string;
  completedAt: string | null;
  durationMs: number | null;
  coverage: {
    responses: number;
    from: string | null;
    to: string | null;
    lowQualityExcluded: number;
    lowQualityIncluded: number;
  };
  error: string | null;
  report: AnalyseResponsesResult | null;
};

type Row = {
  id: string;
  survey_id: string;
  status: ReportStatus;
  provider: 'offline' | 'openai';
  requested_at: Date | string;
  completed_at: Date | string | null;
  duration_ms: number | null;
  coverage_responses: number;
  coverage_from: Date | string | null;
  coverage_to: Date | string | null;
  coverage_low_quality_excluded: number;
  coverage_low_quality_included: number;
  error: string | null;
  report?: string | null;
};

const SUMMARY_COLUMNS =
  'id, survey_id, status, provider, requested_at, completed_at, duration_ms, coverage_responses, coverage_from, coverage_to, coverage_low_quality_excluded, coverage_low_quality_included, error';

function toReportRow(row: Row): ReportRow {
  return {
    id: row.id,
    surveyId: row.survey_id,
    status: row.status,
    provider: row.provider,
    requestedAt: isoOrNull(row.requested_at) as string,
    completedAt: isoOrNull(row.completed_at),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    coverage: {
      responses: Number(row.coverage_responses),
      from: isoOrNull(row.coverage_from),
      to: isoOrNull(row.coverage_to),
      lowQualityExcluded: Number(row.coverage_low_quality_excluded ?? 0),
      lowQualityIncluded: Number(row.coverage_low_quality_included ?? 0),
    },
    error: row.error,
    report: row.report ? (JSON.parse(row.report) as AnalyseResponsesResult) : null,
  };
}

/** The report with its quotes put back in place (those of erased responses are gone). */
export async function findReport(db: Queryable, id: string): Promise<ReportRow | null> {
  const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS}, report FROM reports WHERE id = $1`, [id]);
  if (!rows[0]) return null;
  const row = toReportRow(rows[0]);
  if (!row.report) return row;
  const { rows: quotes } = await db.query<QuoteRow>(
    'SELECT owner, owner_index, quote FROM report_quotes WHERE report_id = $1 ORDER BY owner, owner_index, quote_index',
    [id],
  );
  return { ...row, report: withQuotes(row.report, quotes) };
}

type QuoteRow = { owner: string; owner_index: number; quote: string };

/** The report's quotes still standing (erased responses' are gone), each with its place `<owner>/<index>/<quote index>`. */
export async function findReportQuotes(
  db: Queryable,
  reportId: string,
): Promise<Array<{ place: string; quote: ReportQuote }>> {
  const { rows } = await db.query<QuoteRow & { quote_index: number }>(
    `SELECT owner, owner_index, quote_index, quote FROM report_quotes WHERE report_id = $1
     ORDER BY owner, owner_index, quote_index`,
    [reportId],
  );
  return rows.map((row) => ({
    place: `${row.owner}/${row.owner_index}/${row.quote_index}`,
    quote: JSON.parse(row.quote) as ReportQuote,
  }));
}

/** Quotes (in order) appended to the lists of the themes and opportunities they belong to. */
export function withQuotes(report: AnalyseResponsesResult, quotes: readonly QuoteRow[]): AnalyseResponsesResult {
  const owners = { themes: report.themes, opportunities: report.opportunities } as const;
  const out = {
    ...report,
    themes: report.themes.map((theme) => ({ ...theme, quotes: [...theme.quotes] })),
    opportunities: report.opportunities.map((opportunity) => ({ ...opportunity, quotes: [...opportunity.quotes] })),
  };
  for (const quote of quotes) {
    if (!(quote.owner in owners)) continue;
    const item = out[quote.owner as keyof typeof owners][Number(quote.owner_index)];
    item?.quotes.push(JSON.parse(quote.quote) as ReportQuote);
  }
  return out;
}

/** Newest first, without the reports themselves. */
export async function listReports(db: Queryable, surveyId: string): Promise<ReportRow[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${SUMMARY_COLUMNS} FROM reports WHERE survey_id = $1 ORDER BY requested_at DESC, id DESC`,
    [surveyId],
  );
  return rows.map(toReportRow);
}

/** Reports still queued or running: their job's outcome is not recorded yet. */
export async function unfinishedReportIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM reports WHERE status IN ('queued', 'running') ORDER BY requested_at",
  );
  return rows.map((row) => row.id);
}

/** The survey's completed reports, newest first (a re-run looks for the latest curated one). */
export async function latestCompletedReportIds(db: Queryable, surveyId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM reports WHERE survey_id = $1 AND status = 'completed' ORDER BY requested_at DESC, id DESC LIMIT $2`,
    [surveyId, limit],
  );
  return rows.map((row) => row.id);
}

/** Which of these responses were erased (they leave every theme of every board). */
export async function erasedAmong(db: Queryable, responseIds: readonly string[]): Promise<Set<string>> {
  if (responseIds.length === 0) return new Set();
  const { rows } = await db.query<{ response_id: string }>(
    'SELECT response_id FROM report_erased_responses WHERE response_id = ANY($1::text[])',
    [responseIds],
  );
  return new Set(rows.map((row) => row.response_id));
}
