// The errors that cross between the API and the worker (by name, in a job's outcome). Plain errors, no
// queue library: the worker tells BullMQ that a FinalJobError is not to be retried (queue/final-failure.ts).

/** A job failure no retry can mend: the queue fails the job at once. */
export class FinalJobError extends Error {}

/** The job's input can never succeed (unknown job, payload out of contract). Final, never retried. */
export class InvalidJobInputError extends FinalJobError {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidJobInputError';
  }
}

/**
 * The provider cannot do this kind of job at all (the offline provider cannot translate). Final, not
 * retried; the message is meant for the admin and reaches them as it is (HTTP 422).
 */
export class AiUnsupportedError extends FinalJobError {
  constructor(message: string) {
    super(message);
    this.name = 'AiUnsupportedError';
  }
}

/** The AI provider failed (network, HTTP error, answer unusable after retries). Retryable. */
export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

/** No result arrived within the caller's time budget. */
export class AiJobTimeoutError extends Error {
  constructor(
    readonly jobName: string,
    readonly timeoutMs: number,
    readonly jobId?: string,
  ) {
    super(`The AI job "${jobName}" did not finish within ${timeoutMs} ms`);
    this.name = 'AiJobTimeoutError';
  }
}

/** The queue cannot be reached (Redis down or unreachable): the job was not (reliably) enqueued. */
export class AiUnavailableError extends Error {
  constructor(
    message = 'The AI service is unavailable (queue unreachable); please try again later',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiUnavailableError';
  }
}

/** The job ran and failed for good (attempts exhausted); `reason` is the worker's message. */
export class AiJobFailedError extends Error {
  constructor(
    readonly jobName: string,
    readonly reason: string,
    readonly jobId?: string,
  ) {
    super(`The AI job "${jobName}" failed: ${reason}`);
    this.name = 'AiJobFailedError';
  }
}
