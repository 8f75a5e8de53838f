import type { AnalyseResponsesResult, ReportQuote } from '@seedline/shared';
import { canonicalJson } from '../common/canonical-json';
import type { RecordedEvent } from '../event-store/event-store';
import type { Projection } from '../projections/projection';
import type { RowChange } from '../projections/row-change';
import type { ResponseErased } from '../responses';
import { quoteErased } from './report-quote-keys';
import { isCurationEvent, reportEventTypes, type ReportEvent } from './report.events';

/** Where a report's quotes sit: the quote lists of its themes and of its opportunities. */
export const QUOTE_OWNERS = ['themes', 'opportunities'] as const;
export type QuoteOwner = (typeof QUOTE_OWNERS)[number];

/**
 * reports table from the report streams. The report is kept as JSON text with its quote lists empty;
 * each quote is a report_quotes row with the response it quotes, so erasing that response deletes it
 * (a quote of an erased response reads as REDACTED from the log, and is left out).
 */
export function projectReport(event: ReportEvent | ResponseErased): RowChange[] {
  switch (event.type) {
    case 'ResponseErased':
      return [
        { op: 'delete', table: 'report_quotes', key: { response_id: event.data.responseId } },
        {
          op: 'upsert',
          table: 'report_erased_responses',
          key: { response_id: event.data.responseId },
          values: { erased_at: event.data.erasedAt },
        },
      ];
    case 'ReportRequested': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'reports',
          key: { id: d.reportId },
          values: {
            survey_id: d.surveyId,
            status: 'queued',
            provider: d.provider,
            requested_at: d.requestedAt,
            coverage_responses: d.coverage.responses,
            coverage_from: d.coverage.from,
            coverage_to: d.coverage.to,
            coverage_low_quality_excluded: d.coverage.lowQualityExcluded ?? 0,
            coverage_low_quality_included: d.coverage.lowQualityIncluded ?? 0,
            started_at: null,
            completed_at: null,
            duration_ms: null,
            dropped_quotes: null,
            error: null,
            report: null,
          },
        },
      ];
    }
    case 'ReportStarted':
      return [
        {
          op: 'update',
          table: 'reports',
          key: { id: event.data.reportId },
          values: { status: 'running', started_at: event.data.startedAt },
        },
      ];
    case 'ReportCompleted': {
      const d = event.data;
      return [
        {
          op: 'update',
          table: 'reports',
          key: { id: d.reportId },
          values: {
            status: 'completed',
            provider: d.report.provider,
            completed_at: d.completedAt,
            duration_ms: d.durationMs,
            dropped_quotes: d.droppedQuotes,
            report: canonicalJson(withoutQuotes(d.report)),
          },
        },
        ...quoteRows(d.reportId, d.report),
      ];
    }
    case 'ReportFailed':
      return [
        {
          op: 'update',
          table: 'reports',
          key: { id: event.data.reportId },
          values: { status: 'failed', completed_at: event.data.failedAt, error: event.data.message },
        },
      ];
    case 'CurationCarriedOver':
      // The board is read from the stream itself (reports.service.ts board()).
      return [];
    default: {
      if (isCurationEvent(event)) return [];
      const unhandled: never = event;
      throw new Error(`Unhandled report event ${(unhandled as ReportEvent).type}`);
    }
  }
}

function withoutQuotes(report: AnalyseResponsesResult): AnalyseResponsesResult {
  return {
    ...report,
    themes: report.themes.map((theme) => ({ ...theme, quotes: [] })),
    opportunities: report.opportunities.map((opportunity) => ({ ...opportunity, quotes: [] })),
  };
}

function quoteRows(reportId: string, report: AnalyseResponsesResult): RowChange[] {
  return QUOTE_OWNERS.flatMap((owner) =>
    report[owner].flatMap((item: { quotes: ReportQuote[] }, ownerIndex) =>
      item.quotes.flatMap((quote, quoteIndex): RowChange[] =>
        quoteErased(quote)
          ? []
          : [
              {
                op: 'upsert',
                table: 'report_quotes',
                key: { id: `${reportId}/${owner}/${ownerIndex}/${quoteIndex}` },
                values: {
                  report_id: reportId,
                  owner,
                  owner_index: ownerIndex,
                  quote_index: quoteIndex,
                  response_id: quote.responseId,
                  quote: canonicalJson(quote),
                },
              },
            ],
      ),
    ),
  );
}

/**
 * JSON with every object's keys sorted: the live event and the one read back from the store (jsonb
 * reorders keys) give the same text, so a rebuild reproduces the row exactly.
 */

export const reportsProjection: Projection = {
  name: 'reports',
  tables: ['reports', 'report_quotes', 'report_erased_responses'],
  handles: [...reportEventTypes.filter((type) => !isCurationEvent({ type })), 'ResponseErased'],
  payloadOnly: true,
  project: (event: RecordedEvent) => projectReport(event as unknown as ReportEvent | ResponseErased),
};
