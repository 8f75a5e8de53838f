import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../core/event-store.service';
import { listAbandonmentSettings } from '../surveys';
import { decider, streamIdFor } from './response.decider';

/** How often unfinished responses are looked at. */
export const ABANDONMENT_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Responses closed per survey and pass, at most (the next pass takes the rest). */
export const ABANDONMENT_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closes unfinished responses of the surveys that set an abandonment period (issue 34) as
 * ResponseAbandoned events. The read model only proposes candidates (started before the cutoff, no
 * answer since); the response's decider decides from its own stream (a follow-up since, completed
 * meanwhile: nothing), so a pass is idempotent and any number of API replicas may run it: at worst
 * they read the same candidates, and the second append of one response records nothing. Hence an
 * in-process timer in every process rather than a job scheduler on Redis (contact retention's), which
 * would save those duplicate reads only.
 */
@Injectable()
export class ResponseAbandonment implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ResponseAbandonment');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One pass as of `clock()`: answers how many responses it closed. */
  async sweep(clock: Clock = this.clock): Promise<number> {
    const now = clock();
    let closed = 0;
    for (const { surveyId, days } of await listAbandonmentSettings(this.db)) {
      const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
      const { rows } = await this.db.query<{ id: string }>(
        `SELECT r.id FROM responses r
         WHERE r.survey_id = $1 AND r.completed_at IS NULL AND r.abandoned_at IS NULL AND r.submitted_at <= $2
           AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.response_id = r.id AND a.answered_at > $2)
         ORDER BY r.submitted_at, r.id LIMIT $3`,
        [surveyId, cutoff, ABANDONMENT_BATCH],
      );
      for (const { id } of rows) {
        const result = await this.events.handle(decider, streamIdFor(id), {
          type: 'AbandonResponse',
          responseId: id,
          abandonAfterDays: days,
          now: now.toISOString(),
        });
        closed += result.events.length;
      }
    }
    if (closed > 0) this.logger.log(`Closed ${closed} abandoned response(s)`);
    return closed;
  }

  onApplicationBootstrap(): void {
    const run = () => {
      this.running = this.sweep().catch((error: unknown) =>
        this.logger.warn(`Abandonment sweep failed: ${String(error)}`),
      );
    };
    this.timer = setInterval(run, ABANDONMENT_SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
