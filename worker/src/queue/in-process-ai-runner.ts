import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import pino, { type Logger } from 'pino';
import { parseAiJobPayload, type AiJobName, type AiJobPayloads, type AiJobResults } from '../contract/ai-jobs';
import { jobContextOf } from '../contract/job-context';
import { AiJobFailedError, AiJobTimeoutError, AiUnavailableError, InvalidJobInputError } from '../errors';
import type { AiProvider } from '../providers/ai-provider';
import { processAiJob } from '../processors/process-ai-job';
import { DEFAULT_AI_JOB_TIMEOUT_MS, type AiJobRunner, type RunOptions } from './ai-job-runner';
import { AI_JOB_OPTIONS } from './job-options';
import { errorMessage, loggedAttempt } from './job-log';

export type InProcessAiRunnerOptions = {
  defaultTimeoutMs?: number;
  /** Same retry policy as the queue's jobs by default. */
  attempts?: number;
  backoffMs?: number;
  /** Where each attempt's "ai job" line goes (as the BullMQ worker writes it); none without one. */
  logger?: Logger;
};

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

  constructor(
    private readonly provider: AiProvider,
    options: InProcessAiRunnerOptions = {},
  ) {
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_AI_JOB_TIMEOUT_MS;
    this.attempts = options.attempts ?? AI_JOB_OPTIONS.attempts;
    this.backoffMs = options.backoffMs ?? AI_JOB_OPTIONS.backoff.delay;
    this.logger = options.logger ?? pino({ level: 'silent' });
  }

  async run<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: RunOptions = {}): Promise<AiJobResults[N]> {
    if (this.closed) throw new AiUnavailableError('The AI runner is shut down');
    const valid = parseAiJobPayload(name, payload);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const deadline = Date.now() + timeoutMs;

    const jobId = randomUUID();
    const isFinal = (error: unknown, attempt: number) =>
      error instanceof InvalidJobInputError || error instanceof UnrecoverableError || attempt >= this.attempts;

    for (let attempt = 1; ; attempt++) {
      const run = loggedAttempt(
        this.logger,
        { jobId, name, attempt, provider: this.provider.name, ...jobContextOf(options) },
        () => processAiJob(name, valid, this.provider),
        (error) => (isFinal(error, attempt) ? 'failed' : 'retrying'),
      );
      const outcome = await settleBy(run, deadline);
      if (outcome.kind === 'done') return outcome.value;
      if (outcome.kind === 'timeout') throw new AiJobTimeoutError(name, timeoutMs);
      const { error } = outcome;
      // As on the queue: bad input is the caller's error; any other failure is final once unrecoverable or out of attempts.
      if (error instanceof InvalidJobInputError) throw error;
      if (isFinal(error, attempt)) {
        throw new AiJobFailedError(name, errorMessage(error));
      }
      const delay = this.backoffMs * 2 ** (attempt - 1);
      if (Date.now() + delay >= deadline) throw new AiJobTimeoutError(name, timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, delay));
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
