import path from 'node:path';
import { BullmqAiRunner } from './queue/bullmq-ai-runner';
import { REDIS_URL, deleteKeys, spawnTs, stopChild, uniquePrefix, waitForLine } from './testing/redis-test';

const MAIN = path.join(__dirname, 'main.ts');

function exitOf(child: ReturnType<typeof spawnTs>): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

describe('worker process (main)', () => {
  it('stops with a message naming REDIS_URL when it is missing', async () => {
    const child = spawnTs(MAIN, { REDIS_URL: '' });
    expect(await exitOf(child)).toEqual({ code: 1, stderr: expect.stringContaining('REDIS_URL') });
  });

  it('stops with a message naming WORKER_CONCURRENCY when it is not a positive integer', async () => {
    const child = spawnTs(MAIN, { REDIS_URL, WORKER_CONCURRENCY: '-2' });
    expect(await exitOf(child)).toEqual({ code: 1, stderr: expect.stringContaining('WORKER_CONCURRENCY') });
  });

  it('serves jobs, logs a line per job, and exits cleanly on SIGTERM', async () => {
    const prefix = uniquePrefix('ai-main');
    const child = spawnTs(MAIN, { REDIS_URL, QUEUE_PREFIX: prefix, WORKER_CONCURRENCY: '2', OPENAI_API_KEY: '' });
    const runner = new BullmqAiRunner({ connection: REDIS_URL, prefix });
    try {
      const started = JSON.parse(await waitForLine(child, /ai worker started/, 15_000));
      expect(started).toMatchObject({ queue: 'ai', prefix, concurrency: 2, provider: 'offline' });

      const result = await runner.run(
        'generate-questions',
        { prompt: 'Ask 6 questions', companyData: 'A law firm' },
        { timeoutMs: 10_000 },
      );
      expect(result.questions).toHaveLength(6);
      const jobLine = JSON.parse(await waitForLine(child, /"msg":"ai job"/));
      expect(jobLine).toMatchObject({ name: 'generate-questions', outcome: 'completed' });
      expect(typeof jobLine.durationMs).toBe('number');

      const exited = exitOf(child);
      child.kill('SIGTERM');
      await waitForLine(child, /ai worker stopped/);
      expect((await exited).code).toBe(0);
    } finally {
      await stopChild(child, 'SIGKILL');
      await runner.close();
      await deleteKeys(prefix);
    }
  });
});
