import type { DefaultJobOptions } from 'bullmq';
import { ANALYSE_RESPONSES_JOB } from '@seedline/shared';

/**
 * Every AI job: provider errors retry with exponential backoff (1 s, 2 s), invalid input fails at once
 * (UnrecoverableError). Finished jobs are trimmed by age and count so Redis does not grow.
 */
export const AI_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
} as const satisfies DefaultJobOptions;

/** Stalled-job recovery: a job whose worker died goes back to wait after its lock expires. */
export const AI_WORKER_STALL_SETTINGS = {
  lockDuration: 30_000,
  stalledInterval: 30_000,
  maxStalledCount: 2,
} as const;

/** How long a delivered result stays readable under its per-job key. */
export const RESULT_TTL_SECONDS = 10 * 60;

/** The jobs the API starts and never awaits (AiJobRunner.start): their outcomes are recorded when announced. */
export const STARTED_JOB_NAMES: ReadonlySet<string> = new Set([ANALYSE_RESPONSES_JOB]);

/** How long the outcome of a started (fire-and-forget) job stays readable: the API may read it much later. */
export const STARTED_RESULT_TTL_SECONDS = 7 * 24 * 60 * 60;
