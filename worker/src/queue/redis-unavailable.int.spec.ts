import pino from 'pino';
import type { Worker } from 'bullmq';
import { AiUnavailableError } from '@seedline/shared';
import type { AiProvider } from '../providers/ai-provider';
import { createOfflineProvider } from '../providers/offline.provider';
import { freePort, startThrowawayRedis, uniquePrefix, type ThrowawayRedis } from '../testing/redis-test';
import { createAiWorker } from './ai-worker';
import { BullmqAiRunner } from './bullmq-ai-runner';

const offline = createOfflineProvider();
const generate = { prompt: 'Ask 3 questions', companyData: 'A small bakery.' };
const silent = pino({ level: 'silent' });
/**
 * The job's own timeout in these calls. "Quickly" means long before it: the runner gives up on an unreachable
 * Redis after its 2 s connection wait, not after the job's 30 s. Half the job's timeout leaves that margin on a
 * loaded machine (a run under full load took 3.9 s) and still fails a runner that waits for the job.
 */
const JOB_TIMEOUT_MS = 30_000;
const WELL_BEFORE_THE_JOB_TIMEOUT_MS = JOB_TIMEOUT_MS / 2;

async function elapsed<T>(work: () => Promise<T>): Promise<{ ms: number; error: unknown }> {
  const started = Date.now();
  try {
    await work();
    return { ms: Date.now() - started, error: undefined };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

describe('Redis unreachable', () => {
  it('answers AiUnavailableError quickly when nothing listens on the port', async () => {
    const runner = new BullmqAiRunner({ connection: `redis://127.0.0.1:${await freePort()}`, logger: silent });
    try {
      const { ms, error } = await elapsed(() =>
        runner.run('generate-questions', generate, { timeoutMs: JOB_TIMEOUT_MS }),
      );
      expect(error).toBeInstanceOf(AiUnavailableError);
      expect(ms).toBeLessThan(WELL_BEFORE_THE_JOB_TIMEOUT_MS);
    } finally {
      await runner.close();
    }
  });

  describe('with a throwaway redis-server that is stopped and started again', () => {
    let redis: ThrowawayRedis;
    let runner: BullmqAiRunner;
    let worker: Worker;
    const prefix = uniquePrefix('ai-down');

    beforeEach(async () => {
      redis = await startThrowawayRedis();
      runner = new BullmqAiRunner({
        connection: redis.url,
        prefix,
        pollIntervalMs: 200,
        unavailableGraceMs: 1_000,
        logger: silent,
      });
    });

    afterEach(async () => {
      await worker?.close(true).catch(() => undefined);
      await runner.close();
      await redis.stop();
    });

    it('works, then answers AiUnavailableError quickly while Redis is down, then recovers', async () => {
      worker = createAiWorker({ connection: redis.url, prefix, provider: offline, logger: silent });
      expect((await runner.run('generate-questions', generate)).questions).toHaveLength(3);

      await redis.stop();
      const down = await elapsed(() => runner.run('generate-questions', generate, { timeoutMs: JOB_TIMEOUT_MS }));
      expect(down.error).toBeInstanceOf(AiUnavailableError);
      expect(down.ms).toBeLessThan(WELL_BEFORE_THE_JOB_TIMEOUT_MS);

      // Same port again: the runner and the worker reconnect by themselves.
      await redis.start();
      await eventually(
        async () =>
          expect((await runner.run('generate-questions', generate, { timeoutMs: 5_000 })).questions).toHaveLength(3),
        25_000,
      );
    });

    it('ends a wait with AiUnavailableError when Redis goes down mid-job', async () => {
      let started!: () => void;
      const jobStarted = new Promise<void>((resolve) => (started = resolve));
      const slow: AiProvider = {
        name: 'slow',
        async generateQuestions(input) {
          started();
          await new Promise((r) => setTimeout(r, 20_000).unref());
          return offline.generateQuestions(input);
        },
        chatFollowUp: (input) => offline.chatFollowUp(input),
      };
      worker = createAiWorker({ connection: redis.url, prefix, provider: slow, logger: silent });
      const call = elapsed(() => runner.run('generate-questions', generate, { timeoutMs: JOB_TIMEOUT_MS }));
      await jobStarted;
      await redis.stop();
      const { ms, error } = await call;
      expect(error).toBeInstanceOf(AiUnavailableError);
      expect(ms).toBeLessThan(WELL_BEFORE_THE_JOB_TIMEOUT_MS);
    });
  });
});

async function eventually(check: () => Promise<void>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
