import { Inject, Injectable } from '@nestjs/common';
import { type AiJobRunner, type JobStatus } from '@seedline/worker';
import {
  ANALYSE_RESPONSES_JOB,
  MAX_ANALYSED_QUESTIONS,
  type AnalyseResponsesPayload,
  type AnalysedResponse,
  type AnalyseResponsesResult,
  type ReportQuote,
} from '@seedline/shared';
import { aiFailure } from '../ai';
import type { AppConfig } from '../config/config';
import { AI_RUNNER, CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { currentRequestId } from '../ops/request-context';
import { ResponsesForAnalysis, type LowQualityChoice } from '../responses';
import { SurveysService } from '../surveys';
import { decider, streamIdFor, CURATE_NOT_COMPLETED_MESSAGE, type ReportCommand } from './report.decider';
import { boardLog } from './board-history';
import { baselineOf, curatedFindings, quoteKeyOf, type CurationBaseline, type CurationChange } from './findings-board';
import type { CurateReportDto } from './findings-board.dto';
import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import type { ReportCoverage } from './report.events';
import {
  erasedAmong,
  findReport,
  findReportQuotes,
  latestCompletedReportIds,
  listReports,
  unfinishedReportIds,
  type ReportRow,
} from './reports.queries';
import type { FindingsBoardView, ReportQueuedView, ReportSummaryView, ReportView } from './reports.views';

export type PlacedReportQuote = { place: string; quote: ReportQuote };
export type ReportOpportunityWithThemes = AnalyseResponsesResult['opportunities'][number] & { themeNames?: string[] };

/** A job the runner has never heard of this long after the request was lost (restart, trimmed queue). */
export const LOST_JOB_GRACE_MS = 60_000;
export const LOST_JOB_MESSAGE =
  'The analysis job was lost before it finished (the server restarted or the queue forgot it); please request a new report';

/**
 * Reports: asked for here, run on the AI queue (fire and forget). A job's outcome is recorded when the
 * runner reports it (ReportOutcomes: the runner's finished-job signal, and a sweep at start and every
 * half minute for what a restart or a dropped message missed) as ReportStarted / ReportCompleted /
 * ReportFailed. Reads only read: the recorded report, with the job's live state and progress beside it.
 */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(AI_RUNNER) private readonly runner: AiJobRunner,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    private readonly events: EventStoreService,
    private readonly surveys: SurveysService,
    private readonly responses: ResponsesForAnalysis,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDS) private readonly newId: IdSource,
  ) {}

  /**
   * 1. read the survey and its answered responses, 2. record ReportRequested, 3. start the job.
   * Low-quality responses are left out unless `lowQuality` is 'include' (issue 50); the report says
   * how many it left out or counted.
   */
  async request(surveyIdOrSlug: string, options: { lowQuality?: LowQualityChoice } = {}): Promise<ReportQueuedView> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const [questions, { responses, lowQualityExcluded, lowQualityIncluded }] = await Promise.all([
      this.surveys.questions(survey.id),
      this.responses.forSurveyWithQuality(survey.id, { includeLowQuality: options.lowQuality === 'include' }),
    ]);
    const reportId = this.newId();
    const baseline = await this.baselineFor(survey.id);
    await this.record(reportId, {
      type: 'RequestReport',
      reportId,
      surveyId: survey.id,
      provider: this.config.provider.kind,
      coverage: coverageOf(responses, { lowQualityExcluded, lowQualityIncluded }),
      ...(baseline ? { baseline } : {}),
      now: this.clock().toISOString(),
    });
    const payload: AnalyseResponsesPayload = {
      surveyId: survey.id,
      // The question's type, options and unit let the analysis infer each question's role (issue 46).
      questions: questions.slice(0, MAX_ANALYSED_QUESTIONS).map((q) => ({
        id: q.id,
        text: q.questionText.slice(0, 1_000),
        questionType: q.questionType,
        ...(q.options ? { options: q.options.slice(0, 50).map((o) => o.label.slice(0, 200)) } : {}),
        ...(q.numberRange?.unit ? { unit: q.numberRange.unit.slice(0, 40) } : {}),
        // The consultant's choice in the builder; absent, the analysis infers it.
        ...(q.analysisRole ? { role: q.analysisRole } : {}),
      })),
      responses,
    };
    try {
      // Recorded before it starts: the embedded runner begins once this request has been answered.
      await this.runner.start(ANALYSE_RESPONSES_JOB, payload, { jobId: reportId, requestId: currentRequestId() });
    } catch (error) {
      const failure = aiFailure(error);
      const message = failure.error instanceof Error ? failure.error.message : 'The analysis could not be started';
      await this.record(reportId, { type: 'FailReport', reportId, message, now: this.clock().toISOString() });
      throw failure.error;
    }
    return { id: reportId, status: 'queued' };
  }

  async list(surveyIdOrSlug: string): Promise<ReportSummaryView[]> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const rows = await listReports(this.db, survey.id);
    return Promise.all(rows.map(async (row) => summaryOf(row, await this.live(row))));
  }

  async get(id: string): Promise<ReportView> {
    const row = await findReport(this.db, id);
    if (!row) throw new NotFoundError('Report not found');
    return {
      ...summaryOf(row, await this.live(row)),
      error: row.error,
      ...(row.report
        ? { report: { ...row.report, themes: row.report.themes.map(({ responseIds: _ids, ...t }) => t) } }
        : {}),
    };
  }

  /** The findings board: the report's curation (its stream) over the analysis, with the quotes still standing. */
  async board(id: string): Promise<FindingsBoardView> {
    const row = await findReport(this.db, id);
    if (!row) throw new NotFoundError('Report not found');
    const { state: log } = await this.events.load(boardLog, streamIdFor(id));
    if (!row.report || log.state.status !== 'completed' || !log.state.board) {
      throw new IllegalStateError(CURATE_NOT_COMPLETED_MESSAGE);
    }
    const board = log.state.board;
    const erased = await erasedAmong(this.db, [...new Set(board.themes.flatMap((t) => t.responseIds))]);
    const findings = curatedFindings(board, row.report, erased);
    return { reportId: id, ...findings, history: log.history, carriedFrom: log.carriedFrom };
  }

  /**
   * The report as the board curated it, for drafting a proposal: the themes shown (curated names, chosen
   * quotes; hidden themes and unkept candidates left out), the opportunities through them. Its quotes are
   * placed where the curated report holds them; `storedPlace` gives each one's place in the stored report
   * (what a proposal refers to, so an erasure still withdraws it).
   */
  async curatedReport(
    id: string,
  ): Promise<{ report: AnalyseResponsesResult; quotes: PlacedReportQuote[]; storedPlace: Map<string, string> }> {
    const row = await findReport(this.db, id);
    const findings = await this.board(id);
    const stored = new Map<string, string>();
    for (const { place, quote } of await this.quotes(id)) {
      if (!stored.has(quoteKeyOf(quote))) stored.set(quoteKeyOf(quote), place);
    }
    const themes = findings.themes
      .filter((t) => !t.hidden && t.origin !== 'candidate' && t.responseCount > 0)
      .map((t) => ({
        id: t.id,
        name: t.name,
        // A sentence of counts only (a curated theme's) is left to the proposal's own count.
        summary: t.summary.startsWith('Raised in ') ? '' : t.summary,
        responseCount: t.responseCount,
        share: t.share,
        quotes: t.quotes,
      }));
    const opportunities = findings.opportunities.map(({ themeNames: _n, iceEditReason: _r, ...o }) => ({
      ...o,
      themeIds: o.themeIds,
    }));
    const report = { ...row!.report!, themes, opportunities } as AnalyseResponsesResult;
    const quotes: PlacedReportQuote[] = [];
    const storedPlace = new Map<string, string>();
    for (const owner of ['themes', 'opportunities'] as const) {
      report[owner].forEach((item: { quotes: ReportQuote[] }, i) =>
        item.quotes.forEach((quote, j) => {
          const place = stored.get(quoteKeyOf(quote));
          if (!place) return;
          quotes.push({ place: `${owner}/${i}/${j}`, quote });
          storedPlace.set(`${owner}/${i}/${j}`, place);
        }),
      );
    }
    // The proposal names the themes each opportunity serves.
    findings.opportunities.forEach((o, i) => {
      (report.opportunities[i] as ReportOpportunityWithThemes).themeNames = o.themeNames;
    });
    return { report, quotes, storedPlace };
  }

  /** One change to the findings board, recorded on the report's stream with who made it. */
  async curate(id: string, dto: CurateReportDto, actor: string | null): Promise<FindingsBoardView> {
    const change = curationChangeOf(dto, () => `split-${this.newId()}`);
    await this.events.handle(
      decider,
      streamIdFor(id),
      { type: 'CurateReport', reportId: id, change },
      { metadata: actor ? { actor } : {} },
    );
    return this.board(id);
  }

  /**
   * A re-run keeps the curation of the survey's latest curated report: its themes by their responses,
   * without the responses erased since.
   */
  private async baselineFor(surveyId: string): Promise<CurationBaseline | null> {
    for (const reportId of await latestCompletedReportIds(this.db, surveyId, 5)) {
      const { state: log } = await this.events.load(boardLog, streamIdFor(reportId));
      if (log.state.status !== 'completed' || !log.state.board) continue;
      if (log.history.length === 0) continue;
      const board = log.state.board;
      const erased = await erasedAmong(this.db, [...new Set(board.themes.flatMap((t) => t.responseIds))]);
      const baseline = baselineOf(board, reportId);
      return {
        ...baseline,
        themes: baseline.themes.map((t) => ({ ...t, responseIds: t.responseIds.filter((r) => !erased.has(r)) })),
      };
    }
    return null;
  }

  /** The report's quotes still standing, each with its place in the report (what proposals refer to). */
  quotes(reportId: string): Promise<Array<{ place: string; quote: ReportQuote }>> {
    return findReportQuotes(this.db, reportId);
  }

  /** Reports whose outcome is not recorded yet (what the sweep looks up). */
  async unfinished(): Promise<string[]> {
    return unfinishedReportIds(this.db);
  }

  /**
   * Records what the job runner now knows of the report's job (started, completed, failed, lost), if
   * anything new; a job's payload and result leave the runner once its outcome is recorded. Nothing
   * for an id that is not an unfinished report (the runner tells of every job it finished).
   */
  async recordOutcome(reportId: string): Promise<void> {
    const row = await findReport(this.db, reportId);
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    let status: JobStatus<AnalyseResponsesResult>;
    try {
      status = await this.runner.inspect(ANALYSE_RESPONSES_JOB, row.id);
    } catch (error) {
      // The queue is away: the next sweep looks again.
      this.logger.warn({ reportId: row.id, err: (error as Error).message }, 'report job state unavailable');
      return;
    }
    const command = commandFor(row, status, this.clock().toISOString());
    if (!command) return;
    await this.record(row.id, command);
    if (command.type === 'CompleteReport' || command.type === 'FailReport') await this.forgetJob(row.id);
  }

  /** The job's state as the runner knows it now, read only (a queue away reads as nothing new). */
  private async live(row: ReportRow): Promise<LiveJob> {
    if (row.status === 'completed' || row.status === 'failed') return { running: false, progress: 100 };
    try {
      const status = await this.runner.inspect(ANALYSE_RESPONSES_JOB, row.id);
      return { running: status.state === 'running', progress: 'progress' in status ? status.progress : 0 };
    } catch {
      return { running: false, progress: 0 };
    }
  }

  /** Recorded: the job's payload (every answer) and result (every quote) leave the queue. */
  private async forgetJob(reportId: string): Promise<void> {
    try {
      await this.runner.forget(reportId);
    } catch (error) {
      this.logger.warn({ reportId, err: (error as Error).message }, 'report job not forgotten');
    }
  }

  private async record(reportId: string, command: ReportCommand): Promise<void> {
    await this.events.handle(decider, streamIdFor(reportId), command);
  }
}

/** What the job's state means for the report stream, if anything new. */
export function commandFor(
  row: Pick<ReportRow, 'id' | 'status' | 'requestedAt'>,
  status: JobStatus<AnalyseResponsesResult>,
  now: string,
): ReportCommand | null {
  switch (status.state) {
    case 'queued':
      return null;
    case 'running':
      return row.status === 'queued' ? { type: 'StartReport', reportId: row.id, now } : null;
    case 'completed':
      return { type: 'CompleteReport', reportId: row.id, report: status.result, finishedAt: status.finishedAt, now };
    case 'failed':
      return { type: 'FailReport', reportId: row.id, message: status.message, finishedAt: status.finishedAt, now };
    case 'missing':
      return Date.parse(now) - Date.parse(row.requestedAt) > LOST_JOB_GRACE_MS
        ? { type: 'FailReport', reportId: row.id, message: LOST_JOB_MESSAGE, now }
        : null;
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown job state ${JSON.stringify(unhandled)}`);
    }
  }
}

export function coverageOf(
  responses: readonly Pick<AnalysedResponse, 'startedAt'>[],
  { lowQualityExcluded = 0, lowQualityIncluded = 0 }: { lowQualityExcluded?: number; lowQualityIncluded?: number } = {},
): ReportCoverage {
  const times = responses.map((r) => r.startedAt).sort();
  return {
    responses: responses.length,
    from: times[0] ?? null,
    to: times[times.length - 1] ?? null,
    ...(lowQualityExcluded > 0 ? { lowQualityExcluded } : {}),
    ...(lowQualityIncluded > 0 ? { lowQualityIncluded } : {}),
  };
}

/** What a read learns of an unfinished report's job, without recording it. */
type LiveJob = { running: boolean; progress: number };

function summaryOf(row: ReportRow, live: LiveJob): ReportSummaryView {
  const finished = row.status === 'completed' || row.status === 'failed';
  return {
    id: row.id,
    surveyId: row.surveyId,
    // A job the runner has begun reads as running before ReportStarted is recorded.
    status: row.status === 'queued' && live.running ? 'running' : row.status,
    progress: finished ? 100 : Math.max(0, Math.min(100, Math.round(live.progress))),
    requestedAt: row.requestedAt,
    completedAt: row.completedAt,
    provider: row.provider,
    durationMs: row.durationMs,
    coverage: { responses: row.coverage.responses, from: row.coverage.from, to: row.coverage.to },
    lowQualityExcluded: row.coverage.lowQualityExcluded,
    lowQualityIncluded: row.coverage.lowQualityIncluded,
  };
}

const need = <T>(value: T | undefined, field: string): T => {
  if (value === undefined || value === null) throw new ValidationError(`${field} is required for this change`);
  return value;
};

/** The request's change, with the fields its type needs. */
export function curationChangeOf(dto: CurateReportDto, newThemeId: () => string): CurationChange {
  switch (dto.type) {
    case 'ThemeRenamed':
      return { type: dto.type, data: { themeId: need(dto.themeId, 'themeId'), name: need(dto.name, 'name') } };
    case 'ThemesMerged':
      return {
        type: dto.type,
        data: { themeId: need(dto.themeId, 'themeId'), intoThemeId: need(dto.intoThemeId, 'intoThemeId') },
      };
    case 'ThemeSplit':
      return {
        type: dto.type,
        data: {
          themeId: need(dto.themeId, 'themeId'),
          newThemeId: newThemeId(),
          name: need(dto.name, 'name'),
          responseIds: need(dto.responseIds, 'responseIds'),
        },
      };
    case 'ThemeHidden':
      return { type: dto.type, data: { themeId: need(dto.themeId, 'themeId'), reason: dto.reason ?? '' } };
    case 'ThemeShown':
    case 'ThemeKept':
      return { type: dto.type, data: { themeId: need(dto.themeId, 'themeId') } };
    case 'AnswerMoved':
      return {
        type: dto.type,
        data: {
          responseId: need(dto.responseId, 'responseId'),
          fromThemeId: need(dto.fromThemeId, 'fromThemeId'),
          toThemeId: need(dto.toThemeId, 'toThemeId'),
        },
      };
    case 'QuotesChosen':
      return {
        type: dto.type,
        data: { themeId: need(dto.themeId, 'themeId'), quoteKeys: need(dto.quoteKeys, 'quoteKeys') },
      };
    case 'SegmentNotesSet':
      return { type: dto.type, data: { themeId: need(dto.themeId, 'themeId'), notes: dto.notes ?? '' } };
    case 'IceScoresEdited':
      return {
        type: dto.type,
        data: {
          opportunityId: need(dto.opportunityId, 'opportunityId'),
          impact: need(dto.impact, 'impact'),
          confidence: need(dto.confidence, 'confidence'),
          ease: need(dto.ease, 'ease'),
          reason: dto.reason ?? '',
        },
      };
    default: {
      const unhandled: never = dto.type;
      throw new ValidationError(`Unknown change ${String(unhandled)}`);
    }
  }
}
