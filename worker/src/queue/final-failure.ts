import { UnrecoverableError } from 'bullmq';
import { FinalJobError } from '@seedline/shared';

/** Whether no retry can mend this failure: the contract's final errors, and BullMQ's own. */
export function isUnrecoverable(error: unknown): boolean {
  return (
    error instanceof FinalJobError ||
    error instanceof UnrecoverableError ||
    (error instanceof Error && error.name === 'UnrecoverableError')
  );
}

/**
 * The error as BullMQ must see it to fail the job at once instead of retrying it: a FinalJobError
 * becomes an UnrecoverableError that keeps its name and message (the outcome the API reads names it).
 */
export function asQueueFailure(error: unknown): unknown {
  if (!(error instanceof FinalJobError)) return error;
  const failure = new UnrecoverableError(error.message);
  failure.name = error.name;
  return failure;
}
