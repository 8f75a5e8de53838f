import { getPriority } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// A thread lowers its own priority, not the process's: the main thread (the API serving requests) keeps its own.

const REGISTER_TS = path.resolve(__dirname, '../../../shared/src/testing/register-ts.js');

it('lowers the calling thread to nice 19 and leaves the main thread as it was', async () => {
  const before = getPriority();
  const worker = new Worker(
    `require(${JSON.stringify(REGISTER_TS)}).registerTypeScript();
     const { readlinkSync } = require('node:fs');
     const { getPriority } = require('node:os');
     const { parentPort } = require('node:worker_threads');
     const lowered = require(${JSON.stringify(path.join(__dirname, 'thread-priority.ts'))}).yieldCpuToOthers();
     const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
     parentPort.postMessage({ lowered, own: getPriority(threadId) });`,
    { eval: true },
  );
  const seen = await new Promise<{ lowered: boolean; own: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  expect(seen).toEqual({ lowered: true, own: 19 });
  expect(getPriority()).toBe(before);
});
