import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { AI_DEFAULT_PREFIX, AI_QUEUE, parseAiJobPayload, type AiJobName, type AiJobPayloads, type AiJobResults } from '../contract/ai-jobs';
import { AiUnavailableError } from '../errors';
import { DEFAULT_AI_JOB_TIMEOUT_MS, type AiJobRunner, type RunOptions } from './ai-job-runner';
import { enqueueAndAwait } from './enqueue-and-await';
import { AI_JOB_OPTIONS } from './job-options';
import { FAIL_FAST_REDIS_OPTIONS, createRedis, type RedisConnection } from './redis-connection';
import { resultChannel } from './result-channel';
import { ResultListener } from './result-listener';

export type BullmqAiRunnerOptions = {
  connection: RedisConnection;
  prefix?: string;
  queueName?: string;
  /** AI_JOB_TIMEOUT_MS: the budget of a run without its own timeout. */
  defaultTimeoutMs?: number;
  pollIntervalMs?: number;
  unavailableGraceMs?: number;
  logger?: Logger;
};

/**
 * The API side of the `ai` queue: validates the payload, enqueues, and awaits the result (see
 * enqueueAndAwait). Redis being away never hangs a call: it answers AiUnavailableError quickly.
 */
export class BullmqAiRunner implements AiJobRunner {
  readonly kind = 'bullmq' as const;
  /** The queue, for the operator dashboard. */
  readonly queue: Queue;
  private readonly redis: Redis;
  private readonly listener: ResultListener;
  private readonly defaultTimeoutMs: number;
  private closing: Promise<void> | null = null;

  constructor(private readonly options: BullmqAiRunnerOptions) {
    const prefix = options.prefix ?? AI_DEFAULT_PREFIX;
    const queueName = options.queueName ?? AI_QUEUE;
    const logger = options.logger ?? pino({ name: 'ai-queue' });
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_AI_JOB_TIMEOUT_MS;

    this.redis = createRedis(options.connection, FAIL_FAST_REDIS_OPTIONS);
    const subscriber = createRedis(options.connection, {
      connectionName: `${prefix}:${queueName}:results-listener`,
      maxRetriesPerRequest: null,
      retryStrategy: FAIL_FAST_REDIS_OPTIONS.retryStrategy,
      disconnectTimeout: FAIL_FAST_REDIS_OPTIONS.disconnectTimeout,
    });
    const warn = throttledWarn(logger);
    this.redis.on('error', (error) => warn(`ai queue connection: ${error.message}`));
    subscriber.on('error', (error) => warn(`ai results listener connection: ${error.message}`));

    this.queue = new Queue(queueName, { connection: this.redis, prefix, defaultJobOptions: AI_JOB_OPTIONS });
    this.queue.on('error', (error) => warn(`ai queue: ${error.message}`));
    this.listener = new ResultListener(subscriber, resultChannel(prefix, queueName));
  }

  async run<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: RunOptions = {}): Promise<AiJobResults[N]> {
    if (this.closing) throw new AiUnavailableError('The AI queue client is shut down');
    const valid = parseAiJobPayload(name, payload);
    return enqueueAndAwait(this.queue, name, valid, {
      timeoutMs: options.timeoutMs ?? this.defaultTimeoutMs,
      requestId: options.requestId,
      redis: this.redis,
      listener: this.listener,
      pollIntervalMs: this.options.pollIntervalMs,
      unavailableGraceMs: this.options.unavailableGraceMs,
    });
  }

  /** True when the queue's Redis answers right now (for health checks). */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // With Redis away the queue would wait for it forever: end the connection first then.
      if (this.redis.status !== 'ready') this.redis.disconnect();
      await withCap(this.queue.close(), 5_000);
      await withCap(this.listener.close(), 2_000);
      if (this.redis.status !== 'end') await withCap(this.redis.quit(), 2_000);
      this.redis.disconnect();
    })();
    return this.closing;
  }
}

/** Waits for the promise at most `ms`, ignoring its failure: shutdown must not hang. */
async function withCap(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Redis keeps reconnecting while away: say so once in a while, not on every attempt. */
function throttledWarn(logger: Logger, everyMs = 30_000): (message: string) => void {
  let last = 0;
  return (message) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    logger.warn(message);
  };
}
