import { AI_DEFAULT_PREFIX } from '../contract/ai-jobs';
import { atLeast, matching, oneOf, optional, secureUrl, text, url, withDefault } from './variables';

/** The model asked when OPENAI_MODEL is unset. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

/** The variables the API and the worker both read: one rule for each, whichever process reads it. */
export const SHARED_VARIABLES = {
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  /** The queue's Redis key prefix: the API and the worker must use the same one. */
  QUEUE_PREFIX: withDefault(
    matching(/^[A-Za-z0-9_.-]{1,64}$/, 'may only hold letters, digits, "_", "." and "-" (at most 64)'),
    AI_DEFAULT_PREFIX,
  ),
  OPENAI_API_KEY: optional(text),
  OPENAI_BASE_URL: optional(secureUrl()),
  OPENAI_MODEL: optional(text),
  METRICS_TOKEN: optional(atLeast(16, { noSpaces: true })),
  LOG_LEVEL: withDefault(oneOf(LOG_LEVELS), 'info'),
};

export type ProviderConfig =
  { kind: 'offline' } | { kind: 'openai'; apiKey: string; baseURL: string | undefined; model: string };

/** OpenAI (or a compatible server) when OPENAI_API_KEY is set, else the offline provider. */
export function providerOf(vars: {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
}): ProviderConfig {
  if (!vars.OPENAI_API_KEY) return { kind: 'offline' };
  return {
    kind: 'openai',
    apiKey: vars.OPENAI_API_KEY,
    baseURL: vars.OPENAI_BASE_URL,
    model: vars.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL,
  };
}
