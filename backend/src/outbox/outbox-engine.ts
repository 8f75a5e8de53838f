import type { Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { createBullmqDeliveryQueue, createInProcessDeliveryQueue, type DeliveryQueue } from './delivery-queue';
import type { OutboxChannel, OutboxRow, OutboxSettings } from './outbox-channel';
import { OutboxDispatcher } from './outbox-dispatcher';

export type OutboxEngineOptions<Row extends OutboxRow, Result, S extends OutboxSettings> = {
  db: Db;
  channel: OutboxChannel<Row, Result, S>;
  settings: S;
  /** BullMQ on this Redis (the channel's own queue); unset: the in-process queue. */
  redis?: { url: string; prefix: string } | null;
  onError?: (error: Error, what: string) => void;
  clock: Clock;
};

/** Rows a sweep queues at most; the rest wait for the next sweep. */
const SWEEP_LIMIT = 500;

/**
 * One channel's outbound side, started and stopped with the app: a dispatcher that turns the log into
 * stored rows, a queue that runs their attempts (claim, send, record), a sweep that queues again
 * whatever a crash left pending, and the channel's chores. What fails is told once until it works
 * again (a database outage is not logged every second).
 */
export class OutboxEngine<Row extends OutboxRow, Result, S extends OutboxSettings> {
  readonly settings: S;
  private readonly channel: OutboxChannel<Row, Result, S>;
  private readonly queue: DeliveryQueue;
  private readonly dispatcher: OutboxDispatcher | null;
  private timers: NodeJS.Timeout[] = [];
  /** The work in progress by what it is: a second call while one runs shares it. */
  private readonly running = new Map<string, Promise<void>>();
  private readonly failing = new Set<string>();
  private stopped = false;

  constructor(private readonly options: OutboxEngineOptions<Row, Result, S>) {
    const { channel, db, redis } = options;
    this.channel = channel;
    this.settings = { ...options.settings };
    const process = (id: string) => this.attempt(id);
    const onError = (error: Error) => options.onError?.(error, `${channel.name} queue`);
    // A channel that is off opens no connection to Redis.
    this.queue =
      redis && channel.enabled
        ? createBullmqDeliveryQueue(
            {
              connection: redis.url,
              prefix: redis.prefix,
              name: channel.queue.name,
              concurrency: channel.queue.concurrency,
              onError,
            },
            process,
          )
        : createInProcessDeliveryQueue(process, onError);
    const now = () => options.clock().getTime();
    this.dispatcher = channel.fromLog
      ? new OutboxDispatcher(db, channel.fromLog, (ids) => this.enqueueAll(ids), now)
      : null;
  }

  get queueKind(): DeliveryQueue['kind'] {
    return this.queue.kind;
  }

  get enabled(): boolean {
    return this.channel.enabled;
  }

  /** Changes settings while running (specs shorten the retry schedule and the polling this way). */
  tune(settings: Partial<S>): void {
    Object.assign(this.settings, settings);
    if (this.timers.length > 0) this.startTimers();
  }

  start(): void {
    if (!this.enabled) return;
    this.stopped = false;
    void this.wake();
    void this.sweep();
    this.startTimers();
  }

  /** Reads the log now (a pass at a time). */
  wake(): Promise<void> {
    const dispatcher = this.dispatcher;
    if (!dispatcher || !this.enabled) return Promise.resolve();
    return this.once(`${this.channel.name} dispatcher`, async () => {
      while (!this.stopped && (await dispatcher.pass()));
    });
  }

  /**
   * Queues a row stored outside the log (a test event, a redelivery, a command's own row). A queue that
   * is away is logged, not thrown: the row is stored, and the sweep queues it once the queue is back.
   */
  async enqueue(id: string): Promise<void> {
    await this.queue
      .enqueue(id, 0)
      .catch((error: unknown) => this.options.onError?.(asError(error), `${this.channel.name} queue`));
  }

  /** Queues rows just stored (they are due now). */
  async enqueueAll(ids: readonly string[]): Promise<void> {
    if (this.stopped) return;
    for (const id of ids) await this.queue.enqueue(id, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await Promise.all(this.running.values());
    await this.queue.close();
    this.channel.close?.();
  }

  private startTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    const every = (ms: number, work: () => unknown) => setInterval(work, ms);
    this.timers = [
      every(this.settings.pollMs, () => void this.wake()),
      every(this.settings.sweepMs, () => void this.sweep()),
      ...(this.channel.chores ?? []).map((chore) =>
        every(chore.everyMs(this.settings), () => void this.once(chore.what, chore.run)),
      ),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Queues what is due and held by nobody. */
  private sweep(): Promise<void> {
    return this.once(`${this.channel.name} sweep`, async () =>
      this.enqueueAll(await this.channel.dueIds(this.options.db, SWEEP_LIMIT)),
    );
  }

  /** One attempt: hold the row, send it, record the outcome. Answers the wait before the next, or null. */
  private async attempt(id: string): Promise<number | null> {
    const settings = this.settings;
    const row = await this.channel.claim(this.options.db, id, settings.leaseMs);
    if (!row) return null;
    return this.channel.record(row, await this.channel.send(row, settings), settings);
  }

  /** Runs `work` unless it runs already (then answers that run); a failure is told once until it works again. */
  private once(what: string, work: () => Promise<unknown>): Promise<void> {
    if (this.stopped) return Promise.resolve();
    let run = this.running.get(what);
    if (!run) {
      run = work()
        .then(() => void this.failing.delete(what))
        .catch((error: unknown) => this.report(error, what))
        .finally(() => this.running.delete(what));
      this.running.set(what, run);
    }
    return run;
  }

  private report(error: unknown, what: string): void {
    if (this.failing.has(what)) return;
    this.failing.add(what);
    this.options.onError?.(asError(error), what);
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
