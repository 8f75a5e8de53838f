// Facts of a report stream (`report-<id>`): an analysis of a survey's responses, asked for, run on the
// AI queue, and finished one way or the other. Stored as JSON: times are ISO strings.
import type { AnalyseResponsesResult, AnalysisProvider } from '@seedline/shared';
import { CURATION_TYPES, type CurationBaseline, type CurationChange } from './findings-board';

/** Which responses the report reads: those with answer text, and the span of their start times. */
export type ReportCoverage = {
  responses: number;
  from: string | null;
  to: string | null;
  /** Low-quality responses left out of the analysis (issue 50); absent on reports requested before. */
  lowQualityExcluded?: number;
  /** Low-quality responses counted in, the consultant having asked for them (issue 50); absent when none. */
  lowQualityIncluded?: number;
};

export type ReportRequested = {
  type: 'ReportRequested';
  schemaVersion: 1;
  data: {
    reportId: string;
    surveyId: string;
    requestedAt: string;
    /** The provider the API expects to run it; ReportCompleted names the one that did. */
    provider: AnalysisProvider;
    coverage: ReportCoverage;
  };
};

/** The job was seen running (recorded when the API first finds it so). */
export type ReportStarted = {
  type: 'ReportStarted';
  schemaVersion: 1;
  data: { reportId: string; startedAt: string };
};

export type ReportCompleted = {
  type: 'ReportCompleted';
  schemaVersion: 1;
  data: {
    reportId: string;
    completedAt: string;
    /** From the request to the end of the job (or, when the runner cannot say, to when the API learned of it). */
    durationMs: number;
    droppedQuotes: number;
    report: AnalyseResponsesResult;
  };
};

export type ReportFailed = {
  type: 'ReportFailed';
  schemaVersion: 1;
  data: { reportId: string; failedAt: string; message: string };
};

/** A re-run: the curation of the survey's latest curated report, carried into this one (ids only). */
export type CurationCarriedOver = {
  type: 'CurationCarriedOver';
  schemaVersion: 1;
  data: { reportId: string; baseline: CurationBaseline };
};

/** The findings board's changes (findings-board.ts): ids and the consultant's own words, never a respondent's. */
export type ReportCurated = CurationChange & { schemaVersion: 1 };

export type ReportEvent =
  ReportRequested | ReportStarted | ReportCompleted | ReportFailed | CurationCarriedOver | ReportCurated;
export type ReportEventType = ReportEvent['type'];

// A Record, so adding an event type without listing it here breaks the build.
const listed: Record<ReportEventType, true> = {
  ReportRequested: true,
  ReportStarted: true,
  ReportCompleted: true,
  ReportFailed: true,
  CurationCarriedOver: true,
  ...(Object.fromEntries(CURATION_TYPES.map((type) => [type, true])) as Record<ReportCurated['type'], true>),
};
export const reportEventTypes = Object.keys(listed) as ReportEventType[];

/** A findings-board change (or the curation a re-run carries): read from the stream, not projected. */
export const isCurationEvent = (event: { type: string }): event is ReportCurated =>
  (CURATION_TYPES as readonly string[]).includes(event.type);
