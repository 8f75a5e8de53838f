import { Worker, type ConnectionOptions, type Job } from 'bullmq';
import { asQueueFailure, isUnrecoverable } from './final-failure';
import pino, { type Logger } from 'pino';
import { AI_DEFAULT_PREFIX, AI_QUEUE, jobContextOf } from '@seedline/shared';
import type { AiProvider } from '../providers/ai-provider';
import { processAiJob } from '../processors/process-ai-job';
import {
  AI_JOB_OPTIONS,
  AI_WORKER_STALL_SETTINGS,
  RESULT_TTL_SECONDS,
  STARTED_JOB_NAMES,
  STARTED_RESULT_TTL_SECONDS,
} from './job-options';
import { errorMessage, loggedAttempt } from './job-log';
import { createRedis, type RedisConnection } from './redis-connection';
import { deliverOutcome, type JobOutcome } from './result-channel';

export type AiWorkerOptions = {
  connection: RedisConnection;
  provider: AiProvider;
  concurrency?: number;
  prefix?: string;
  queueName?: string;
  logger?: Logger;
  /** Stalled-job recovery; defaults in AI_WORKER_STALL_SETTINGS (tests shorten them). */
  lockDuration?: number;
  stalledInterval?: number;
  maxStalledCount?: number;
  resultTtlSeconds?: number;
};

/**
 * The BullMQ worker of the `ai` queue. Each job runs through processAiJob; each attempt logs one
 * JSON line (see loggedAttempt) that names the API request which started the job; each final
 * outcome is delivered to the result key and channel the API waits on.
 */
export function createAiWorker(options: AiWorkerOptions): Worker {
  const prefix = options.prefix ?? AI_DEFAULT_PREFIX;
  const queueName = options.queueName ?? AI_QUEUE;
  const logger = options.logger ?? pino({ name: 'ai-worker' });
  const { provider } = options;
  const publisher = createRedis(options.connection, { maxRetriesPerRequest: 3, disconnectTimeout: 200 });
  publisher.on('error', (error) => logger.warn({ err: error.message }, 'result publisher connection error'));

  const worker = new Worker(
    queueName,
    (job: Job) =>
      loggedAttempt(
        logger,
        {
          jobId: job.id,
          name: job.name,
          attempt: job.attemptsMade + 1,
          provider: provider.name,
          ...jobContextOf(job.data),
        },
        () =>
          processAiJob(job.name, job.data, provider, {
            // Shown on the dashboard and read by the API; a lost update only delays the next one.
            onProgress: (percent) => void job.updateProgress(percent).catch(() => undefined),
          }),
        (error) => (isFinalFailure(job, error, job.attemptsMade + 1) ? 'failed' : 'retrying'),
      ).catch((error: unknown) => {
        throw asQueueFailure(error);
      }),
    {
      // BullMQ builds its own (blocking) ioredis clients from these options.
      connection: (typeof options.connection === 'string'
        ? { url: options.connection, disconnectTimeout: 200 }
        : options.connection) as ConnectionOptions,
      prefix,
      concurrency: options.concurrency ?? 1,
      lockDuration: options.lockDuration ?? AI_WORKER_STALL_SETTINGS.lockDuration,
      stalledInterval: options.stalledInterval ?? AI_WORKER_STALL_SETTINGS.stalledInterval,
      maxStalledCount: options.maxStalledCount ?? AI_WORKER_STALL_SETTINGS.maxStalledCount,
      // Trimming also applies to jobs added without options (e.g. retried from the dashboard).
      removeOnComplete: AI_JOB_OPTIONS.removeOnComplete,
      removeOnFail: AI_JOB_OPTIONS.removeOnFail,
    },
  );

  const deliver = (job: Job, outcome: JobOutcome) => {
    if (!job.id) return;
    // Nobody awaits a started job (analyse-responses): its outcome is kept for days, for the API to read later.
    const ttlSeconds = STARTED_JOB_NAMES.has(job.name) ? STARTED_RESULT_TTL_SECONDS : options.resultTtlSeconds;
    const where = { prefix, queueName, ttlSeconds: ttlSeconds ?? RESULT_TTL_SECONDS };
    deliverOutcome(publisher, where, {
      jobId: job.id,
      jobName: job.name,
      finishedAt: new Date().toISOString(),
      outcome,
    }).catch((error) =>
      logger.warn(
        { jobId: job.id, err: errorMessage(error) },
        'could not deliver an ai job outcome; the API falls back to the job state',
      ),
    );
  };
  worker.on('completed', (job, result) => deliver(job, { ok: true, result }));
  worker.on('failed', (job, error) => {
    // Attempts left means BullMQ retries it: only the final failure is an outcome.
    if (job && isFinalFailure(job, error, job.attemptsMade)) {
      deliver(job, { ok: false, error: { name: error.name, message: error.message } });
    }
  });
  worker.on('error', (error) => logger.error({ err: errorMessage(error) }, 'ai worker error'));
  worker.on('closed', () => {
    publisher.quit().catch(() => publisher.disconnect());
  });
  return worker;
}

function isFinalFailure(job: Job, error: unknown, attemptsMade: number): boolean {
  return isUnrecoverable(error) || attemptsMade >= (job.opts.attempts ?? 1);
}
