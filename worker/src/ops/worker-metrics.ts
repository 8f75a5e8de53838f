import type { Job, Worker } from 'bullmq';
import { isUnrecoverable } from '../queue/final-failure';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How one attempt of a job ended on this worker. */
export type JobAttemptOutcome = 'completed' | 'failed' | 'retrying';

export type WorkerMetrics = {
  readonly registry: Registry;
  observeAttempt(job: string, outcome: JobAttemptOutcome, seconds: number): void;
  stalled(): void;
  /** Jobs of the queue by state, read at scrape time. */
  setQueueCounts(source: (() => Promise<Record<string, number>>) | null): void;
};

const BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];

/** The worker's Prometheus metrics (`seedline_worker_*`) plus the process's own. */
export function createWorkerMetrics(): WorkerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let queueCounts: (() => Promise<Record<string, number>>) | null = null;
  const duration = new Histogram({
    name: 'seedline_worker_job_duration_seconds',
    help: 'Time one attempt of an AI job ran on this worker, by job name and outcome (completed, failed, retrying)',
    labelNames: ['job', 'outcome'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const stalled = new Counter({
    name: 'seedline_worker_jobs_stalled_total',
    help: 'Jobs found stalled (their worker died or blocked) and put back in the queue',
    registers: [registry],
  });
  new Gauge({
    name: 'seedline_ai_queue_jobs',
    help: 'Jobs in the AI queue by state (the same on every worker)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!queueCounts) return;
      try {
        const counts = await queueCounts();
        this.reset();
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      } catch {
        // Redis is away: keep the last values; /readyz says so.
      }
    },
  });
  return {
    registry,
    observeAttempt: (job, outcome, seconds) => duration.observe({ job, outcome }, seconds),
    stalled: () => stalled.inc(),
    setQueueCounts: (source) => {
      queueCounts = source;
    },
  };
}

function isFinal(job: Job, error: Error): boolean {
  return isUnrecoverable(error) || job.attemptsMade >= (job.opts.attempts ?? 1);
}

function secondsOf(job: Job): number {
  const started = job.processedOn ?? Date.now();
  return Math.max(0, ((job.finishedOn ?? Date.now()) - started) / 1000);
}

/** Counts every attempt the worker finishes, from BullMQ's own events. */
export function instrumentWorker(worker: Worker, metrics: WorkerMetrics): void {
  worker.on('completed', (job) => metrics.observeAttempt(job.name, 'completed', secondsOf(job)));
  worker.on('failed', (job, error) => {
    if (!job) return;
    metrics.observeAttempt(job.name, isFinal(job, error) ? 'failed' : 'retrying', secondsOf(job));
  });
  worker.on('stalled', () => metrics.stalled());
}
