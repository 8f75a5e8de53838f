import type { Logger } from 'pino';
import type { JobContext } from '@seedline/shared';

/** What one attempt of an AI job is logged with. */
export type JobAttempt = JobContext & { jobId: string | undefined; name: string; attempt: number; provider: string };

export type AttemptOutcome = 'completed' | 'retrying' | 'failed';

/**
 * Runs one attempt of an AI job and writes its one JSON log line ("ai job": jobId, name, attempt,
 * provider, the request id that started it, durationMs, outcome and, on failure, the error), the same
 * under the BullMQ worker and the in-process runner. `outcomeOf` says whether a failure is final.
 */
export async function loggedAttempt<T>(
  logger: Logger,
  attempt: JobAttempt,
  run: () => Promise<T>,
  outcomeOf: (error: unknown) => Exclude<AttemptOutcome, 'completed'>,
): Promise<T> {
  const started = Date.now();
  try {
    const result = await run();
    logger.info({ ...attempt, durationMs: Date.now() - started, outcome: 'completed' }, 'ai job');
    return result;
  } catch (error) {
    const outcome = outcomeOf(error);
    logger.warn({ ...attempt, durationMs: Date.now() - started, outcome, error: errorMessage(error) }, 'ai job');
    throw error;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
