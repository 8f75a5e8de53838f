import path from 'node:path';
import { REDIS_URL, deleteKeys, freePort, spawnTs, stopChild, uniquePrefix, waitForLine } from '../testing/redis-test';

const MAIN = path.join(__dirname, '../main.ts');

describe('the worker process serves its probes', () => {
  it('on WORKER_HEALTH_PORT, and still exits 0 on SIGTERM', async () => {
    const prefix = uniquePrefix('worker-main-ops');
    const port = await freePort();
    const child = spawnTs(MAIN, {
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      WORKER_HEALTH_PORT: String(port),
      METRICS_TOKEN: 'worker-token-0123456789abc',
    });
    try {
      const line = JSON.parse(await waitForLine(child, /worker health server listening/, 15_000));
      expect(line).toMatchObject({ port, name: 'seedline-worker' });
      await waitForLine(child, /ai worker connected/, 10_000).catch(() => undefined);
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { Authorization: 'Bearer worker-token-0123456789abc' },
      });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE seedline_worker_job_duration_seconds histogram');
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await stopChild(child, 'SIGKILL');
      await deleteKeys(prefix);
    }
  });

  it('stops at start-up with a message naming a bad WORKER_HEALTH_PORT', async () => {
    const child = spawnTs(MAIN, { REDIS_URL, WORKER_HEALTH_PORT: 'http' });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(stderr).toContain('WORKER_HEALTH_PORT');
  });
});
