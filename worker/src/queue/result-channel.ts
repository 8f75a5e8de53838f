import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Result delivery that does not depend on BullMQ's best-effort QueueEvents: the worker writes each
 * job's final outcome to a per-job list key (with a TTL) and announces it on one pub/sub channel.
 * The API resolves on the announcement, and polls the key and the job's state as a fallback.
 */
export type JobOutcome = { ok: true; result: unknown } | { ok: false; error: { name: string; message: string } };

const outcomeMessageSchema = z.object({
  jobId: z.string(),
  jobName: z.string().optional(),
  finishedAt: z.string().optional(),
  outcome: z.union([
    z.object({ ok: z.literal(true), result: z.unknown() }),
    z.object({ ok: z.literal(false), error: z.object({ name: z.string(), message: z.string() }) }),
  ]),
});

/**
 * `finishedAt`: when the worker finished the job (ISO), for those who read the outcome later. `jobName`:
 * which job it was, so a watcher of started jobs ignores the awaited ones (absent from older workers).
 */
export type OutcomeMessage = { jobId: string; jobName?: string; finishedAt?: string; outcome: JobOutcome };

export function resultKey(prefix: string, queueName: string, jobId: string): string {
  return `${prefix}:${queueName}:result:${jobId}`;
}

export function resultChannel(prefix: string, queueName: string): string {
  return `${prefix}:${queueName}:results`;
}

export function encodeOutcome(message: OutcomeMessage): string {
  return JSON.stringify(message);
}

/** The message, or null when it is not one of ours (never throws on foreign input). */
export function decodeOutcome(raw: string): OutcomeMessage | null {
  try {
    const parsed = outcomeMessageSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as OutcomeMessage) : null;
  } catch {
    return null;
  }
}

/** Writes the outcome under the job's key and announces it; one MULTI so both happen or neither. */
export async function deliverOutcome(
  redis: Redis,
  where: { prefix: string; queueName: string; ttlSeconds: number },
  message: OutcomeMessage,
): Promise<void> {
  const key = resultKey(where.prefix, where.queueName, message.jobId);
  const encoded = encodeOutcome(message);
  await redis
    .multi()
    .rpush(key, encoded)
    .expire(key, where.ttlSeconds)
    .publish(resultChannel(where.prefix, where.queueName), encoded)
    .exec();
}
