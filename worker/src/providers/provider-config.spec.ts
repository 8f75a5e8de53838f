import { createProvider } from './create-provider';
import { ConfigError, readWorkerConfig } from '@seedline/shared';

describe('readWorkerConfig', () => {
  it('reads REDIS_URL and applies defaults', () => {
    expect(readWorkerConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      concurrency: 4,
      prefix: 'seedline',
      provider: { kind: 'offline' },
      logLevel: 'info',
      ops: { port: 3001, metricsToken: null },
    });
  });

  it('reads the OpenAI settings, with a default model', () => {
    const config = readWorkerConfig({
      REDIS_URL: 'rediss://cache:6380/1',
      WORKER_CONCURRENCY: '8',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(config.concurrency).toBe(8);
    expect(config.provider).toEqual({
      kind: 'openai',
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:11434/v1',
      model: 'gpt-4o-mini',
    });
  });

  it.each([
    [{}, 'REDIS_URL'],
    [{ REDIS_URL: '  ' }, 'REDIS_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://x', WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
    [{ REDIS_URL: 'redis://x', WORKER_CONCURRENCY: 'four' }, 'WORKER_CONCURRENCY'],
    [{ REDIS_URL: 'redis://x', WORKER_CONCURRENCY: '2.5' }, 'WORKER_CONCURRENCY'],
    [{ REDIS_URL: 'redis://x', OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ REDIS_URL: 'redis://x', QUEUE_PREFIX: 'a:b' }, 'QUEUE_PREFIX'],
    [{ REDIS_URL: 'redis://x', LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'redis://x', WORKER_HEALTH_PORT: '70000' }, 'WORKER_HEALTH_PORT'],
    [{ REDIS_URL: 'redis://x', METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
  ])('stops on %p naming %s', (env, variable) => {
    let error: unknown;
    try {
      readWorkerConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^${variable}: `));
  });
});

describe('createProvider', () => {
  it('is the offline provider without a key, OpenAI with one', () => {
    expect(createProvider({}).name).toBe('offline');
    expect(createProvider({ OPENAI_API_KEY: ' ' }).name).toBe('offline');
    expect(createProvider({ OPENAI_API_KEY: 'sk-x', OPENAI_MODEL: 'llama3.1' }).name).toBe('openai:llama3.1');
  });
});
