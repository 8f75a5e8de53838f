import { Redis, type RedisOptions } from 'ioredis';

/** A Redis URL or ioredis options (with an optional `url`). */
export type RedisConnection = string | (RedisOptions & { url?: string });

export function createRedis(connection: RedisConnection, overrides: RedisOptions = {}): Redis {
  if (typeof connection === 'string') return new Redis(connection, overrides);
  const { url, ...options } = connection;
  return url ? new Redis(url, { ...options, ...overrides }) : new Redis({ ...options, ...overrides });
}

/**
 * Options for the API side: fail fast instead of queueing commands while Redis is away, so a
 * request answers "unavailable" at once; keep reconnecting in the background (at most every 2 s).
 */
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  retryStrategy: (times: number) => Math.min(times * 250, 2_000),
  // A socket that never closes after QUIT is destroyed after this long (ioredis default 2 s).
  disconnectTimeout: 200,
};

/** Resolves true once the client is ready, false if it is not within `ms`. */
export function waitForReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  if (redis.status === 'end' || ms <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on('ready', onReady);
  });
}
