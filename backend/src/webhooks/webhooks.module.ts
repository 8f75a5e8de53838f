import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CONFIG, DB } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { ResponsesModule } from '../responses';
import { ResponsesService } from '../responses';
import { NotFoundError } from '../common/errors';
import { DEFAULT_WEBHOOK_SETTINGS, WebhookEngine } from './webhook-engine';
import type { PayloadSources } from './webhook-payload';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { WEBHOOK_ENGINE } from './webhooks.tokens';

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
      provide: WEBHOOK_ENGINE,
      inject: [DB, CONFIG, OPS_LOGGER, ResponsesService],
      useFactory: (db: Db, config: AppConfig, logger: Logger, responses: ResponsesService) =>
        new WebhookEngine({
          db,
          sources: payloadSources(responses),
          settings: { ...DEFAULT_WEBHOOK_SETTINGS, allowLoopback: config.webhooksAllowLoopback },
          redis: config.redisUrl ? { url: config.redisUrl, prefix: config.queuePrefix } : null,
          onError: (error, what) => logger.warn({ err: error.message }, `${what}: ${error.message}`),
        }),
    },
    WebhooksService,
  ],
  exports: [WEBHOOK_ENGINE],
})
export class WebhooksModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(WEBHOOK_ENGINE) private readonly engine: WebhookEngine) {}

  onApplicationBootstrap(): void {
    this.engine.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.engine.stop();
  }
}
