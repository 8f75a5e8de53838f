import { Queue } from 'bullmq';
import pino from 'pino';
import { createOfflineProvider } from '../providers/offline.provider';
import { createAiWorker } from '../queue/ai-worker';
import { BullmqAiRunner } from '../queue/bullmq-ai-runner';
import { REDIS_URL, deleteKeys, freePort, startThrowawayRedis, uniquePrefix } from '../testing/redis-test';
import { readWorkerOpsConfig } from '@seedline/shared';
import { startWorkerOps, type WorkerOps } from './worker-ops';

const TOKEN = 'worker-metrics-token-0123456789';
const silent = pino({ level: 'silent' });
const get = (port: number, path: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers }).then(async (res) => ({
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
  }));

describe('readWorkerOpsConfig', () => {
  it('defaults to port 3001 and no token, and names a bad variable', () => {
    expect(readWorkerOpsConfig({})).toEqual({ port: 3001, metricsToken: null });
    expect(readWorkerOpsConfig({ WORKER_HEALTH_PORT: '4000', METRICS_TOKEN: TOKEN })).toEqual({
      port: 4000,
      metricsToken: TOKEN,
    });
    expect(() => readWorkerOpsConfig({ WORKER_HEALTH_PORT: 'x' })).toThrow(/WORKER_HEALTH_PORT/);
    expect(() => readWorkerOpsConfig({ WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT/);
    expect(() => readWorkerOpsConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('the worker health server on the real Redis', () => {
  const prefix = uniquePrefix('worker-ops');
  let port: number;
  let ops: WorkerOps;
  let worker: ReturnType<typeof createAiWorker>;
  let runner: BullmqAiRunner;

  beforeAll(async () => {
    port = await freePort();
    worker = createAiWorker({ connection: REDIS_URL, prefix, provider: createOfflineProvider(), logger: silent });
    ops = startWorkerOps({
      worker,
      redisUrl: REDIS_URL,
      prefix,
      logger: silent,
      config: { port, metricsToken: TOKEN },
    });
    runner = new BullmqAiRunner({ connection: REDIS_URL, prefix, pollIntervalMs: 200 });
    await worker.waitUntilReady();
    await new Promise((resolve) => (ops.server.listening ? resolve(null) : ops.server.once('listening', resolve)));
  });

  afterAll(async () => {
    await runner.close();
    await worker.close();
    await ops.close();
    await deleteKeys(prefix);
  });

  it('answers /healthz and /readyz with JSON', async () => {
    expect(await get(port, '/healthz')).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      text: '{"status":"ok"}',
    });
    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ok', checks: { redis: 'ok' } });
    expect((await get(port, '/nope')).status).toBe(404);
  });

  it('refuses /metrics without the token', async () => {
    const refused = await get(port, '/metrics');
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.text)).toMatchObject({ statusCode: 401 });
    expect((await get(port, '/metrics', { Authorization: 'Bearer wrong-token-000000000000' })).status).toBe(401);
  });

  it('measures job durations by outcome and the queue depth', async () => {
    await runner.run(
      'generate-questions',
      { prompt: 'Ask 3 questions', companyData: 'A bakery with 12 staff' },
      { timeoutMs: 10_000 },
    );
    // A payload outside the contract fails at once (unrecoverable): a final failure.
    const queue = new Queue('ai', { connection: { url: REDIS_URL }, prefix });
    await queue.add('generate-questions', { prompt: 42 }, { attempts: 3 });
    const deadline = Date.now() + 10_000;
    let text = '';
    while (Date.now() < deadline) {
      text = (await get(port, '/metrics', { Authorization: `Bearer ${TOKEN}` })).text;
      if (/outcome="failed"/.test(text)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await queue.close();
    expect(text).toMatch(
      /^seedline_worker_job_duration_seconds_count\{job="generate-questions",outcome="completed"\} 1$/m,
    );
    expect(text).toMatch(
      /^seedline_worker_job_duration_seconds_count\{job="generate-questions",outcome="failed"\} 1$/m,
    );
    expect(text).toMatch(/^seedline_ai_queue_jobs\{state="failed"\} 1$/m);
    expect(text).toMatch(/^seedline_ai_queue_jobs\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

describe('worker readiness when things go away', () => {
  it('is 503 naming Redis when its Redis does not answer, and 503 shutting down once the worker closes', async () => {
    // The probe pings REDIS_URL: here a port where a throwaway Redis was and is no more.
    const gone = await startThrowawayRedis();
    await gone.stop();
    const prefix = uniquePrefix('worker-ops-down');
    const port = await freePort();
    const worker = createAiWorker({ connection: REDIS_URL, prefix, provider: createOfflineProvider(), logger: silent });
    const ops = startWorkerOps({
      worker,
      redisUrl: gone.url,
      prefix,
      logger: silent,
      config: { port, metricsToken: null },
    });
    try {
      await worker.waitUntilReady();
      const started = Date.now();
      const down = await get(port, '/readyz');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(down.status).toBe(503);
      expect(JSON.parse(down.text)).toEqual({
        statusCode: 503,
        message: 'Not ready: redis is unreachable',
        status: 'unavailable',
        checks: { redis: 'down' },
      });
      expect((await get(port, '/healthz')).status).toBe(200);
      // Without a token configured, /metrics stays closed.
      expect((await get(port, '/metrics')).status).toBe(401);
      const closed = worker.close();
      const closing = JSON.parse((await get(port, '/readyz')).text);
      expect(closing.message).toBe('Not ready: shutting down');
      await closed;
    } finally {
      await worker.close();
      await ops.close();
      await deleteKeys(prefix);
    }
  });
});
