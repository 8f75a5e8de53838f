import { Redis, type RedisOptions } from 'ioredis';
import { withTimeout } from '@seedline/shared';

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

/**
 * One PING on a connection of its own that never retries, for readiness probes: resolves when
 * Redis answers within `timeoutMs`, rejects with the reason otherwise. The connection is closed either way.
 */
export async function pingRedisOnce(url: string, timeoutMs: number, connectionName?: string): Promise<void> {
  const redis = new Redis(url, {
    connectionName,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    // ioredis would otherwise keep a 2 s timer for a socket that was refused and is already gone.
    disconnectTimeout: 100,
  });
  redis.on('error', () => undefined); // the rejection reports it
  try {
    await withTimeout(
      redis.connect().then(() => redis.ping()),
      timeoutMs,
    );
  } finally {
    redis.disconnect();
  }
}

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
