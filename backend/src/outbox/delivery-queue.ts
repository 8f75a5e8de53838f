import { Queue, Worker, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { closeQueueAndWorker } from './bullmq-close';

// A channel's own queue (`webhooks`, `mail`). A job is one row's attempts, its id the row's (a webhook's
// webhook-id), so adding it twice is adding it once. With REDIS_URL: a BullMQ queue whose worker runs in
// every API process (an attempt needs the database and the read models). Without: timers in this
// process, the same processor (the embedded default).

/** Makes one attempt; answers the wait before the next one, or null when the row is settled. */
export type DeliveryProcessor = (deliveryId: string) => Promise<number | null>;

export type DeliveryQueue = {
  readonly kind: 'bullmq' | 'in-process';
  /** Runs the delivery after `delayMs`; one queued already is left as it is. */
  enqueue(deliveryId: string, delayMs: number): Promise<void>;
  close(): Promise<void>;
};

/** Thrown from a BullMQ job to have it retried after `delayMs` under the same job id. */
class RetryLater extends Error {
  constructor(readonly delayMs: number) {
    super(`retry in ${delayMs} ms`);
  }
}

/** Enough attempts that the channel's own schedule, not BullMQ's count, decides when to stop. */
const JOB_ATTEMPTS = 1000;

/** A shutdown lets an attempt in progress finish (it ends within the 10 s send timeout). */
const CLOSE_WAIT_MS = 12_000;

export function createBullmqDeliveryQueue(
  options: {
    connection: string;
    prefix: string;
    /** The channel's queue: each channel runs on a queue of its own. */
    name: string;
    concurrency?: number;
    onError?: (error: Error) => void;
  },
  process: DeliveryProcessor,
): DeliveryQueue {
  const connections: Redis[] = [];
  const connect = (extra: RedisOptions) => {
    // disconnectTimeout: a socket that never closes after QUIT is dropped at once.
    const redis = new Redis(options.connection, { disconnectTimeout: 200, ...extra });
    redis.on('error', (error) => options.onError?.(error));
    connections.push(redis);
    return redis;
  };
  // The producer fails fast while Redis is away (the delivery is stored, and the sweep queues it later);
  // the worker's connection waits for Redis as BullMQ requires.
  const queue = new Queue(options.name, {
    connection: connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }),
    prefix: options.prefix,
  });
  const worker = new Worker(
    options.name,
    async (job: Job<{ deliveryId: string }>) => {
      const wait = await process(job.data.deliveryId);
      if (wait !== null) throw new RetryLater(wait);
    },
    {
      connection: connect({ maxRetriesPerRequest: null }),
      prefix: options.prefix,
      concurrency: options.concurrency ?? 4,
      // A killed process's job is taken up again within about half a minute (the lock is renewed
      // every 10 s while an attempt runs, and an attempt ends within 10 s).
      lockDuration: 20_000,
      stalledInterval: 10_000,
      settings: { backoffStrategy: (_made, _type, error) => (error instanceof RetryLater ? error.delayMs : 1000) },
    },
  );
  worker.on('error', (error) => options.onError?.(error));
  queue.on('error', (error) => options.onError?.(error));
  return {
    kind: 'bullmq',
    async enqueue(deliveryId, delayMs) {
      await queue.add(
        'deliver',
        { deliveryId },
        {
          jobId: deliveryId,
          delay: delayMs,
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'outbox' },
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    },
    close: () => closeQueueAndWorker({ queue, worker, connections, waitMs: CLOSE_WAIT_MS }),
  };
}

export function createInProcessDeliveryQueue(
  process: DeliveryProcessor,
  onError?: (error: Error) => void,
): DeliveryQueue {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  const schedule = (deliveryId: string, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(deliveryId);
      const run = process(deliveryId)
        .then((wait) => {
          if (wait !== null && !closed) schedule(deliveryId, wait);
        })
        .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))))
        .finally(() => running.delete(run));
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.set(deliveryId, timer);
  };
  return {
    kind: 'in-process',
    enqueue(deliveryId, delayMs) {
      if (!closed && !timers.has(deliveryId)) schedule(deliveryId, delayMs);
      return Promise.resolve();
    },
    async close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
