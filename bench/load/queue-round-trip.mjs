// Queue round trip (its own process): the API side of an AI call through BullMQ (BullmqAiRunner:
// validate, enqueue, await the worker process's result) against the same call in-process
// (InProcessAiRunner), both with the offline provider, one call at a time.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { msSince, percentile } from '../lib/stats.mjs';

/** @typedef {{ root: string, redisUrl: string, prefix: string, calls: number, warmup: number }} QueueInput */

/** @type {QueueInput} */
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const require = createRequire(import.meta.url);
const ai = {
  ...require(path.join(input.root, 'shared/dist/index.js')),
  ...require(path.join(input.root, 'worker/dist/index.js')),
};

const ANSWERS = [
  'We are a 25-person accounting firm and most of our time goes into data entry from PDFs.',
  'Not sure.',
  'Our sales team uses HubSpot but the support team lives in shared inboxes, and nothing is connected.',
  'We tried a chatbot last year; nobody used it because it could not see order history.',
];

/** @param {number} n */
function payload(n) {
  return {
    userMessage: ANSWERS[n % ANSWERS.length],
    currentQuestion: 'Which task takes your team the most time each week?',
    conversationHistory: [{ role: 'assistant', content: 'Which task takes your team the most time each week?' }],
    isLastQuestion: n % 10 === 9,
    language: n % 7 === 0 ? 'ur' : 'en',
    followUpsAskedForQuestion: 0,
  };
}

/** @param {{ run: (name: string, payload: unknown) => Promise<unknown> }} runner */
async function measure(runner) {
  for (let n = 0; n < input.warmup; n++) await runner.run(ai.CHAT_FOLLOWUP_JOB, payload(n));
  const latencies = [];
  for (let n = 0; n < input.calls; n++) {
    const t = process.hrtime.bigint();
    await runner.run(ai.CHAT_FOLLOWUP_JOB, payload(n));
    latencies.push(msSince(t));
  }
  return { calls: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

// The runner's own warnings (a connection closing as it closes) go to stderr: stdout's last line is the result.
const pino = require(require.resolve('pino', { paths: [path.join(input.root, 'worker')] }));
const logger = pino({ name: 'ai-queue' }, pino.destination(2));
const queued = new ai.BullmqAiRunner({
  connection: input.redisUrl,
  prefix: input.prefix,
  defaultTimeoutMs: 10_000,
  logger,
});
const inProcess = new ai.InProcessAiRunner(ai.createOfflineProvider(), { defaultTimeoutMs: 10_000 });
let result;
try {
  const viaQueue = await measure(queued);
  const direct = await measure(inProcess);
  result = { viaQueue, direct };
} finally {
  await queued.close();
  await inProcess.close();
}
// Written once everything is closed, so nothing printed while closing comes after it.
process.stdout.write(`${JSON.stringify(result)}\n`);
