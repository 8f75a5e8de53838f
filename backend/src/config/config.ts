import path from 'node:path';

/** Everything the API reads from the environment, parsed once at start-up. */
export type AppConfig = {
  port: number;
  databaseUrl: string | null;
  /** Postgres schema to use (tests give each run its own); null means the server default. */
  databaseSchema: string | null;
  redisUrl: string | null;
  dataDir: string;
  uploadDir: string;
  openai: { apiKey: string | null; baseUrl: string | null; model: string | null };
  adminUsername: string;
  adminPassword: string | null;
  sessionSecret: string | null;
  surveysAccessPassword: string | null;
  workerConcurrency: number;
  aiJobTimeoutMs: number;
  /** Prefix for BullMQ keys (tests give each run its own). */
  queuePrefix: string;
  /** Serve the built frontend from this folder when it exists. */
  frontendDist: string;
  nodeEnv: string;
  /** Create the starter discovery survey on the first start (off in tests). */
  seedStarterSurvey: boolean;
  /** Bearer token a Prometheus scraper sends to /metrics (admins need none); null: admins only. */
  metricsToken: string | null;
  /** pino level of the JSON logs. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
};

/** Start-up refuses invalid configuration with a message naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function positiveInt(env: Env, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ConfigError(name, `must be a whole number from 1 to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, 'must be true or false');
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = optional(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isLogLevel(value: string): value is AppConfig['logLevel'] {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = path.resolve(cwd, optional(env, 'DATA_DIR') ?? 'data');
  const schema = optional(env, 'DATABASE_SCHEMA');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA', 'must be a lowercase SQL identifier');
  }
  const adminUsername = optional(env, 'ADMIN_USERNAME') ?? 'admin';
  if (adminUsername.length > 100) throw new ConfigError('ADMIN_USERNAME', 'must be at most 100 characters');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 8 characters');
  }
  const metricsToken = optional(env, 'METRICS_TOKEN');
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces');
  }
  const logLevel = (optional(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!isLogLevel(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const sessionSecret = optional(env, 'SESSION_SECRET');
  if (sessionSecret !== null && sessionSecret.length < 16) {
    throw new ConfigError('SESSION_SECRET', 'must be at least 16 characters');
  }
  return {
    port: positiveInt(env, 'PORT', 3000, 65535),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    databaseSchema: schema,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    dataDir,
    uploadDir: path.resolve(cwd, optional(env, 'UPLOAD_DIR') ?? path.join(dataDir, 'uploads')),
    openai: {
      apiKey: optional(env, 'OPENAI_API_KEY'),
      baseUrl: url(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
      model: optional(env, 'OPENAI_MODEL'),
    },
    adminUsername,
    adminPassword,
    sessionSecret,
    surveysAccessPassword: optional(env, 'SURVEYS_ACCESS_PASSWORD'),
    workerConcurrency: positiveInt(env, 'WORKER_CONCURRENCY', 4, 256),
    aiJobTimeoutMs: positiveInt(env, 'AI_JOB_TIMEOUT_MS', 30000, 600000),
    queuePrefix: optional(env, 'QUEUE_PREFIX') ?? 'seedline',
    frontendDist: path.resolve(__dirname, '../../../frontend/dist'),
    nodeEnv: optional(env, 'NODE_ENV') ?? 'development',
    seedStarterSurvey: flag(env, 'SEED_STARTER_SURVEY', true),
    metricsToken,
    logLevel,
  };
}
