import { withTimeout } from '@seedline/shared';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How an AI job the API waited for ended. */
export type AiJobOutcome = 'completed' | 'failed' | 'timeout' | 'unavailable' | 'invalid';

/** Rows of the event log by type: read from the database at scrape time. */
export type EventCountsSource = () => Promise<{ type: string; count: number }[]>;
/** Jobs of the AI queue by state (BullMQ getJobCounts), when there is a queue. */
export type QueueCountsSource = () => Promise<Record<string, number>>;

export type HttpObservation = { method: string; route: string; status: number; seconds: number };

export type AppMetrics = {
  readonly contentType: string;
  observeHttp(observation: HttpObservation): void;
  observeAiJob(job: string, outcome: AiJobOutcome, seconds: number): void;
  /** Where the scrape reads event counts and queue depth; set once the sources exist. */
  setEventCounts(source: EventCountsSource | null): void;
  setQueueCounts(source: QueueCountsSource | null): void;
  /** The Prometheus text exposition of this app's metrics and the process's. */
  render(): Promise<string>;
};

const HTTP_DURATION_NAME = 'seedline_http_request_duration_seconds';
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const AI_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120];
/** A scrape never waits long on a dependency: a slow one keeps its last values. */
const SOURCE_TIMEOUT_MS = 2_000;

// Process metrics (CPU, memory, event loop, GC) exist once per process, whatever the number of apps in it.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** One registry per app (tests run several apps in one process), named `seedline_*`. */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  let eventCounts: EventCountsSource | null = null;
  let queueCounts: QueueCountsSource | null = null;

  const httpDuration = new Histogram({
    name: HTTP_DURATION_NAME,
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  // The requests are the histogram's counts, read at scrape time: a request is counted once, not hashed twice.
  new Counter({
    name: 'seedline_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    async collect() {
      const { values } = await httpDuration.get();
      this.reset();
      for (const value of values) {
        if (value.metricName === `${HTTP_DURATION_NAME}_count`) this.inc(value.labels, value.value);
      }
    },
  });
  const aiJobDuration = new Histogram({
    name: 'seedline_ai_job_duration_seconds',
    help: 'Time the API waited for an AI job, by job name and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: AI_BUCKETS,
    registers: [registry],
  });
  new Counter({
    name: 'seedline_events_total',
    help: 'Events in the append-only log by type (read from the database: the same on every replica)',
    labelNames: ['type'] as const,
    registers: [registry],
    async collect() {
      if (!eventCounts) return;
      try {
        const rows = await withTimeout(eventCounts(), SOURCE_TIMEOUT_MS);
        this.reset();
        for (const row of rows) this.inc({ type: row.type }, row.count);
      } catch {
        // The database is away: keep the last values; /readyz says what is down.
      }
    },
  });
  new Gauge({
    name: 'seedline_ai_queue_jobs',
    help: 'Jobs in the AI queue by state (waiting, active, delayed, prioritized, failed, completed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      if (!queueCounts) return;
      try {
        const counts = await withTimeout(queueCounts(), SOURCE_TIMEOUT_MS);
        this.reset();
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      } catch {
        // Redis is away: keep the last values.
      }
    },
  });

  return {
    contentType: registry.contentType,
    observeHttp({ method, route, status, seconds }) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
    },
    observeAiJob(job, outcome, seconds) {
      aiJobDuration.observe({ job, outcome }, seconds);
    },
    setEventCounts(source) {
      eventCounts = source;
    },
    setQueueCounts(source) {
      queueCounts = source;
    },
    async render() {
      return `${await registry.metrics()}\n${await processMetrics().metrics()}`;
    },
  };
}
