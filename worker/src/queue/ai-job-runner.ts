import type { AiJobName, AiJobPayloads, AiJobResults, JobContext } from '@seedline/shared';
import type { RecentJob } from './recent-jobs';

export type RunOptions = JobContext & {
  /** The whole budget: enqueue, wait and run. Defaults to the runner's own (AI_JOB_TIMEOUT_MS). */
  timeoutMs?: number;
};

export type StartOptions = JobContext & {
  /** The job's id, chosen by the caller (e.g. the report id), so its state can be asked for later. */
  jobId: string;
};

/**
 * Where a started job is: `missing` when the runner knows nothing of it (never started, trimmed, or
 * lost with the process that ran it in-process). `progress` is 0..100; `finishedAt` (ISO) when known.
 */
export type JobStatus<R> =
  | { state: 'queued' | 'running'; progress: number }
  | { state: 'completed'; progress: 100; result: R; finishedAt?: string }
  | { state: 'failed'; progress: number; message: string; finishedAt?: string }
  | { state: 'missing' };

/**
 * How the API runs an AI job and gets its result, whether on the BullMQ queue (with REDIS_URL) or
 * in-process (the embedded default). Errors: InvalidJobInputError (bad payload), AiJobTimeoutError,
 * AiUnavailableError (queue unreachable), AiJobFailedError (the job failed for good).
 */
export type AiJobRunner = {
  readonly kind: 'bullmq' | 'in-process';
  run<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options?: RunOptions): Promise<AiJobResults[N]>;
  /** Fire and forget: starts the job and returns once it is queued (InvalidJobInputError, AiUnavailableError). */
  start<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: StartOptions): Promise<void>;
  /** Where a started job is now; a result outside the contract is a failure. AiUnavailableError when unreachable. */
  inspect<N extends AiJobName>(name: N, jobId: string): Promise<JobStatus<AiJobResults[N]>>;
  /**
   * Forgets a started job once its outcome is recorded: payloads and results hold respondents' words,
   * which the runner must not keep past their use. AiUnavailableError when unreachable.
   */
  forget(jobId: string): Promise<void>;
  /**
   * After an erasure: takes these (response) ids' words out of every job and kept outcome that still
   * holds them (payload entries dropped, quoted words replaced by '[erased]'). Returns how many it rewrote.
   */
  forgetMentions(ids: readonly string[]): Promise<number>;
  /**
   * The newest jobs this runner ran, newest first, metadata only (the in-process runner); null when
   * the queue keeps them and its own dashboard lists them (BullMQ).
   */
  recentJobs(): RecentJob[] | null;
  /**
   * Calls `listener` with the id of each started job (start()) as it completes or fails, so its outcome
   * can be recorded then rather than when someone reads it. Best effort (the queue announces outcomes
   * on pub/sub, which drops messages while disconnected): callers also sweep with inspect(). Returns
   * the function that stops listening.
   */
  onJobFinished(listener: (jobId: string) => void): () => void;
  close(): Promise<void>;
};
