import {
  BullmqAiRunner,
  DEFAULT_OPENAI_MODEL,
  InProcessAiRunner,
  providerFromConfig,
  type AiJobRunner,
  type ProviderConfig,
} from '@seedline/worker';
import type { AppConfig } from '../config/config';
import type { Logger } from '../ops/logger';

export function providerConfigOf(config: AppConfig): ProviderConfig {
  const { apiKey, baseUrl, model } = config.openai;
  return apiKey ? { kind: 'openai', apiKey, baseURL: baseUrl ?? undefined, model: model ?? DEFAULT_OPENAI_MODEL } : { kind: 'offline' };
}

/**
 * With REDIS_URL: jobs go to the BullMQ queue and a separate worker process runs them.
 * Without: the same processor runs in this process (the embedded default).
 */
export function createAiRunner(config: AppConfig, logger?: Logger): AiJobRunner {
  if (config.redisUrl) {
    return new BullmqAiRunner({
      connection: config.redisUrl,
      prefix: config.queuePrefix,
      defaultTimeoutMs: config.aiJobTimeoutMs,
      logger,
    });
  }
  return new InProcessAiRunner(providerFromConfig(providerConfigOf(config)), { defaultTimeoutMs: config.aiJobTimeoutMs, logger });
}
