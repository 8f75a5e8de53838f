import { timingSafeEqual, createHash } from 'node:crypto';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Queue, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AI_QUEUE, type WorkerOpsConfig } from '@seedline/shared';
import { pingRedisOnce } from '../queue/redis-connection';
import { createWorkerMetrics, instrumentWorker, type WorkerMetrics } from './worker-metrics';

const CHECK_TIMEOUT_MS = 2_000;

export type WorkerOpsOptions = {
  worker: Worker;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  config: WorkerOpsConfig;
  queueName?: string;
};

export type WorkerOps = { server: Server; metrics: WorkerMetrics; close(): Promise<void> };

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

function pingRedis(url: string): Promise<boolean> {
  return pingRedisOnce(url, CHECK_TIMEOUT_MS).then(
    () => true,
    () => false,
  );
}

/**
 * The worker's own small HTTP server (node:http, WORKER_HEALTH_PORT): GET /healthz (process up),
 * GET /readyz (Redis reachable and the worker taking jobs; 503 naming what is not, and while it
 * shuts down) and GET /metrics (Bearer METRICS_TOKEN): job durations by outcome, stalled jobs,
 * queue depth and process metrics. A port already taken is logged, never fatal to the worker.
 */
export function startWorkerOps(options: WorkerOpsOptions): WorkerOps {
  const { worker, logger, config } = options;
  const metrics = createWorkerMetrics();
  instrumentWorker(worker, metrics);
  // Queue depth only: fail fast while Redis is away (the scrape keeps the last values).
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (n) => Math.min(n * 250, 2_000),
    disconnectTimeout: 100,
  });
  connection.on('error', () => undefined);
  const queue = new Queue(options.queueName ?? AI_QUEUE, { prefix: options.prefix, connection });
  queue.on('error', () => undefined);
  metrics.setQueueCounts(() =>
    queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'),
  );

  let draining = false;
  worker.on('closing', () => {
    draining = true;
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return json(res, 405, { statusCode: 405, message: 'Method not allowed' });
    if (path === '/healthz') return json(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      const redis = (await pingRedis(options.redisUrl)) ? 'ok' : 'down';
      const checks = { redis };
      if (!draining && redis === 'ok' && worker.isRunning()) return json(res, 200, { status: 'ok', checks });
      const message = draining || !worker.isRunning() ? 'Not ready: shutting down' : 'Not ready: redis is unreachable';
      return json(res, 503, { statusCode: 503, message, status: 'unavailable', checks });
    }
    if (path === '/metrics') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
      if (!config.metricsToken || !match || !sameSecret(match[1], config.metricsToken)) {
        return json(res, 401, {
          statusCode: 401,
          message: 'Send METRICS_TOKEN as a Bearer token (set it on the worker to enable /metrics)',
        });
      }
      const text = await metrics.registry.metrics();
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
      return res.end(text);
    }
    return json(res, 404, { statusCode: 404, message: 'Not found' });
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, 'worker health server error');
      if (!res.headersSent) json(res, 500, { statusCode: 500, message: 'Internal server error' });
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.warn(
      { port: config.port, err: error.message },
      'worker health server not started (set WORKER_HEALTH_PORT to a free port)',
    );
  });
  server.listen(config.port, () =>
    logger.info({ port: config.port }, 'worker health server listening (/healthz, /readyz, /metrics)'),
  );
  // The probes must never keep a stopping worker alive.
  server.unref();

  return {
    server,
    metrics,
    async close() {
      await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
      server.closeAllConnections();
      await queue.close().catch(() => undefined);
      // BullMQ leaves a connection it was given open.
      connection.disconnect();
    },
  };
}
