import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { stopChild, waitFor } from './child-process';
import { freePort } from './free-port';

export type ThrowawayRedis = {
  readonly url: string;
  readonly port: number;
  /** Stops the server (its data goes with it: no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, disconnectTimeout: 100 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } finally {
    probe.disconnect();
  }
}

/**
 * A redis-server of the test's own on a free port, without persistence, that the test may stop
 * and start again. Never the machine's shared Redis.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(`redis-server on port ${port}`, () => answers(url), 10_000, 50);
  };
  await start();
  return {
    url,
    port,
    start,
    async stop() {
      if (!child) return;
      const stopping = child;
      child = null;
      await stopChild(stopping, 'SIGKILL');
    },
  };
}
