import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/config';
import { CONFIG, DB } from '../../core/tokens';
import type { Db } from '../../db/db';
import { LogFollower, readLogCheckpoint, saveLogCheckpoint } from '../../event-store/log-follower';
import { rescoreSurvey } from './response-quality.read-model';
import { QUALITY_CHECKPOINT } from './response-quality.queries';
import { changed, dueForScoring, QUALITY_PASS_EVERY_MS, scored, type ScoringTimes } from './scoring-schedule';
import { ScoringThread } from './scoring-thread';

/** The survey a log event concerns, for the verdicts: its responses' events and its own (questions). */
const surveyOf = (event: { streamId: string; type: string; surveyId: string | null }): string | null =>
  // The consultant's overrule stands beside the computed verdicts (response_quality_overrules): nothing to rescore.
  event.type === 'ResponseQualityOverruled'
    ? null
    : event.streamId.startsWith('response-')
      ? event.surveyId
      : event.streamId.startsWith('survey-')
        ? event.streamId.slice('survey-'.length)
        : null;

/**
 * Keeps the response-quality verdicts (response-quality.read-model.ts) off the command path, so answering
 * costs nothing more: every pass reads the log after its checkpoint (LogFollower, which waits at a hole a
 * transaction in flight may fill), marks the surveys it touches pending, and rescores each pending survey
 * whole, so every verdict moves with the survey's medians. A survey being answered is scored once quiet
 * for 10 s or after a minute at most, never sooner than its cooldown (scoring-schedule.ts); the judging
 * runs on a thread at the lowest CPU priority (ScoringThread), so under load the requests are served
 * first. Any number of replicas may run it: a survey is scored under a transaction lock of its own, and a
 * replica that finds it taken leaves it pending for the next pass.
 */
@Injectable()
export class ResponseQualityKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ResponseQualityKeeper');
  private readonly follower: LogFollower;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  /** When each survey changed and was last scored, by this process's passes (scoring-schedule.ts). */
  private readonly times = new Map<string, ScoringTimes>();
  /** The scoring's CPU at the lowest priority, off the thread that serves requests. */
  private readonly scoringThread = new ScoringThread();

  // Cooldowns and the follower's wait at a hole are intervals, not dates: they run on the monotonic
  // clock (performance.now()), whatever clock the app's events are stamped with.
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.follower = new LogFollower(db, 500, () => performance.now());
  }

  /**
   * One pass, after any running one: reads the log, then rescores the pending surveys (all of them
   * when `settle`, cooldown or not). Answers the number of surveys rescored.
   */
  pass(options: { settle?: boolean } = {}): Promise<number> {
    const next = this.running.then(() => this.passNow(options.settle === true));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async passNow(settle: boolean): Promise<number> {
    await this.readLog();
    const { rows } = await this.db.query<{ survey_id: string }>(
      'SELECT survey_id FROM response_quality_pending ORDER BY survey_id',
    );
    let rescored = 0;
    for (const { survey_id: surveyId } of rows) {
      const started = performance.now();
      if (!settle && !dueForScoring(this.times.get(surveyId), started)) continue;
      const done = await this.db.transaction(async (tx) => {
        const { rows: lock } = await tx.query<{ taken: boolean }>(
          `SELECT pg_try_advisory_xact_lock(hashtext('response-quality:' || $1)) AS taken`,
          [surveyId],
        );
        if (!lock[0]?.taken) return false;
        // Marked again while this runs, it is pending again once this commits, and scored once more.
        await tx.query('DELETE FROM response_quality_pending WHERE survey_id = $1', [surveyId]);
        await rescoreSurvey(tx, surveyId, { scorer: this.scoringThread.scorer });
        return true;
      });
      if (!done) continue;
      rescored++;
      this.times.set(surveyId, scored(started, performance.now() - started));
    }
    return rescored;
  }

  /** Moves the checkpoint over what can be acted on, marking the surveys it concerns pending (one transaction per batch). */
  private async readLog(): Promise<void> {
    for (;;) {
      const from = await readLogCheckpoint(this.db, QUALITY_CHECKPOINT.table, QUALITY_CHECKPOINT.id);
      const batch = await this.follower.next(from);
      if (batch.position === from) return;
      const surveys = [...new Set(batch.ready.map(surveyOf).filter((id): id is string => id !== null))];
      const now = performance.now();
      for (const surveyId of surveys) this.times.set(surveyId, changed(this.times.get(surveyId), now));
      await this.db.transaction(async (tx) => {
        if (surveys.length > 0) {
          await tx.query(
            'INSERT INTO response_quality_pending (survey_id) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
            [surveys],
          );
        }
        await saveLogCheckpoint(tx, QUALITY_CHECKPOINT.table, QUALITY_CHECKPOINT.id, batch.position);
      });
      if (!batch.more) return;
    }
  }

  onApplicationBootstrap(): void {
    if (!this.config.qualityKeeper) return;
    const run = () => {
      void this.pass().catch((error: unknown) => this.logger.warn(`Quality pass failed: ${String(error)}`));
    };
    this.timer = setInterval(run, QUALITY_PASS_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.scoringThread.close();
  }
}
