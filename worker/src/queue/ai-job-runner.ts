import type { AiJobName, AiJobPayloads, AiJobResults } from '../contract/ai-jobs';
import type { JobContext } from '../contract/job-context';

export type RunOptions = JobContext & {
  /** The whole budget: enqueue, wait and run. Defaults to the runner's own (AI_JOB_TIMEOUT_MS). */
  timeoutMs?: number;
};

/**
 * How the API runs an AI job and gets its result, whether on the BullMQ queue (with REDIS_URL) or
 * in-process (the embedded default). Errors: InvalidJobInputError (bad payload), AiJobTimeoutError,
 * AiUnavailableError (queue unreachable), AiJobFailedError (the job failed for good).
 */
export type AiJobRunner = {
  readonly kind: 'bullmq' | 'in-process';
  run<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options?: RunOptions): Promise<AiJobResults[N]>;
  close(): Promise<void>;
};

export const DEFAULT_AI_JOB_TIMEOUT_MS = 30_000;
