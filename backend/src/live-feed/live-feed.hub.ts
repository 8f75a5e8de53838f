import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { ReadinessService } from '../ops/readiness.service';
import { RESPONSE_STREAM_PREFIX, toLiveEvent, type LiveEvent, type TailRow } from './live-change';
import { listenToLog, type LogNotifications } from './log-notifications';
import { tailStep, type Hole } from '../event-store/log-tail';

/** One watcher of a survey's feed: events reach it in position order, each once. */
export type LiveSubscriber = {
  surveyId: string;
  deliver(event: LiveEvent): void;
  /** Caught up: everything up to this position was delivered. */
  opened(position: number): void;
  close(): void;
};

/** A client further behind than this is told to reload instead of replaying the log. */
export const MAX_REPLAY = 10_000;
const BATCH = 1000;
/** While a hole is waited for, and as a safety net for lost wake-ups. */
const HOLE_RETRY_MS = 100;
const SAFETY_POLL_MS = 5000;
const RELISTEN_MS = 1000;
/** How long a replica's watch (live_feed_watchers) lasts unless refreshed on the safety poll. */
const WATCH_TTL_SECONDS = 60;

type RawTailRow = { global_position: string | number; stream_id: string; type: string; survey_id: string | null };

/**
 * This process's tail of the log: woken by LISTEN/NOTIFY (every replica sees every append), it reads
 * the log after the last position it delivered and hands each response event to the watchers of its
 * survey. Started by the first watcher; stopped on shutdown, ending every open stream.
 */
@Injectable()
export class LiveFeedHub implements OnModuleDestroy {
  private position = 0;
  private hole: Hole | null = null;
  /** Each watcher with the position it has been given up to. */
  private readonly subscribers = new Map<LiveSubscriber, number>();
  private starting: Promise<void> | null = null;
  private notifications: LogNotifications | null = null;
  private schema = '';
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private safety: NodeJS.Timeout | null = null;
  private stopped = false;
  /** This process's row in live_feed_watchers while it has streams open: only then do appends notify. */
  private readonly watcherId = randomUUID();
  private watching = false;

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    readiness: ReadinessService,
  ) {
    readiness.onDraining(() => this.closeAll());
  }

  /**
   * Adds a watcher. Events after `after` up to the tail's position come from the log (a resume), then
   * `opened` tells the position it is caught up to, then live events follow as they arrive. Answers
   * false when `after` is too far behind to replay (the client reloads instead).
   */
  async subscribe(subscriber: LiveSubscriber, after: number | null): Promise<boolean> {
    if (this.stopped) throw new Error('the live feed is shut down');
    await this.start();
    if (!this.watching) await this.watch();
    // A new viewer starts at the log's end, not at this process's tail, which lags behind while nobody
    // watched: what was written before the stream opened is on the viewer's screen already.
    const from = after ?? (await this.logEnd());
    const upTo = this.position;
    if (upTo - from > MAX_REPLAY) return false;
    // Live events that arrive while the log is read wait, then follow in order.
    const waiting: LiveEvent[] = [];
    const buffer: LiveSubscriber = { ...subscriber, deliver: (event) => waiting.push(event) };
    this.subscribers.set(buffer, upTo);
    try {
      if (from < upTo) {
        for (const event of await this.replay(subscriber.surveyId, from, upTo)) subscriber.deliver(event);
      }
    } finally {
      this.subscribers.delete(buffer);
    }
    // A client coming from a replica further ahead than this one is not told twice.
    const cursor = Math.max(from, upTo);
    subscriber.opened(cursor);
    for (const event of waiting) if (event.position > cursor) subscriber.deliver(event);
    this.subscribers.set(subscriber, Math.max(cursor, waiting.at(-1)?.position ?? 0));
    return true;
  }

  unsubscribe(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Ends every open stream (draining, shutdown). */
  closeAll(): void {
    for (const subscriber of [...this.subscribers.keys()]) {
      this.subscribers.delete(subscriber);
      subscriber.close();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.closeAll();
    if (this.timer) clearTimeout(this.timer);
    if (this.safety) clearInterval(this.safety);
    await this.starting?.catch(() => undefined);
    await this.reading?.catch(() => undefined);
    await this.notifications?.close();
    this.notifications = null;
    if (this.watching) await this.unwatch().catch(() => undefined);
  }

  private start(): Promise<void> {
    this.starting ??= (async () => {
      await this.listen();
      const { rows } = await this.db.query<{ schema: string; position: string | number | null }>(
        'SELECT current_schema() AS schema, (SELECT max(global_position) FROM events) AS position',
      );
      this.schema = rows[0]?.schema ?? '';
      this.position = Number(rows[0]?.position ?? 0);
      this.safety = setInterval(() => {
        this.wake();
        void this.keepWatch();
      }, SAFETY_POLL_MS);
      this.safety.unref();
    })().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  /**
   * From now on appends notify (the trigger sees this row). Appends that committed unnotified just
   * before are read right after, or at the latest by the safety poll: late, never lost.
   */
  private async watch(): Promise<void> {
    await this.db.query(
      `INSERT INTO live_feed_watchers (id, expires_at) VALUES ($1, now() + make_interval(secs => $2))
       ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [this.watcherId, WATCH_TTL_SECONDS],
    );
    const first = !this.watching;
    this.watching = true;
    if (first) this.wake();
  }

  private async unwatch(): Promise<void> {
    this.watching = false;
    await this.db.query('DELETE FROM live_feed_watchers WHERE id = $1', [this.watcherId]);
  }

  /** On each safety poll: refresh the watch while streams are open, drop it once none is. */
  private async keepWatch(): Promise<void> {
    try {
      if (this.subscribers.size > 0) await this.watch();
      else if (this.watching) await this.unwatch();
    } catch (error) {
      this.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'live feed: refreshing the watch failed',
      );
    }
  }

  private async listen(): Promise<void> {
    this.notifications = await listenToLog({
      db: this.db,
      onNotify: (schema) => {
        if (schema === this.schema) this.wake();
      },
      onLost: (error) => {
        this.notifications = null;
        if (this.stopped) return;
        this.logger.warn({ err: error.message }, 'live feed: LISTEN connection lost; reconnecting');
        this.relisten();
      },
    });
  }

  private relisten(): void {
    const retry = setTimeout(() => {
      if (this.stopped) return;
      // Appends made while nobody listened are read right after the connection is back.
      this.listen().then(
        () => this.wake(),
        () => this.relisten(),
      );
    }, RELISTEN_MS);
    retry.unref();
  }

  /** Reads the log after the position; one read at a time, a wake-up during a read reads again after it. */
  private wake(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readTail()
      .catch((error: unknown) => {
        this.logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'live feed: reading the log failed',
        );
      })
      .finally(() => {
        this.reading = null;
        if (this.readAgain) {
          this.readAgain = false;
          this.wake();
        }
      });
  }

  private async readTail(): Promise<void> {
    for (;;) {
      const { rows } = await this.db.query<RawTailRow>(
        `SELECT e.global_position, e.stream_id, e.type, s.data->>'surveyId' AS survey_id
         FROM events e
         LEFT JOIN events s ON e.stream_id LIKE '${RESPONSE_STREAM_PREFIX}%' AND s.stream_id = e.stream_id AND s.stream_version = 1
         WHERE e.global_position > $1 ORDER BY e.global_position LIMIT ${BATCH}`,
        [this.position],
      );
      const tail = rows.map(toTailRow);
      const gapped = tail.some(
        (row, index) => row.position !== (index === 0 ? this.position : tail[index - 1]!.position) + 1,
      );
      // Taken after the read: every writer that could hold a hole seen in it has its transaction id by now.
      const horizon = gapped ? await this.snapshot() : { xmin: 0n, xmax: 0n };
      const step = tailStep(
        this.position,
        tail.map((row) => row.position),
        this.hole,
        performance.now(), // the hole's grace is a duration: the monotonic clock
        horizon,
      );
      for (const row of tail.slice(0, step.deliver)) this.publish(row);
      this.position = step.position;
      this.hole = step.hole;
      if (step.hole) {
        if (this.timer) clearTimeout(this.timer);
        this.timer = setTimeout(() => this.wake(), HOLE_RETRY_MS);
        this.timer.unref();
        return;
      }
      if (rows.length < BATCH) return;
    }
  }

  private async snapshot(): Promise<{ xmin: bigint; xmax: bigint }> {
    const { rows } = await this.db.query<{ xmin: string; xmax: string }>(
      'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
    );
    return { xmin: BigInt(rows[0]!.xmin), xmax: BigInt(rows[0]!.xmax) };
  }

  private publish(row: TailRow): void {
    const event = toLiveEvent(row);
    if (!event) return;
    for (const [subscriber, given] of this.subscribers) {
      if (subscriber.surveyId !== event.surveyId || event.position <= given) continue;
      this.subscribers.set(subscriber, event.position);
      subscriber.deliver(event);
    }
  }

  /** The last position of the log. */
  private async logEnd(): Promise<number> {
    const { rows } = await this.db.query<{ position: string | number | null }>(
      'SELECT max(global_position) AS position FROM events',
    );
    return Number(rows[0]?.position ?? 0);
  }

  /** A survey's response events in (after, upTo], from the log. */
  private async replay(surveyId: string, after: number, upTo: number): Promise<LiveEvent[]> {
    const { rows } = await this.db.query<RawTailRow>(
      `SELECT e.global_position, e.stream_id, e.type, s.data->>'surveyId' AS survey_id
       FROM events e
       JOIN events s ON s.stream_id = e.stream_id AND s.stream_version = 1
       WHERE e.global_position > $1 AND e.global_position <= $2
         AND e.stream_id LIKE '${RESPONSE_STREAM_PREFIX}%' AND s.data->>'surveyId' = $3
       ORDER BY e.global_position`,
      [after, upTo, surveyId],
    );
    return rows.map(toTailRow).flatMap((row) => toLiveEvent(row) ?? []);
  }
}

function toTailRow(row: RawTailRow): TailRow {
  return { position: Number(row.global_position), streamId: row.stream_id, type: row.type, surveyId: row.survey_id };
}
