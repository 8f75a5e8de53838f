import { z } from 'zod';
import { SHARED_VARIABLES, providerOf, type LogLevelName, type ProviderConfig } from './shared-variables';
import { parseEnv, required, url, wholeNumber, withDefault, type Env } from './variables';

export const DEFAULT_WORKER_CONCURRENCY = 4;
export const DEFAULT_WORKER_HEALTH_PORT = 3001;

const OPS_VARIABLES = {
  WORKER_HEALTH_PORT: withDefault(wholeNumber(1, 65_535), DEFAULT_WORKER_HEALTH_PORT),
  METRICS_TOKEN: SHARED_VARIABLES.METRICS_TOKEN,
};

const WORKER_VARIABLES = z.object({
  ...SHARED_VARIABLES,
  ...OPS_VARIABLES,
  REDIS_URL: required(url(['redis:', 'rediss:']), 'is required for the worker (e.g. redis://127.0.0.1:6379)'),
  WORKER_CONCURRENCY: withDefault(wholeNumber(1, 256), DEFAULT_WORKER_CONCURRENCY),
});

/** The variables the worker reads (documented in .env.example). */
export const WORKER_VARIABLE_NAMES = Object.keys(WORKER_VARIABLES.shape);

/** The worker's health server: WORKER_HEALTH_PORT (default 3001), METRICS_TOKEN (needed to scrape /metrics). */
export type WorkerOpsConfig = { port: number; metricsToken: string | null };

export type WorkerConfig = {
  redisUrl: string;
  concurrency: number;
  /** BullMQ key prefix; the API must use the same one. */
  prefix: string;
  provider: ProviderConfig;
  logLevel: LogLevelName;
  ops: WorkerOpsConfig;
};

/** Everything the worker process reads; REDIS_URL is required, the rest has defaults. */
export function readWorkerConfig(env: Env): WorkerConfig {
  const vars = parseEnv(WORKER_VARIABLES, env);
  return {
    redisUrl: vars.REDIS_URL,
    concurrency: vars.WORKER_CONCURRENCY,
    prefix: vars.QUEUE_PREFIX,
    provider: providerOf(vars),
    logLevel: vars.LOG_LEVEL,
    ops: { port: vars.WORKER_HEALTH_PORT, metricsToken: vars.METRICS_TOKEN ?? null },
  };
}

export function readWorkerOpsConfig(env: Env): WorkerOpsConfig {
  const vars = parseEnv(z.object(OPS_VARIABLES), env);
  return { port: vars.WORKER_HEALTH_PORT, metricsToken: vars.METRICS_TOKEN ?? null };
}

/** Which AI provider the OPENAI_* variables select. */
export function readProviderConfig(env: Env): ProviderConfig {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = SHARED_VARIABLES;
  return providerOf(parseEnv(z.object({ OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL }), env));
}
