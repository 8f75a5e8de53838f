// Queue round trip: an AI call through BullMQ and the worker process (offline provider) against
// the same call in-process; the goal is on the difference (the queue's overhead).
import { REDIS_URL } from '../lib/stack.mjs';
import { latencyText, ms } from './rows.mjs';

/** @param {import('./context.mjs').Context} ctx */
export async function queueRoundTrip(ctx) {
  const { stack, settings } = ctx;
  const run = await ctx.runChild('load/queue-round-trip.mjs', {
    root: ctx.root,
    redisUrl: REDIS_URL,
    prefix: stack.prefix,
    calls: settings.queueCalls,
    warmup: 30,
  });
  const p50 = run.viaQueue.p50 - run.direct.p50;
  const p99 = run.viaQueue.p99 - run.direct.p99;
  return {
    rows: [
      {
        scenario: 'queue round trip',
        measure: `AI chat follow-up, offline provider, ${run.viaQueue.calls} calls one at a time`,
        result: `BullMQ + worker: ${latencyText(run.viaQueue)}`,
        baseline: `in-process: ${latencyText(run.direct)}`,
        ratio: `overhead p50 ${ms(p50)}, p99 ${ms(p99)}`,
        goal: 'overhead p50 <= 5 ms, p99 <= 25 ms',
        met: p50 <= 5 && p99 <= 25,
      },
    ],
    details: { ...run, overhead: { p50, p99 } },
  };
}
