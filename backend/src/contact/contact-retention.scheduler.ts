import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { withTimeout } from '@seedline/shared';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, type Clock } from '../core/tokens';
import { closeQueueAndWorker } from '../outbox/bullmq-close';
import { CONTACT_RETENTION_EVERY_MS, eraseExpiredContactMessages } from './contact-retention';
import { ContactService } from './contact.service';

export const CONTACT_RETENTION_QUEUE = 'contact-retention';
export const CONTACT_RETENTION_SCHEDULER_ID = 'erase-expired-contact-messages';
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Erases contact messages past their retention period on a schedule. With REDIS_URL: a BullMQ job
 * scheduler (one job per period however many API replicas there are), run by a worker in this process,
 * which has the database and the data keys. Embedded: an in-process timer (unref'd), plus a run at start.
 */
@Injectable()
export class ContactRetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ContactRetention');
  private timer: NodeJS.Timeout | null = null;
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private connections: Redis[] = [];
  private running: Promise<unknown> = Promise.resolve();
  /** Settles once the job scheduler is registered with Redis (or that failed, logged); start-up does not wait for it. */
  registered: Promise<void> = Promise.resolve();

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly contact: ContactService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One pass: erases what has expired by now. */
  async runOnce(clock: Clock = this.clock): Promise<number> {
    const erased = await eraseExpiredContactMessages(this.contact, clock);
    if (erased > 0) this.logger.log(`Erased ${erased} contact message(s) past the retention period`);
    return erased;
  }

  onApplicationBootstrap(): void {
    if (this.config.redisUrl) {
      // Redis may be away at start: the API starts anyway, the scheduler registers once it is back.
      this.registered = this.startQueue(this.config.redisUrl).catch((error: unknown) =>
        this.logger.warn(`Retention job scheduler not registered: ${String(error)}`),
      );
      return;
    }
    const run = () => {
      this.running = this.runOnce().catch((error: unknown) =>
        this.logger.warn(`Retention run failed: ${String(error)}`),
      );
    };
    this.timer = setInterval(run, CONTACT_RETENTION_EVERY_MS);
    this.timer.unref();
    setImmediate(run).unref();
  }

  private async startQueue(url: string): Promise<void> {
    const prefix = this.config.queuePrefix;
    const connect = () => {
      // disconnectTimeout: a socket that never closes after QUIT is dropped at once (ioredis would keep a 2 s timer).
      const redis = new Redis(url, { maxRetriesPerRequest: null, disconnectTimeout: 200 });
      redis.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
      this.connections.push(redis);
      return redis;
    };
    this.queue = new Queue(CONTACT_RETENTION_QUEUE, { connection: connect(), prefix });
    this.queue.on('error', (error) => this.logger.warn(`Retention queue: ${error.message}`));
    this.worker = new Worker(CONTACT_RETENTION_QUEUE, () => this.runOnce(), {
      connection: connect(),
      prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`Retention worker: ${error.message}`));
    await this.queue.upsertJobScheduler(
      CONTACT_RETENTION_SCHEDULER_ID,
      { every: CONTACT_RETENTION_EVERY_MS },
      { name: 'erase-expired', opts: { removeOnComplete: 10, removeOnFail: 50 } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await withTimeout(this.registered, SHUTDOWN_WAIT_MS).catch(() => undefined);
    // With Redis away, closing could wait on it forever: a run in progress gets a moment, then the sockets go.
    await closeQueueAndWorker({
      queue: this.queue,
      worker: this.worker,
      connections: this.connections,
      waitMs: SHUTDOWN_WAIT_MS,
    });
    this.connections = [];
  }
}
