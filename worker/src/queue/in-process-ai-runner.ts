import { UnrecoverableError } from 'bullmq';
import { parseAiJobPayload, type AiJobName, type AiJobPayloads, type AiJobResults } from '../contract/ai-jobs';
import { AiJobFailedError, AiJobTimeoutError, AiUnavailableError, InvalidJobInputError } from '../errors';
import type { AiProvider } from '../providers/ai-provider';
import { processAiJob } from '../processors/process-ai-job';
import { DEFAULT_AI_JOB_TIMEOUT_MS, type AiJobRunner, type RunOptions } from './ai-job-runner';
import { AI_JOB_OPTIONS } from './job-options';

export type InProcessAiRunnerOptions = {
  defaultTimeoutMs?: number;
  /** Same retry policy as the queue's jobs by default. */
  attempts?: number;
  backoffMs?: number;
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

  constructor(
    private readonly provider: AiProvider,
    options: InProcessAiRunnerOptions = {},
  ) {
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? DEFAULT_AI_JOB_TIMEOUT_MS;
    this.attempts = options.attempts ?? AI_JOB_OPTIONS.attempts;
    this.backoffMs = options.backoffMs ?? AI_JOB_OPTIONS.backoff.delay;
  }

  async run<N extends AiJobName>(name: N, payload: AiJobPayloads[N], options: RunOptions = {}): Promise<AiJobResults[N]> {
    if (this.closed) throw new AiUnavailableError('The AI runner is shut down');
    const valid = parseAiJobPayload(name, payload);
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const deadline = Date.now() + timeoutMs;

    for (let attempt = 1; ; attempt++) {
      const outcome = await settleBy(processAiJob(name, valid, this.provider), deadline);
      if (outcome.kind === 'done') return outcome.value;
      if (outcome.kind === 'timeout') throw new AiJobTimeoutError(name, timeoutMs);
      const { error } = outcome;
      // As on the queue: bad input is the caller's error; any other failure is final once unrecoverable or out of attempts.
      if (error instanceof InvalidJobInputError) throw error;
      if (error instanceof UnrecoverableError || attempt >= this.attempts) {
        throw new AiJobFailedError(name, error instanceof Error ? error.message : String(error));
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
