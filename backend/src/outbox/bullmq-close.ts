import type { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { withTimeout } from '@seedline/shared';

/**
 * Closes a BullMQ queue and worker of this process and their Redis connections without hanging when
 * Redis is away. A worker whose Redis is away is closed by force: otherwise its own blocking connection
 * (which disconnecting ours does not reach) keeps reconnecting, and its timers keep the process alive.
 * With Redis up, a job in progress gets up to `waitMs` to finish. Used by the outbox's queues and by
 * the contact-retention scheduler, the other BullMQ worker the API runs.
 */
export async function closeQueueAndWorker(parts: {
  queue: Queue | null;
  worker: Worker | null;
  connections: readonly Redis[];
  waitMs: number;
}): Promise<void> {
  const redisUp = parts.connections.every((redis) => redis.status === 'ready');
  const blocking = redisUp ? undefined : await blockingClientOf(parts.worker);
  const closing = Promise.all([parts.worker?.close(!redisUp), parts.queue?.close()]);
  await withTimeout(closing, parts.waitMs).catch(() => undefined);
  for (const redis of parts.connections) redis.disconnect();
  if (blocking) settleAbandonedCommands(blocking);
}

/** BullMQ keeps a worker's blocking connection to itself (not part of its typed API). */
type WithBlockingConnection = { backend?: { blockingConnection?: { client?: Promise<Redis> } } };

async function blockingClientOf(worker: Worker | null): Promise<Redis | undefined> {
  const client = (worker as unknown as WithBlockingConnection | null)?.backend?.blockingConnection?.client;
  return client ? withTimeout(client, 100).catch(() => undefined) : undefined;
}

/**
 * Redis died while the worker waited in BZPOPMIN: ioredis (maxRetriesPerRequest: null) keeps the command
 * to send again, and a disconnect while it is reconnecting never rejects it, so BullMQ's watchdog for it
 * (about 11 s) outlives the shutdown and holds the process. Rejecting what the closed client still
 * holds settles the wait, and the watchdog with it.
 */
function settleAbandonedCommands(client: Redis): void {
  if (client.status !== 'end') client.disconnect();
  const flush = (client as unknown as { flushQueue?: (error: Error) => void }).flushQueue;
  try {
    flush?.call(client, new Error('Connection is closed.'));
  } catch {
    // Best effort: at worst the watchdog ends by itself.
  }
}
