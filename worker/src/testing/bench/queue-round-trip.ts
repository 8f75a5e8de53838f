// Queue round-trip overhead: enqueue to result through BullMQ on Redis with the offline provider,
// against the same job run directly in-process, from the source (not part of the build):
// `node worker/src/testing/run-ts.js worker/src/testing/bench/queue-round-trip.ts`
// Env: REDIS_URL (default redis://127.0.0.1:6379), BENCH_JOBS (default 500), BENCH_IN_FLIGHT (default 1),
// WORKER_CONCURRENCY (default 4). Prints one JSON line.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { z } from 'zod';
import { parseEnv, wholeNumber, withDefault } from '@seedline/shared';
import { createOfflineProvider } from '../../providers/offline.provider';
import { processAiJob } from '../../processors/process-ai-job';
import { createAiWorker } from '../../queue/ai-worker';
import { BullmqAiRunner } from '../../queue/bullmq-ai-runner';
import { deleteKeys } from '../redis-test';

const SETTINGS = z.object({
  BENCH_JOBS: withDefault(wholeNumber(1, 1_000_000), 500),
  BENCH_IN_FLIGHT: withDefault(wholeNumber(1, 1_000), 1),
  WORKER_CONCURRENCY: withDefault(wholeNumber(1, 256), 4),
});

const PAYLOAD = {
  userMessage: 'Not sure',
  currentQuestion: 'Which tasks take up most of your week?',
  conversationHistory: [{ role: 'assistant' as const, content: 'Which tasks take up most of your week?' }],
  isLastQuestion: false,
  language: 'en' as const,
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)!) };
}

async function timeAll(jobs: number, inFlight: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next++ < jobs) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return samples;
}

async function main(): Promise<void> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const settings = parseEnv(SETTINGS, process.env);
  const jobs = settings.BENCH_JOBS;
  const inFlight = settings.BENCH_IN_FLIGHT;
  const concurrency = settings.WORKER_CONCURRENCY;
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  const provider = createOfflineProvider();

  const worker = createAiWorker({
    connection: redisUrl,
    prefix,
    provider,
    concurrency,
    logger: pino({ level: 'silent' }),
  });
  const runner = new BullmqAiRunner({ connection: redisUrl, prefix, logger: pino({ level: 'silent' }) });
  try {
    await worker.waitUntilReady();
    await timeAll(Math.min(50, jobs), inFlight, () => runner.run('chat-followup', PAYLOAD)); // warm-up
    const direct = await timeAll(jobs, inFlight, () => processAiJob('chat-followup', PAYLOAD, provider));
    const started = performance.now();
    const queued = await timeAll(jobs, inFlight, () => runner.run('chat-followup', PAYLOAD, { timeoutMs: 30_000 }));
    const seconds = (performance.now() - started) / 1000;
    const queue = summary(queued);
    const baseline = summary(direct);
    console.log(
      JSON.stringify({
        bench: 'ai-queue-round-trip',
        provider: provider.name,
        jobs,
        inFlight,
        workerConcurrency: concurrency,
        queue,
        inProcess: baseline,
        overhead: {
          p50Ms: Math.round((queue.p50Ms - baseline.p50Ms) * 1000) / 1000,
          p99Ms: Math.round((queue.p99Ms - baseline.p99Ms) * 1000) / 1000,
        },
        jobsPerSecond: Math.round(jobs / seconds),
      }),
    );
  } finally {
    await runner.close();
    await worker.close();
    await deleteKeys(prefix, redisUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
