import { AI_DEFAULT_PREFIX } from './contract/ai-jobs';
import { DEFAULT_OPENAI_MODEL } from './providers/openai.provider';

type Env = Record<string, string | undefined>;

/** Invalid configuration: the message names the variable, and start-up stops. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

export type ProviderConfig =
  | { kind: 'offline' }
  | { kind: 'openai'; apiKey: string; baseURL: string | undefined; model: string };

export type WorkerConfig = {
  redisUrl: string;
  concurrency: number;
  /** BullMQ key prefix; the API must use the same one. */
  prefix: string;
  provider: ProviderConfig;
};

export const DEFAULT_WORKER_CONCURRENCY = 4;

/** OpenAI when OPENAI_API_KEY is set, else the offline provider. */
export function readProviderConfig(env: Env): ProviderConfig {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return { kind: 'offline' };
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  if (baseURL !== undefined && !isUrl(baseURL, ['http:', 'https:'])) {
    throw new ConfigError('OPENAI_BASE_URL', `must be an http(s) URL, got "${baseURL}"`);
  }
  return { kind: 'openai', apiKey, baseURL, model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL };
}

/** REDIS_URL is required for the worker process; everything else has a default. */
export function readWorkerConfig(env: Env): WorkerConfig {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl) throw new ConfigError('REDIS_URL', 'is required for the worker (e.g. redis://127.0.0.1:6379)');
  if (!isUrl(redisUrl, ['redis:', 'rediss:'])) {
    throw new ConfigError('REDIS_URL', `must be a redis:// or rediss:// URL, got "${redisUrl}"`);
  }
  return {
    redisUrl,
    concurrency: readPositiveInt(env, 'WORKER_CONCURRENCY', DEFAULT_WORKER_CONCURRENCY, 256),
    prefix: readPrefix(env),
    provider: readProviderConfig(env),
  };
}

/** QUEUE_PREFIX (optional): the queue's Redis key prefix, shared by API and worker. */
export function readPrefix(env: Env): string {
  const prefix = env.QUEUE_PREFIX?.trim() || AI_DEFAULT_PREFIX;
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(prefix)) {
    throw new ConfigError('QUEUE_PREFIX', 'may only hold letters, digits, "_", "." and "-" (at most 64)');
  }
  return prefix;
}

export function readPositiveInt(env: Env, variable: string, fallback: number, max = 1_000): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new ConfigError(variable, `must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
