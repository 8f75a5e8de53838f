import type { AnalyseResponsesResult } from '@seedline/shared';
import { canonicalJson } from '../common/canonical-json';
import { projectReport } from './reports.projection';
import { withQuotes } from './reports.queries';

const coverage = { responses: 2, from: '2025-02-01T09:00:00.000Z', to: '2025-02-02T09:00:00.000Z' };
const report: AnalyseResponsesResult = {
  themes: [],
  opportunities: [],
  droppedQuotes: 1,
  coverage,
  provider: 'openai',
};

describe('reports projection', () => {
  it('inserts a queued row on ReportRequested, clearing any outcome', () => {
    expect(
      projectReport({
        type: 'ReportRequested',
        schemaVersion: 1,
        data: {
          reportId: 'r1',
          surveyId: 's1',
          requestedAt: '2025-03-01T10:00:00.000Z',
          provider: 'offline',
          coverage,
        },
      }),
    ).toEqual([
      {
        op: 'upsert',
        table: 'reports',
        key: { id: 'r1' },
        values: expect.objectContaining({
          survey_id: 's1',
          status: 'queued',
          provider: 'offline',
          coverage_responses: 2,
          coverage_from: coverage.from,
          coverage_to: coverage.to,
          report: null,
          error: null,
        }),
      },
    ]);
  });

  it('marks the row running on ReportStarted', () => {
    expect(
      projectReport({ type: 'ReportStarted', schemaVersion: 1, data: { reportId: 'r1', startedAt: 'T' } }),
    ).toEqual([{ op: 'update', table: 'reports', key: { id: 'r1' }, values: { status: 'running', started_at: 'T' } }]);
  });

  it('stores the report as JSON text, with the provider that made it, on ReportCompleted', () => {
    const [change] = projectReport({
      type: 'ReportCompleted',
      schemaVersion: 1,
      data: { reportId: 'r1', completedAt: 'T', durationMs: 1200, droppedQuotes: 1, report },
    });
    expect(change).toEqual({
      op: 'update',
      table: 'reports',
      key: { id: 'r1' },
      values: {
        status: 'completed',
        provider: 'openai',
        completed_at: 'T',
        duration_ms: 1200,
        dropped_quotes: 1,
        report: canonicalJson(report),
      },
    });
  });

  it('writes the report the same whatever the order of its keys (the store reorders them)', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
    expect(JSON.parse(canonicalJson(report))).toEqual(report);
  });

  it('keeps the message on ReportFailed', () => {
    expect(
      projectReport({ type: 'ReportFailed', schemaVersion: 1, data: { reportId: 'r1', failedAt: 'T', message: 'no' } }),
    ).toEqual([
      {
        op: 'update',
        table: 'reports',
        key: { id: 'r1' },
        values: { status: 'failed', completed_at: 'T', error: 'no' },
      },
    ]);
  });
});

describe('reports projection: quotes', () => {
  const quote = (responseId: string, text: string) => ({
    text,
    responseId,
    responseNumber: 1,
    questionId: 'q1',
    source: 'answer' as const,
    language: 'en' as const,
    gloss: null,
    glossNote: null,
  });
  const theme = {
    id: 't1',
    name: 'Invoices',
    summary: 'Typed by hand.',
    responseCount: 2,
    share: 1,
    quotes: [quote('a', 'by hand'), quote('b', '[erased]'), quote('c', 'every Monday')],
  };
  const withQuotesReport = { ...report, themes: [theme] } as AnalyseResponsesResult;

  it('keeps the report without its quotes, and one row per readable quote (an erased one is left out)', () => {
    const changes = projectReport({
      type: 'ReportCompleted',
      schemaVersion: 1,
      data: { reportId: 'r1', completedAt: 'T', durationMs: 1, droppedQuotes: 0, report: withQuotesReport },
    });
    expect(JSON.parse(changes[0]!.op === 'update' ? String(changes[0]!.values.report) : '')).toEqual({
      ...withQuotesReport,
      themes: [{ ...theme, quotes: [] }],
    });
    expect(changes.slice(1)).toEqual([
      expect.objectContaining({
        table: 'report_quotes',
        key: { id: 'r1/themes/0/0' },
        values: expect.objectContaining({ response_id: 'a', quote: canonicalJson(theme.quotes[0]) }),
      }),
      expect.objectContaining({ key: { id: 'r1/themes/0/2' }, values: expect.objectContaining({ response_id: 'c' }) }),
    ]);
  });

  it('deletes the quotes of an erased response from every report, and notes it for the boards', () => {
    expect(
      projectReport({
        type: 'ResponseErased',
        schemaVersion: 1,
        data: {
          responseId: 'a',
          erasedAt: 'T',
          surveyId: 's',
          surveyMode: 'traditional',
          language: null,
          answeredQuestionIds: [],
          completed: false,
        },
      }),
    ).toEqual([
      { op: 'delete', table: 'report_quotes', key: { response_id: 'a' } },
      // and the findings board leaves it out of every theme
      { op: 'upsert', table: 'report_erased_responses', key: { response_id: 'a' }, values: { erased_at: 'T' } },
    ]);
  });

  it('puts the remaining quotes back in place; a theme left without quotes keeps its counts', () => {
    const stripped = { ...withQuotesReport, themes: [{ ...theme, quotes: [] }] };
    expect(withQuotes(stripped, []).themes[0]).toEqual({ ...theme, quotes: [] });
    const rows = [{ owner: 'themes', owner_index: 0, quote: canonicalJson(theme.quotes[2]) }];
    expect(withQuotes(stripped, rows).themes[0]!.quotes).toEqual([theme.quotes[2]]);
  });
});
