import type { Db } from '../db/db';
import { createBullmqDeliveryQueue, createInProcessDeliveryQueue, type DeliveryQueue } from './delivery-queue';
import { WebhookDeliverer, type DelivererSettings } from './webhook-deliverer';
import { WebhookDispatcher } from './webhook-dispatcher';
import type { PayloadSources } from './webhook-payload';
import { RETRY_SCHEDULE_MS } from './webhook-schedule';
import { SEND_TIMEOUT_MS } from './webhook-sender';
import { dueDeliveryIds } from './webhooks.queries';

export type WebhookSettings = DelivererSettings & {
  /** How often the log is read for new events. */
  pollMs: number;
  /** How often pending deliveries left without a job (a crash, a lost Redis) are queued again. */
  sweepMs: number;
};

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, 'allowLoopback'> = {
  retrySchedule: RETRY_SCHEDULE_MS,
  leaseMs: SEND_TIMEOUT_MS + 5000,
  timeoutMs: SEND_TIMEOUT_MS,
  pollMs: 1000,
  sweepMs: 5000,
};

export type WebhookEngineOptions = {
  db: Db;
  sources: PayloadSources;
  settings: WebhookSettings;
  /** BullMQ on this Redis; unset: the in-process queue. */
  redis?: { url: string; prefix: string } | null;
  onError?: (error: Error, what: string) => void;
};

/**
 * The outbound side: a dispatcher that turns the log into stored deliveries, a queue that runs them,
 * and a sweep that re-queues whatever a crash left pending. Started and stopped with the app.
 */
export class WebhookEngine {
  readonly settings: WebhookSettings;
  private readonly queue: DeliveryQueue;
  private readonly dispatcher: WebhookDispatcher;
  private readonly deliverer: WebhookDeliverer;
  private pollTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private passing: Promise<void> | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = false;
  /** What is failing now: told once until it works again (a database outage is not logged every second). */
  private readonly failing = new Set<string>();

  constructor(private readonly options: WebhookEngineOptions) {
    this.settings = { ...options.settings };
    this.deliverer = new WebhookDeliverer(options.db, options.sources, () => this.settings);
    const process = (id: string) => this.deliverer.attempt(id);
    const onError = (error: Error) => options.onError?.(error, 'webhook queue');
    this.queue = options.redis
      ? createBullmqDeliveryQueue({ connection: options.redis.url, prefix: options.redis.prefix, onError }, process)
      : createInProcessDeliveryQueue(process, onError);
    this.dispatcher = new WebhookDispatcher(options.db, (ids) => this.enqueueAll(ids));
  }

  get queueKind(): DeliveryQueue['kind'] {
    return this.queue.kind;
  }

  /** Changes settings while running (specs shorten the retry schedule and the polling this way). */
  tune(settings: Partial<WebhookSettings>): void {
    Object.assign(this.settings, settings);
    if (this.pollTimer) this.startTimers();
  }

  start(): void {
    this.stopped = false;
    void this.wake();
    this.sweep();
    this.startTimers();
  }

  /** Reads the log now (a pass at a time). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.passing ??= this.readLog()
      .then(() => void this.failing.delete('webhook dispatcher'))
      .catch((error: unknown) => this.report(error, 'webhook dispatcher'))
      .finally(() => {
        this.passing = null;
      });
    return this.passing;
  }

  /**
   * Queues a delivery stored outside the log (a test event, a redelivery). A queue that is away is
   * logged, not thrown: the delivery is stored, and the sweep queues it once the queue is back.
   */
  async enqueue(deliveryId: string): Promise<void> {
    await this.queue
      .enqueue(deliveryId, 0)
      .catch((error: unknown) => this.options.onError?.(asError(error), 'webhook queue'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.passing;
    await this.sweeping;
    await this.queue.close();
  }

  private startTimers(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.pollTimer = setInterval(() => void this.wake(), this.settings.pollMs);
    this.sweepTimer = setInterval(() => this.sweep(), this.settings.sweepMs);
    this.pollTimer.unref();
    this.sweepTimer.unref();
  }

  private async readLog(): Promise<void> {
    while (!this.stopped && (await this.dispatcher.pass()));
  }

  private sweep(): void {
    if (this.stopped || this.sweeping) return;
    this.sweeping = dueDeliveryIds(this.options.db, 500)
      .then((ids) => this.enqueueAll(ids))
      .then(() => void this.failing.delete('webhook sweep'))
      .catch((error: unknown) => this.report(error, 'webhook sweep'))
      .finally(() => {
        this.sweeping = null;
      });
  }

  private report(error: unknown, what: string): void {
    if (this.failing.has(what)) return;
    this.failing.add(what);
    this.options.onError?.(asError(error), what);
  }

  private async enqueueAll(ids: readonly string[]): Promise<void> {
    if (this.stopped) return;
    for (const id of ids) await this.queue.enqueue(id, 0);
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
