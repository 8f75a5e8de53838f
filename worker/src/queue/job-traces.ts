import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { resultKey } from './result-channel';

// AI jobs carry respondents' words (an analysis reads every answer, its report quotes them; a chat
// follow-up reads the conversation). Redis must not keep them past their use, nor past an erasure:
// these find and drop a job's traces (the job's hash, its kept outcome, its entries in the queue's
// event stream) and take an erased response's words out of whatever still holds them.

/** What an erased respondent's words read as (the API's REDACTED): a quote keeps its place, not its words. */
export const ERASED_TEXT = '[erased]';

/** Fields that name things rather than say them: kept when an object's words are erased. */
const NAMING_FIELD = /(?:^id|Id|^language|^source)$/;

const mentions = (value: unknown, ids: ReadonlySet<string>): boolean => {
  if (value === null || value === undefined) return false;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const id of ids) if (text.includes(id)) return true;
  return false;
};

/** A payload without the list entries that mention an id (an erased response's entry in an analysis). */
export function withoutMentions(value: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.filter((v) => !mentions(v, ids)).map((v) => withoutMentions(v, ids));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutMentions(v, ids)]));
  }
  return value;
}

/**
 * A result with the words of every object that refers to an id (a quote of an erased response) replaced
 * by ERASED_TEXT, its shape kept, so the result still meets its contract and the API leaves those quotes out.
 */
export function redactMentions(value: unknown, ids: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => redactMentions(v, ids));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const refers = entries.some(([, v]) => typeof v === 'string' && ids.has(v));
    return Object.fromEntries(
      entries.map(([k, v]) => [
        k,
        refers && typeof v === 'string' && !NAMING_FIELD.test(k) ? ERASED_TEXT : redactMentions(v, ids),
      ]),
    );
  }
  return value;
}

const EVENTS_PAGE = 500;
/** How far back a job that has just finished is looked for: its entries are among the newest. */
const RECENT_EVENTS = 100;

/**
 * The ids of the queue's event-stream entries that `drop` picks (BullMQ's `completed` entries carry the
 * job's result); `recent`: only among the newest page (a job that has just finished).
 */
async function eventEntries(
  redis: Redis,
  queue: Queue,
  drop: (fields: string[]) => boolean,
  recent = false,
): Promise<string[]> {
  const key = queue.toKey('events');
  if (recent) {
    const page = await redis.xrevrange(key, '+', '-', 'COUNT', RECENT_EVENTS);
    return page.filter(([, fields]) => drop(fields)).map(([id]) => id);
  }
  const ids: string[] = [];
  let start = '-';
  for (;;) {
    const page = await redis.xrange(key, start, '+', 'COUNT', EVENTS_PAGE);
    for (const [id, fields] of page) if (drop(fields)) ids.push(id);
    if (page.length < EVENTS_PAGE) return ids;
    start = `(${page[page.length - 1]![0]}`;
  }
}

/**
 * Drops a finished job from Redis: its hash, its kept outcome, its event-stream entries (`recent`: a job
 * that has just finished, whose entries are among the newest).
 */
export async function dropJobTraces(redis: Redis, queue: Queue, jobId: string, recent = false): Promise<void> {
  await queue.remove(jobId).catch(() => undefined);
  await redis.del(resultKey(queue.opts.prefix ?? 'bull', queue.name, jobId));
  const ofJob = (fields: string[]) => fields.some((f, i) => i % 2 === 1 && f === jobId);
  const entries = await eventEntries(redis, queue, ofJob, recent);
  if (entries.length > 0) await redis.xdel(queue.toKey('events'), ...entries);
}

const STATES = ['waiting', 'delayed', 'prioritized', 'paused', 'waiting-children', 'active', 'completed', 'failed'];

/**
 * After an erasure: every job whose payload mentions an erased id loses that entry (a running one too:
 * a retry reads the payload again), every kept result (the job's, its outcome list) has their words
 * replaced by ERASED_TEXT, and event-stream entries that mention them go. Returns the keys rewritten.
 */
export async function eraseMentions(redis: Redis, queue: Queue, erased: readonly string[]): Promise<number> {
  const ids = new Set(erased);
  if (ids.size === 0) return 0;
  let rewritten = 0;
  for (const job of await queue.getJobs(STATES as never)) {
    if (!job?.id) continue;
    if (mentions(job.data, ids)) {
      await job.updateData(withoutMentions(job.data, ids) as never);
      rewritten++;
    }
    if (mentions(job.returnvalue, ids)) {
      await redis.hset(queue.toKey(job.id), 'returnvalue', JSON.stringify(redactMentions(job.returnvalue, ids)));
      rewritten++;
    }
  }
  const pattern = `${resultKey(queue.opts.prefix ?? 'bull', queue.name, '')}*`;
  for (let cursor = '0'; ;) {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    for (const key of keys) rewritten += await redactList(redis, key, ids);
    cursor = next;
    if (cursor === '0') break;
  }
  const entries = await eventEntries(redis, queue, (fields) => mentions(fields, ids));
  if (entries.length > 0) await redis.xdel(queue.toKey('events'), ...entries);
  return rewritten + entries.length;
}

/** Rewrites a kept-outcome list whose entries mention an id, keeping its time to live. */
async function redactList(redis: Redis, key: string, ids: ReadonlySet<string>): Promise<number> {
  const items = await redis.lrange(key, 0, -1);
  if (!items.some((item) => mentions(item, ids))) return 0;
  const ttl = await redis.pttl(key);
  const redacted = items.map((item) => JSON.stringify(redactMentions(JSON.parse(item), ids)));
  const tx = redis
    .multi()
    .del(key)
    .rpush(key, ...redacted);
  if (ttl > 0) tx.pexpire(key, ttl);
  await tx.exec();
  return 1;
}
