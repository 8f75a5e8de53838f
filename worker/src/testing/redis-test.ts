import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '@seedline/shared';

/** The shared Redis of the machine: tests only ever add and delete keys under their own prefix. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own for one test run. */
export function uniquePrefix(label: string): string {
  return `test-${label}-${randomBytes(4).toString('hex')}`;
}

/** Deletes every key under the prefix. */
export async function deleteKeys(prefix: string, url = REDIS_URL): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, disconnectTimeout: 100 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export type ThrowawayRedis = {
  readonly url: string;
  readonly port: number;
  /** Stops the server (its data goes with it: no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port, so clients' URLs stay valid. */
  start(): Promise<void>;
};

/**
 * A redis-server of the test's own on a free port, without persistence, that the test may stop and
 * start again. Never the machine's shared Redis.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; !(await answersPing(url)); i++) {
      if (i >= 200) throw new Error(`redis-server on port ${port} did not answer within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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

async function answersPing(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    disconnectTimeout: 100,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const outputs = new WeakMap<ChildProcess, { text: string }>();

/** Runs a TypeScript file of this workspace as a child process (see run-ts.js); its stdout is kept. */
export function spawnTs(file: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(__dirname, 'run-ts.js'), file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  outputs.set(child, output);
  child.stdout?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  return child;
}

/** Resolves with the first stdout line so far matching `pattern` (waiting for it up to `ms`). */
export function waitForLine(child: ChildProcess, pattern: RegExp, ms = 10_000): Promise<string> {
  const output = outputs.get(child)!;
  const find = () => output.text.split('\n').find((line) => pattern.test(line));
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = find();
      if (line === undefined) return false;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(line);
      return true;
    };
    const onData = () => setImmediate(check);
    const timer = setTimeout(() => {
      child.stdout?.off('data', onData);
      reject(new Error(`no line matching ${pattern} within ${ms} ms; output so far:\n${output.text}`));
    }, ms);
    if (!check()) child.stdout?.on('data', onData);
  });
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export { freePort };
