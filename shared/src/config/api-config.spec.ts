import path from 'node:path';
import { readApiConfig } from './api-config';
import { ConfigError } from './config-error';
import { readWorkerConfig } from './worker-config';
import type { Env } from './variables';

const CWD = path.resolve('/srv/seedline');

function problemOf(read: () => unknown): ConfigError {
  try {
    read();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('readApiConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(readApiConfig({}, CWD)).toEqual({
      port: 3000,
      databaseUrl: null,
      databaseSchema: null,
      redisUrl: null,
      dataDir: path.join(CWD, 'data'),
      uploadDir: path.join(CWD, 'data', 'uploads'),
      provider: { kind: 'offline' },
      adminUsername: 'admin',
      adminPassword: null,
      sessionSecret: null,
      dataEncryptionKey: null,
      surveysAccessPassword: null,
      aiJobTimeoutMs: 30_000,
      queuePrefix: 'seedline',
      seedStarterSurvey: true,
      metricsToken: null,
      logLevel: 'info',
      trustProxy: ['loopback'],
      sessionAbsoluteTtlMs: 7 * 24 * 60 * 60 * 1000,
      limits: {
        windowMs: 600_000,
        startsPerAddress: 30,
        startsPerSurvey: 1_000,
        writesPerAddress: 600,
        writesPerResponse: 300,
        followUpsPerResponse: 60,
        followUpsPerAddress: 120,
        answerRevisions: 20,
        loginWindowMs: 900_000,
        loginsPerAddressAndUser: 10,
        loginsPerAddress: 50,
      },
      webhooksAllowLoopback: false,
      smtpUrl: null,
      mailFrom: null,
      mailUnsubscribeTo: null,
      publicUrl: null,
      qualityKeeper: true,
    });
  });

  it('reads the limits and the session lifetime, refusing a window longer than a day', () => {
    const config = readApiConfig(
      { LIMIT_STARTS_PER_ADDRESS: '5', LIMIT_ANSWER_REVISIONS: '3', SESSION_ABSOLUTE_TTL_MS: '3600000' },
      CWD,
    );
    expect(config.limits).toMatchObject({ startsPerAddress: 5, answerRevisions: 3 });
    expect(config.sessionAbsoluteTtlMs).toBe(3_600_000);
    expect(() => readApiConfig({ LIMIT_WINDOW_MS: String(25 * 60 * 60 * 1000) }, CWD)).toThrow(/LIMIT_WINDOW_MS/);
    expect(() => readApiConfig({ LIMIT_STARTS_PER_SURVEY: '0' }, CWD)).toThrow(/LIMIT_STARTS_PER_SURVEY/);
  });

  it('reads every variable, trimmed, with blank meaning unset', () => {
    const config = readApiConfig(
      {
        PORT: ' 8080 ',
        DATABASE_URL: 'postgres://app@db:5432/seedline',
        DATABASE_SCHEMA: 'tenant_1',
        REDIS_URL: 'rediss://cache:6380/1',
        DATA_DIR: '/var/lib/seedline',
        UPLOAD_DIR: 'uploads',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: '',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'correct horse',
        SESSION_SECRET: '0123456789abcdef',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SURVEYS_ACCESS_PASSWORD: 'open-sesame',
        AI_JOB_TIMEOUT_MS: '5000',
        QUEUE_PREFIX: 'prod.eu-1',
        SEED_STARTER_SURVEY: 'off',
        METRICS_TOKEN: 'scrape-token-0123456789',
        LOG_LEVEL: 'DEBUG',
        TRUST_PROXY: '1',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        MAIL_FROM: 'Seedline <seedline@example.com>',
        MAIL_UNSUBSCRIBE_TO: 'unsubscribe@example.com',
        PUBLIC_URL: 'https://surveys.example.com/',
      },
      CWD,
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/seedline',
      databaseSchema: 'tenant_1',
      redisUrl: 'rediss://cache:6380/1',
      dataDir: path.resolve('/var/lib/seedline'),
      uploadDir: path.join(CWD, 'uploads'),
      provider: { kind: 'openai', apiKey: 'sk-test', baseURL: 'http://127.0.0.1:11434/v1', model: 'gpt-4o-mini' },
      adminUsername: 'owner',
      adminPassword: 'correct horse',
      sessionSecret: '0123456789abcdef',
      dataEncryptionKey: Buffer.alloc(32, 7),
      surveysAccessPassword: 'open-sesame',
      aiJobTimeoutMs: 5000,
      queuePrefix: 'prod.eu-1',
      seedStarterSurvey: false,
      metricsToken: 'scrape-token-0123456789',
      logLevel: 'debug',
      trustProxy: 1,
      webhooksAllowLoopback: true,
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      mailFrom: 'Seedline <seedline@example.com>',
      mailUnsubscribeTo: 'unsubscribe@example.com',
      publicUrl: 'https://surveys.example.com',
    });
  });

  it.each<[Env, string]>([
    [{ PORT: '0' }, 'PORT'],
    [{ PORT: '65536' }, 'PORT'],
    [{ PORT: '80a' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL'],
    [{ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }, 'DATA_ENCRYPTION_KEY'],
    [{ DATABASE_SCHEMA: 'Drop;Table' }, 'DATABASE_SCHEMA'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_UNSUBSCRIBE_TO: 'Seedline <u@example.com>' }, 'MAIL_UNSUBSCRIBE_TO'],
    [{ PUBLIC_URL: 'surveys.example.com' }, 'PUBLIC_URL'],
    [{ OPENAI_BASE_URL: 'ftp://model' }, 'OPENAI_BASE_URL'],
    [{ ADMIN_USERNAME: 'a'.repeat(101) }, 'ADMIN_USERNAME'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ AI_JOB_TIMEOUT_MS: '600001' }, 'AI_JOB_TIMEOUT_MS'],
    [{ QUEUE_PREFIX: 'a b' }, 'QUEUE_PREFIX'],
    [{ SEED_STARTER_SURVEY: 'maybe' }, 'SEED_STARTER_SURVEY'],
    [{ METRICS_TOKEN: 'has spaces in the token' }, 'METRICS_TOKEN'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
  ])('stops on %p naming %s', (env, variable) => {
    const error = problemOf(() => readApiConfig(env, CWD));
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^${variable}: \\S`));
  });

  it('says what a number must be, and never echoes a URL (it may hold a password)', () => {
    expect(problemOf(() => readApiConfig({ PORT: 'http' }, CWD)).message).toBe(
      'PORT: must be a whole number from 1 to 65535 (got "http")',
    );
    const redis = problemOf(() => readApiConfig({ REDIS_URL: 'redis//:secret@cache' }, CWD)).message;
    expect(redis).toBe('REDIS_URL: must be a URL starting with redis:// or rediss://');
  });
});

describe('the variables the API and the worker share', () => {
  const WORKER = { REDIS_URL: 'redis://127.0.0.1:6379' };

  it.each<[Env]>([
    [{ QUEUE_PREFIX: 'a:b' }],
    [{ REDIS_URL: 'http://cache:6379' }],
    [{ OPENAI_BASE_URL: 'not a url' }],
    [{ METRICS_TOKEN: 'short' }],
    [{ LOG_LEVEL: 'loud' }],
  ])('are refused by both with the same message: %p', (bad) => {
    const api = problemOf(() => readApiConfig(bad, CWD));
    const worker = problemOf(() => readWorkerConfig({ ...WORKER, ...bad }));
    expect(worker.message).toBe(api.message);
  });

  it('select the same provider and prefix in both', () => {
    const env = { ...WORKER, OPENAI_API_KEY: 'sk-x', OPENAI_MODEL: 'llama3.1', QUEUE_PREFIX: 'shared' };
    const api = readApiConfig(env, CWD);
    const worker = readWorkerConfig(env);
    expect(worker.provider).toEqual(api.provider);
    expect(worker.prefix).toBe(api.queuePrefix);
  });
});
