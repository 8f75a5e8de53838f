import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@seedline/worker/testing';
import { exitOf } from '../testing/faults/child-process';

// An API stopped while its Redis is away must leave nothing running. A BullMQ worker closed gently
// against an unreachable Redis kept its own blocking connection reconnecting for ever, so the process
// (a jest worker too, which jest then force-exited with a warning) never ended by itself.

it('leaves nothing running after a shutdown with Redis unreachable: the process ends by itself', async () => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(__dirname, '../testing/faults/run-api.js'), 'backend/src/testing/faults/retention-shutdown-child.ts'],
    { env: { ...process.env, REDIS_URL: `redis://127.0.0.1:${port}` }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = await Promise.race([
    exitOf(child),
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000).unref()),
  ]);
  if (ended === 'still running') child.kill('SIGKILL');
  expect({ ended, output: output.includes('shut down') }).toEqual({ ended: 0, output: true });
}, 30_000);
