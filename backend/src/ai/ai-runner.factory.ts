import { BullmqAiRunner, InProcessAiRunner, providerFromConfig, type AiJobRunner } from '@seedline/worker';
import type { AppConfig } from '../config/config';
import type { Logger } from '../ops/logger';

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
  return new InProcessAiRunner(providerFromConfig(config.provider), {
    defaultTimeoutMs: config.aiJobTimeoutMs,
    logger,
  });
}
