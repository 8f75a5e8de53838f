import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AiJobRunner } from '@seedline/worker';
import { AI_RUNNER } from '../core/tokens';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { ReportsService } from './reports.service';

/** How often unfinished reports are looked up on the runner (what a dropped message or a restart missed). */
export const REPORT_SWEEP_MS = 30_000;

/**
 * Records report jobs' outcomes as the runner reports them: each finished job at once (the runner's
 * signal), and every unfinished report at start (a job that finished while the API was down) and then
 * every REPORT_SWEEP_MS (the queue's signal is best effort; a lost job fails after its grace). One
 * lookup at a time per report; the decider makes a second recording of the same outcome a no-op, so
 * several API replicas may all listen.
 */
@Injectable()
export class ReportOutcomes implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopListening: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    @Inject(AI_RUNNER) private readonly runner: AiJobRunner,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    private readonly reports: ReportsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = this.runner.onJobFinished((jobId) => void this.record(jobId));
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), REPORT_SWEEP_MS);
    this.timer.unref();
  }

  /** Looks up every unfinished report's job and records what is new. */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      const ids = await this.reports.unfinished();
      await Promise.all(ids.map((id) => this.record(id)));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'report sweep failed');
    }
  }

  private record(reportId: string): Promise<void> {
    const running = this.inFlight.get(reportId);
    if (running) return running;
    const done = this.reports
      .recordOutcome(reportId)
      .catch((error: unknown) => {
        this.logger.warn({ reportId, err: (error as Error).message }, 'report outcome not recorded');
      })
      .finally(() => this.inFlight.delete(reportId));
    this.inFlight.set(reportId, done);
    return done;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight.values());
  }
}
