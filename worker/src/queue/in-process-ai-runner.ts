import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import {
  parseAiJobPayload,
  safeParseAiJobResult,
  type AiJobName,
  type AiJobPayloads,
  type AiJobResults,
  type AnalysisProgress,
  jobContextOf,
  type JobContext,
  AiJobFailedError,
  AiJobTimeoutError,
  AiUnavailableError,
  AiUnsupportedError,
  InvalidJobInputError,
  DEFAULT_AI_JOB_TIMEOUT_MS,
} from '@seedline/shared';
import { isUnrecoverable } from './final-failure';
import { redactMentions } from './job-traces';
import type { AiProvider } from '../providers/ai-provider';
import { processAiJob } from '../processors/process-ai-job';
import { type AiJobRunner, type JobStatus, type RunOptions, type StartOptions } from './ai-job-runner';
import { AI_JOB_OPTIONS } from './job-options';
import { RecentJobs, type RecentJob } from './recent-jobs';
import { errorMessage, loggedAttempt } from './job-log';

export type InProcessAiRunnerOptions = {
  defaultTimeoutMs?: number;
  /** Same retry policy as the queue's jobs by default. */
  attempts?: number;
  backoffMs?: number;
  /** Where each attempt's "ai job" line goes (as the BullMQ worker writes it); none without one. */
  logger?: Logger;
  /** The budget of a job started with start() (fire and forget), retries included. */
  backgroundTimeoutMs?: number;
};

/** Started jobs remembered for inspect(); the oldest finished ones go first. */
const MAX_TRACKED_JOBS = 1_000;
export const DEFAULT_BACKGROUND_TIMEOUT_MS = 30 * 60_000;

type Tracked =
  | { state: 'queued' | 'running'; progress: number }
  | { state: 'completed'; progress: 100; result: unknown; finishedAt: string }
  | { state: 'failed'; progress: number; message: string; finishedAt: string };

/**
 * The embedded default (no REDIS_URL): the same processAiJob runs in this process, with the queue's
 * retry policy and the same errors, so the calls answer the same way as with the BullMQ worker.
 */
export class InProcessAiRunner implements AiJobRunner {
  readonly kind = 'in-process' as const;
  private closed = false;
  private readonly defaultTimeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly logger: Logger;
  private readonly backgroundTimeoutMs: number;
  private readonly jobs = new Map<string, Tracked>();
  private readonly recent = new RecentJobs();
  private readonly finishedListeners = new Set<(jobId: string) => void>();

  constructor(
    private readonly provider: AiProvider,
    options: InProcessAiRunnerOptions = {},
  ) {
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_AI_JOB_TIMEOUT_MS;
    this.attempts = options.attempts ?? AI_JOB_OPTIONS.attempts;
    this.backoffMs = options.backoffMs ?? AI_JOB_OPTIONS.backoff.delay;
    this.logger = options.logger ?? pino({ level: 'silent' });
    this.backgroundTimeoutMs = options.backgroundTimeoutMs ?? DEFAULT_BACKGROUND_TIMEOUT_MS;
  }

  async run<N extends AiJobName>(
    name: N,
    payload: AiJobPayloads[N],
    options: RunOptions = {},
  ): Promise<AiJobResults[N]> {
    if (this.closed) throw new AiUnavailableError('The AI runner is shut down');
    const valid = parseAiJobPayload(name, payload);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const jobId = randomUUID();
    this.recent.queued(jobId, name);
    return this.execute(name, valid, { jobId, timeoutMs, context: options });
  }

  /** Runs the job in the background of this process; its state stays in memory (a restart loses it). */
  async start<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: StartOptions): Promise<void> {
    if (this.closed) throw new AiUnavailableError('The AI runner is shut down');
    const valid = parseAiJobPayload(name, payload);
    const status: Tracked = { state: 'queued', progress: 0 };
    this.track(options.jobId, status);
    this.recent.queued(options.jobId, name);
    const onProgress = (percent: number) => {
      if (status.state === 'queued' || status.state === 'running') Object.assign(status, { progress: percent });
    };
    const onAttempt = () => {
      if (status.state === 'queued') Object.assign(status, { state: 'running' });
    };
    // Not awaited, and only after the caller has answered (the offline analysis holds the thread while
    // it reads): the caller learns the outcome through inspect().
    setImmediate(() => {
      this.execute(name, valid, {
        jobId: options.jobId,
        timeoutMs: this.backgroundTimeoutMs,
        context: options,
        onProgress,
        onAttempt,
      }).then(
        (result) => {
          this.track(options.jobId, {
            state: 'completed',
            progress: 100,
            result,
            finishedAt: new Date().toISOString(),
          });
          this.finished(options.jobId);
        },
        (error: unknown) => {
          this.track(options.jobId, {
            state: 'failed',
            progress: status.progress,
            message: errorMessage(error),
            finishedAt: new Date().toISOString(),
          });
          this.finished(options.jobId);
        },
      );
    });
  }

  async inspect<N extends AiJobName>(name: N, jobId: string): Promise<JobStatus<AiJobResults[N]>> {
    const status = this.jobs.get(jobId);
    if (!status) return { state: 'missing' };
    if (status.state !== 'completed') return { ...status };
    const checked = safeParseAiJobResult(name, status.result);
    const { finishedAt } = status;
    return checked.ok
      ? { state: 'completed', progress: 100, result: checked.value, finishedAt }
      : { state: 'failed', progress: 100, message: `result outside the contract: ${checked.message}`, finishedAt };
  }

  /** Nothing outside this process holds a job; its remembered outcome goes. */
  async forget(jobId: string): Promise<void> {
    const status = this.jobs.get(jobId);
    if (status?.state === 'completed' || status?.state === 'failed') this.jobs.delete(jobId);
  }

  /** Remembered outcomes that quote these ids have the quoted words replaced; payloads are never kept. */
  async forgetMentions(ids: readonly string[]): Promise<number> {
    const erased = new Set(ids);
    let rewritten = 0;
    for (const status of this.jobs.values()) {
      if (status.state !== 'completed') continue;
      const redacted = redactMentions(status.result, erased);
      if (JSON.stringify(redacted) === JSON.stringify(status.result)) continue;
      Object.assign(status, { result: redacted });
      rewritten++;
    }
    return rewritten;
  }

  onJobFinished(listener: (jobId: string) => void): () => void {
    this.finishedListeners.add(listener);
    return () => this.finishedListeners.delete(listener);
  }

  /** Tells the listeners; one that throws does not stop the others, nor the runner. */
  private finished(jobId: string): void {
    for (const listener of this.finishedListeners) {
      try {
        listener(jobId);
      } catch (error) {
        this.logger.error({ jobId, err: errorMessage(error) }, 'job finished listener failed');
      }
    }
  }

  recentJobs(): RecentJob[] {
    return this.recent.list();
  }

  /** The queue's retry policy, within the deadline; the outcome goes to the recent jobs' list. */
  private async execute<N extends AiJobName>(
    name: N,
    valid: AiJobPayloads[N],
    run: {
      jobId: string;
      timeoutMs: number;
      context: JobContext;
      onProgress?: AnalysisProgress;
      onAttempt?: () => void;
    },
  ): Promise<AiJobResults[N]> {
    const { jobId } = run;
    try {
      const result = await this.withRetries(name, valid, {
        ...run,
        onAttempt: () => {
          this.recent.attempt(jobId);
          run.onAttempt?.();
        },
        onProgress: (percent) => {
          this.recent.progress(jobId, percent);
          run.onProgress?.(percent);
        },
      });
      this.recent.completed(jobId);
      return result;
    } catch (error) {
      this.recent.failed(jobId, errorMessage(error));
      throw error;
    }
  }

  private async withRetries<N extends AiJobName>(
    name: N,
    valid: AiJobPayloads[N],
    run: {
      jobId: string;
      timeoutMs: number;
      context: JobContext;
      onProgress?: AnalysisProgress;
      onAttempt?: () => void;
    },
  ): Promise<AiJobResults[N]> {
    const { jobId, timeoutMs } = run;
    const deadline = Date.now() + timeoutMs;
    const isFinal = (error: unknown, attempt: number) => isUnrecoverable(error) || attempt >= this.attempts;

    for (let attempt = 1; ; attempt++) {
      run.onAttempt?.();
      const attemptRun = loggedAttempt(
        this.logger,
        { jobId, name, attempt, provider: this.provider.name, ...jobContextOf(run.context) },
        () => processAiJob(name, valid, this.provider, { onProgress: run.onProgress }),
        (error) => (isFinal(error, attempt) ? 'failed' : 'retrying'),
      );
      const outcome = await settleBy(attemptRun, deadline);
      if (outcome.kind === 'done') return outcome.value;
      if (outcome.kind === 'timeout') throw new AiJobTimeoutError(name, timeoutMs);
      const { error } = outcome;
      // As on the queue: bad input is the caller's error, a job the provider cannot do is told as it is;
      // any other failure is final once unrecoverable or out of attempts.
      if (error instanceof InvalidJobInputError || error instanceof AiUnsupportedError) throw error;
      if (isFinal(error, attempt)) {
        throw new AiJobFailedError(name, errorMessage(error));
      }
      const delay = this.backoffMs * 2 ** (attempt - 1);
      if (Date.now() + delay >= deadline) throw new AiJobTimeoutError(name, timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** Remembers a job's state; the oldest finished ones are forgotten beyond MAX_TRACKED_JOBS. */
  private track(jobId: string, status: Tracked): void {
    this.jobs.delete(jobId);
    this.jobs.set(jobId, status);
    if (this.jobs.size <= MAX_TRACKED_JOBS) return;
    for (const [id, tracked] of this.jobs) {
      if (this.jobs.size <= MAX_TRACKED_JOBS) break;
      if (tracked.state === 'completed' || tracked.state === 'failed') this.jobs.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

type Settled<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'timeout' };

/** How the promise settles by the deadline; the timer never outlives the race. */
async function settleBy<T>(promise: Promise<T>, deadline: number): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), Math.max(0, deadline - Date.now()));
  });
  const settled = promise.then(
    (value): Settled<T> => ({ kind: 'done', value }),
    (error: unknown): Settled<T> => ({ kind: 'failed', error }),
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
