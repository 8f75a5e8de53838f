import { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import {
  AI_DEFAULT_PREFIX,
  AI_QUEUE,
  parseAiJobPayload,
  safeParseAiJobResult,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  toJobData,
  AiUnavailableError,
  withTimeout,
  DEFAULT_AI_JOB_TIMEOUT_MS,
} from '@seedline/shared';
import { type AiJobRunner, type JobStatus, type RunOptions, type StartOptions } from './ai-job-runner';
import { enqueueAndAwait } from './enqueue-and-await';
import { dropJobTraces, eraseMentions } from './job-traces';
import { AI_JOB_OPTIONS, STARTED_JOB_NAMES } from './job-options';
import { FAIL_FAST_REDIS_OPTIONS, createRedis, waitForReady, type RedisConnection } from './redis-connection';
import { decodeOutcome, resultChannel, resultKey, type JobOutcome } from './result-channel';
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

  async run<N extends AiJobName>(
    name: N,
    payload: AiJobPayloads[N],
    options: RunOptions = {},
  ): Promise<AiJobResults[N]> {
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

  /** Adds the job under the caller's id and returns: the worker runs it, inspect() tells how it went. */
  async start<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: StartOptions): Promise<void> {
    if (this.closing) throw new AiUnavailableError('The AI queue client is shut down');
    const valid = parseAiJobPayload(name, payload);
    if (!(await waitForReady(this.redis, START_TIMEOUT_MS))) throw new AiUnavailableError();
    try {
      await withTimeout(
        this.queue.add(name, toJobData(valid, { requestId: options.requestId }), {
          jobId: options.jobId,
          ...FIRE_AND_FORGET_JOB_OPTIONS,
        }),
        START_TIMEOUT_MS,
      );
    } catch (error) {
      throw new AiUnavailableError(undefined, { cause: error });
    }
  }

  /**
   * The delivered outcome first (the worker keeps it under the job's result key for days, even once
   * the job itself is trimmed), then the job's own state and progress.
   */
  async inspect<N extends AiJobName>(name: N, jobId: string): Promise<JobStatus<AiJobResults[N]>> {
    if (this.redis.status !== 'ready') throw new AiUnavailableError();
    try {
      const raw = await this.redis.lindex(resultKey(this.queue.opts.prefix ?? 'bull', this.queue.name, jobId), 0);
      const delivered = raw ? decodeOutcome(raw) : null;
      if (delivered) return statusOf(name, delivered.outcome, delivered.finishedAt);
      const state = await this.queue.getJobState(jobId);
      const job = state === 'unknown' ? null : await Job.fromId(this.queue, jobId);
      if (!job) return { state: 'missing' };
      const progress = typeof job.progress === 'number' ? job.progress : 0;
      const finishedAt = job.finishedOn ? new Date(job.finishedOn).toISOString() : undefined;
      if (state === 'completed') return statusOf(name, { ok: true, result: job.returnvalue }, finishedAt);
      if (state === 'failed') {
        return {
          state: 'failed',
          progress,
          message: job.failedReason || 'unknown failure',
          ...(finishedAt ? { finishedAt } : {}),
        };
      }
      return { state: state === 'active' ? 'running' : 'queued', progress };
    } catch (error) {
      throw new AiUnavailableError(undefined, { cause: error });
    }
  }

  async forget(jobId: string): Promise<void> {
    try {
      await dropJobTraces(this.redis, this.queue, jobId);
    } catch (error) {
      throw new AiUnavailableError(undefined, { cause: error });
    }
  }

  onJobFinished(listener: (jobId: string) => void): () => void {
    // Every outcome is announced on one channel: the awaited jobs' (chat follow-ups) are not for this listener.
    return this.listener.watch((jobId, jobName) => {
      if (jobName === undefined || STARTED_JOB_NAMES.has(jobName)) listener(jobId);
    });
  }

  /** The queue keeps its jobs; its dashboard (bull-board) lists them. */
  recentJobs(): null {
    return null;
  }

  async forgetMentions(ids: readonly string[]): Promise<number> {
    try {
      return await eraseMentions(this.redis, this.queue, ids);
    } catch (error) {
      throw new AiUnavailableError(undefined, { cause: error });
    }
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

const START_TIMEOUT_MS = 2_000;

/** A started job is looked up later by the API: keep it (and its progress) longer than the awaited ones. */
const FIRE_AND_FORGET_JOB_OPTIONS = {
  removeOnComplete: { age: 7 * 24 * 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
};

function statusOf<N extends AiJobName>(
  name: N,
  outcome: JobOutcome,
  finishedAt: string | undefined,
): JobStatus<AiJobResults[N]> {
  const at = finishedAt ? { finishedAt } : {};
  if (!outcome.ok) return { state: 'failed', progress: 100, message: outcome.error.message, ...at };
  const checked = safeParseAiJobResult(name, outcome.result);
  return checked.ok
    ? { state: 'completed', progress: 100, result: checked.value, ...at }
    : { state: 'failed', progress: 100, message: `result outside the contract: ${checked.message}`, ...at };
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
