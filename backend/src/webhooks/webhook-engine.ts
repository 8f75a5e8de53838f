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
  private stopped = false;

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

  /** Changes settings while running (specs shorten the retry schedule this way). */
  tune(settings: Partial<WebhookSettings>): void {
    Object.assign(this.settings, settings);
  }

  start(): void {
    this.stopped = false;
    void this.wake();
    this.sweep();
    this.pollTimer = setInterval(() => void this.wake(), this.settings.pollMs);
    this.sweepTimer = setInterval(() => this.sweep(), this.settings.sweepMs);
    this.pollTimer.unref();
    this.sweepTimer.unref();
  }

  /** Reads the log now (a pass at a time). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.passing ??= this.readLog()
      .catch((error: unknown) => this.options.onError?.(asError(error), 'webhook dispatcher'))
      .finally(() => {
        this.passing = null;
      });
    return this.passing;
  }

  /** Queues a delivery stored outside the log (a test event, a redelivery). */
  enqueue(deliveryId: string): Promise<void> {
    return this.queue.enqueue(deliveryId, 0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.passing;
    await this.queue.close();
  }

  private async readLog(): Promise<void> {
    while (!this.stopped && (await this.dispatcher.pass()));
  }

  private sweep(): void {
    dueDeliveryIds(this.options.db, 500)
      .then((ids) => this.enqueueAll(ids))
      .catch((error: unknown) => this.options.onError?.(asError(error), 'webhook sweep'));
  }

  private async enqueueAll(ids: readonly string[]): Promise<void> {
    if (this.stopped) return;
    for (const id of ids) await this.queue.enqueue(id, 0);
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
