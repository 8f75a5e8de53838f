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
import { NotFoundError } from '../common/errors';
import type { AppConfig } from '../config/config';
import { AI_RUNNER, CLOCK, CONFIG, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { currentRequestId } from '../ops/request-context';
import { ResponsesForAnalysis } from '../responses';
import { SurveysService } from '../surveys';
import { decider, streamIdFor, type ReportCommand } from './report.decider';
import type { ReportCoverage } from './report.events';
import { findReport, findReportQuotes, listReports, unfinishedReportIds, type ReportRow } from './reports.queries';
import type { ReportQueuedView, ReportSummaryView, ReportView } from './reports.views';

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

  /** 1. read the survey and its answered responses, 2. record ReportRequested, 3. start the job. */
  async request(surveyIdOrSlug: string): Promise<ReportQueuedView> {
    const survey = await this.surveys.get(surveyIdOrSlug);
    const [questions, responses] = await Promise.all([
      this.surveys.questions(survey.id),
      this.responses.forSurvey(survey.id),
    ]);
    const reportId = this.newId();
    await this.record(reportId, {
      type: 'RequestReport',
      reportId,
      surveyId: survey.id,
      provider: this.config.provider.kind,
      coverage: coverageOf(responses),
      now: this.clock().toISOString(),
    });
    const payload: AnalyseResponsesPayload = {
      surveyId: survey.id,
      questions: questions
        .slice(0, MAX_ANALYSED_QUESTIONS)
        .map((q) => ({ id: q.id, text: q.questionText.slice(0, 1_000) })),
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
      ...(row.report ? { report: row.report } : {}),
    };
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

export function coverageOf(responses: readonly Pick<AnalysedResponse, 'startedAt'>[]): ReportCoverage {
  const times = responses.map((r) => r.startedAt).sort();
  return { responses: responses.length, from: times[0] ?? null, to: times[times.length - 1] ?? null };
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
    coverage: row.coverage,
  };
}
