import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { resolveSessionSecret } from '../auth';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { ResponsesModule } from '../responses';
import { ResponsesService } from '../responses';
import { SurveysModule } from '../surveys';
import { SurveysService } from '../surveys';
import { MAIL_CONCURRENCY, MailEngine } from './mail-engine';
import { createSmtpTransport } from '../common/smtp-transport';
import { mailSources } from './mail-sources';
import { MailNotificationsController, MailUnsubscribeController } from './mail.controller';
import { MailService } from './mail.service';
import { MAIL_ENGINE, MAIL_SECRET } from './mail.tokens';

/** E-mail notifications (issue 30, item 2): per-survey settings, the mail log, unsubscribe, the sending engine. */
@Module({
  imports: [ResponsesModule, SurveysModule],
  controllers: [MailNotificationsController, MailUnsubscribeController],
  providers: [
    { provide: MAIL_SECRET, inject: [CONFIG], useFactory: (config: AppConfig) => resolveSessionSecret(config) },
    {
      provide: MAIL_ENGINE,
      inject: [DB, CONFIG, OPS_LOGGER, MAIL_SECRET, SurveysService, ResponsesService, CLOCK],
      useFactory: (
        db: Db,
        config: AppConfig,
        logger: Logger,
        secret: string,
        surveys: SurveysService,
        responses: ResponsesService,
        clock: Clock,
      ) =>
        new MailEngine({
          db,
          sources: mailSources(db, surveys, responses),
          transport:
            config.smtpUrl && config.mailFrom
              ? createSmtpTransport(config.smtpUrl, config.mailFrom, { pooledConnections: MAIL_CONCURRENCY })
              : null,
          links: {
            publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
            secret,
            unsubscribeMailto: config.mailUnsubscribeTo,
          },
          redis: config.redisUrl ? { url: config.redisUrl, prefix: config.queuePrefix } : null,
          onError: (error, what) => logger.warn({ err: error.message }, `${what}: ${error.message}`),
          clock,
        }),
    },
    MailService,
  ],
})
export class MailModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(MAIL_ENGINE) private readonly engine: MailEngine) {}

  onApplicationBootstrap(): void {
    this.engine.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.engine.stop();
  }
}
