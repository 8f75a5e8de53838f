import { randomUUID } from 'node:crypto';
import { Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  safeParseAiJobResult,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  toJobData,
  AiJobFailedError,
  AiJobTimeoutError,
  AiUnavailableError,
  AiUnsupportedError,
  InvalidJobInputError,
  withTimeout,
} from '@seedline/shared';
import { waitForReady } from './redis-connection';
import { dropJobTraces } from './job-traces';
import { decodeOutcome, resultKey, type JobOutcome } from './result-channel';
import type { ResultListener } from './result-listener';

export type EnqueueAndAwaitOptions = {
  /** The whole budget, enqueue included. */
  timeoutMs: number;
  /** A command connection to the queue's Redis (fail-fast options recommended). */
  redis: Redis;
  /** Announcements of outcomes; without it the call relies on polling alone. */
  listener?: ResultListener;
  /** Fallback poll of the result key and the job's state. */
  pollIntervalMs?: number;
  /** Redis unreachable this long during a wait ends it with AiUnavailableError. */
  unavailableGraceMs?: number;
  /** Longest wait for the connection and for the add itself. */
  enqueueTimeoutMs?: number;
  jobId?: string;
  /** The API request that starts the job: it rides in the job's data, for the worker's log line. */
  requestId?: string;
};

const DEFAULTS = { pollIntervalMs: 1_000, unavailableGraceMs: 3_000, enqueueTimeoutMs: 2_000 };

/**
 * Adds the job and waits for its outcome. Every wait ends: by the announced outcome, by the result
 * key or the job's own state (polled, so a missed announcement or a restarted listener cannot lose
 * it), by AiUnavailableError when Redis is away, or by AiJobTimeoutError at the deadline.
 */
export async function enqueueAndAwait<N extends AiJobName>(
  queue: Queue,
  name: N,
  payload: AiJobPayloads[N],
  options: EnqueueAndAwaitOptions,
): Promise<AiJobResults[N]> {
  const settings = { ...DEFAULTS, ...options };
  const deadline = Date.now() + options.timeoutMs;
  const jobId = options.jobId ?? randomUUID();
  const key = resultKey(queue.opts.prefix ?? 'bull', queue.name, jobId);

  // Listen before adding, so an outcome announced at once is not missed.
  let announce: (outcome: JobOutcome) => void = () => undefined;
  const announced = new Promise<JobOutcome>((resolve) => (announce = resolve));
  const stopListening = options.listener?.wait(jobId, announce);
  try {
    await addJob(
      queue,
      name,
      toJobData(payload, { requestId: options.requestId }),
      jobId,
      options.redis,
      Math.min(settings.enqueueTimeoutMs, remaining(deadline)),
    );
    const outcome = await awaitOutcome({ queue, redis: options.redis, key, jobId, announced, deadline, settings });
    if (outcome === null) {
      await removeIfNotStarted(queue, jobId);
      throw new AiJobTimeoutError(name, options.timeoutMs, jobId);
    }
    // The caller has its result: the job's payload and result (respondents' words) leave Redis now.
    dropJobTraces(options.redis, queue, jobId, true).catch(() => undefined);
    return toResult(name, jobId, outcome);
  } finally {
    stopListening?.();
  }
}

async function addJob(queue: Queue, name: string, payload: unknown, jobId: string, redis: Redis, budgetMs: number) {
  // At start-up the first connect may still be under way; a connection already lost gets only a short grace.
  const connectBudget = redis.status === 'reconnecting' ? Math.min(500, budgetMs) : budgetMs;
  if (!(await waitForReady(redis, connectBudget))) throw new AiUnavailableError();
  try {
    await withTimeout(queue.add(name, payload, { jobId }), budgetMs);
  } catch (error) {
    throw new AiUnavailableError(undefined, { cause: error });
  }
}

type WaitContext = {
  queue: Queue;
  redis: Redis;
  key: string;
  jobId: string;
  announced: Promise<JobOutcome>;
  deadline: number;
  settings: typeof DEFAULTS;
};

/** The outcome, or null at the deadline. */
async function awaitOutcome(ctx: WaitContext): Promise<JobOutcome | null> {
  let unreachableSince: number | null = null;
  let failedStateSeen = false;
  while (remaining(ctx.deadline) > 0) {
    const outcome = await raceTimer(ctx.announced, Math.min(ctx.settings.pollIntervalMs, remaining(ctx.deadline)));
    if (outcome) return outcome;
    try {
      const polled = await poll(ctx);
      // A failure read from the job's state has lost the error's name (which tells bad input or an
      // unsupported job from a failure): the worker delivers the named outcome right after the job
      // turns failed, so the state is taken only when the next poll still finds nothing delivered.
      if (polled && (polled.delivered || polled.outcome.ok || failedStateSeen)) return polled.outcome;
      if (polled) failedStateSeen = true;
      unreachableSince = null;
    } catch (error) {
      unreachableSince ??= Date.now();
      if (Date.now() - unreachableSince >= ctx.settings.unavailableGraceMs) {
        throw new AiUnavailableError(undefined, { cause: error });
      }
    }
  }
  // Last look at the deadline: the outcome may have landed during the final interval.
  try {
    return (await poll(ctx))?.outcome ?? null;
  } catch (error) {
    throw new AiUnavailableError(undefined, { cause: error });
  }
}

/** The result key first (cheap, durable for its TTL, `delivered`), then the job's own state. */
async function poll({
  queue,
  redis,
  key,
  jobId,
}: WaitContext): Promise<{ outcome: JobOutcome; delivered: boolean } | null> {
  if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
  const raw = await redis.lpop(key);
  const message = raw ? decodeOutcome(raw) : null;
  if (message) return { outcome: message.outcome, delivered: true };
  // State first, then the job: read the other way round, a job finishing in between would pair a
  // final state with an earlier attempt's data (no return value yet, a retried attempt's reason).
  const state = await queue.getJobState(jobId);
  if (state !== 'completed' && state !== 'failed') return null;
  const job = await Job.fromId(queue, jobId);
  if (!job) return null; // trimmed meanwhile: the result key still has the outcome
  if (state === 'completed') return { outcome: { ok: true, result: job.returnvalue }, delivered: false };
  return {
    outcome: { ok: false, error: { name: 'Error', message: job.failedReason || 'unknown failure' } },
    delivered: false,
  };
}

function toResult<N extends AiJobName>(name: N, jobId: string, outcome: JobOutcome): AiJobResults[N] {
  if (!outcome.ok) {
    if (outcome.error.name === 'InvalidJobInputError') throw new InvalidJobInputError(outcome.error.message);
    if (outcome.error.name === 'AiUnsupportedError') throw new AiUnsupportedError(outcome.error.message);
    throw new AiJobFailedError(name, outcome.error.message, jobId);
  }
  const checked = safeParseAiJobResult(name, outcome.result);
  if (!checked.ok) throw new AiJobFailedError(name, `result outside the contract: ${checked.message}`, jobId);
  return checked.value;
}

/** A job nobody waits for any more should not spend provider calls; a started one is left to finish. */
async function removeIfNotStarted(queue: Queue, jobId: string): Promise<void> {
  try {
    const state = await queue.getJobState(jobId);
    if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await queue.remove(jobId);
  } catch {
    // best effort: the job may have started or Redis may be away
  }
}

function remaining(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

/** The promise's value if it settles within `ms`, else null; the timer never outlives the race. */
async function raceTimer<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
