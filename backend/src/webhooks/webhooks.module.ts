import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, EVENT_CIPHER, type Clock } from '../core/tokens';
import type { EventCipher } from '../event-store/event-cipher';
import { EndpointSecrets } from './endpoint-secrets';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { ResponsesModule } from '../responses';
import { ResponsesService } from '../responses';
import { NotFoundError } from '../common/errors';
import { createWebhookEngine, DEFAULT_WEBHOOK_SETTINGS, type WebhookEngine } from './webhook-engine';
import type { PayloadSources } from './webhook-payload';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

/** The response and its answers as every reading that leaves takes them: on its path (ResponsesService.answers). */
function payloadSources(responses: ResponsesService): PayloadSources {
  return {
    async completedResponse(responseId) {
      try {
        const response = await responses.get(responseId);
        return { response, answers: await responses.answers(responseId) };
      } catch (error) {
        if (error instanceof NotFoundError) return null;
        throw error;
      }
    },
  };
}

/** Signed webhooks (Standard Webhooks 1.0): endpoints, the admin's screens' API, and the delivery engine. */
@Module({
  imports: [ResponsesModule],
  controllers: [WebhooksController],
  providers: [
    {
      provide: EndpointSecrets,
      inject: [EVENT_CIPHER],
      useFactory: (cipher: EventCipher) => new EndpointSecrets(cipher),
    },
    {
      provide: WEBHOOK_ENGINE,
      inject: [DB, CONFIG, OPS_LOGGER, ResponsesService, EndpointSecrets, CLOCK],
      useFactory: (
        db: Db,
        config: AppConfig,
        logger: Logger,
        responses: ResponsesService,
        secrets: EndpointSecrets,
        clock: Clock,
      ) =>
        createWebhookEngine({
          db,
          sources: payloadSources(responses),
          secrets,
          settings: { ...DEFAULT_WEBHOOK_SETTINGS, allowLoopback: config.webhooksAllowLoopback },
          redis: config.redisUrl ? { url: config.redisUrl, prefix: config.queuePrefix } : null,
          onError: (error, what) => logger.warn({ err: error.message }, `${what}: ${error.message}`),
          clock,
        }),
    },
    WebhooksService,
  ],
  exports: [WEBHOOK_ENGINE],
})
export class WebhooksModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(WEBHOOK_ENGINE) private readonly engine: WebhookEngine,
    @Inject(DB) private readonly db: Db,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    private readonly secrets: EndpointSecrets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Secrets stored before sealing sign as they are until this has sealed them.
    await this.secrets
      .sealPlainSecrets(this.db)
      .catch((error: Error) => this.logger.warn({ err: error.message }, `webhook secrets: ${error.message}`));
    this.engine.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.engine.stop();
  }
}
