import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { resolveSessionSecret } from '../auth';
import { createSmtpTransport } from '../common/smtp-transport';
import type { AppConfig } from '../config/config';
import { CLOCK, CONFIG, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { PersonalLinksModule, PersonalLinksService } from '../personal-links';
import { SurveysModule, SurveysService } from '../surveys';
import { STAFF_MAIL_CONCURRENCY, StaffMailEngine } from './staff-mail-engine';
import { StaffMailController, StaffMailUnsubscribeController } from './staff-mail.controller';
import { StaffMailService } from './staff-mail.service';
import { STAFF_MAIL_ENGINE, STAFF_MAIL_SECRET } from './staff-mail.tokens';

/** Invitations and reminders by e-mail for personal links (issue 48 item 4): a channel of the outbox. */
@Module({
  imports: [SurveysModule, PersonalLinksModule],
  controllers: [StaffMailController, StaffMailUnsubscribeController],
  providers: [
    { provide: STAFF_MAIL_SECRET, inject: [CONFIG], useFactory: (config: AppConfig) => resolveSessionSecret(config) },
    {
      provide: STAFF_MAIL_ENGINE,
      inject: [DB, CONFIG, OPS_LOGGER, STAFF_MAIL_SECRET, SurveysService, PersonalLinksService, CLOCK],
      useFactory: (
        db: Db,
        config: AppConfig,
        logger: Logger,
        secret: string,
        surveys: SurveysService,
        personalLinks: PersonalLinksService,
        clock: Clock,
      ) =>
        new StaffMailEngine({
          db,
          transport:
            config.smtpUrl && config.mailFrom
              ? createSmtpTransport(config.smtpUrl, config.mailFrom, { pooledConnections: STAFF_MAIL_CONCURRENCY })
              : null,
          links: {
            publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
            secret,
            unsubscribeMailto: config.mailUnsubscribeTo,
          },
          surveys,
          personalLinks,
          redis: config.redisUrl ? { url: config.redisUrl, prefix: config.queuePrefix } : null,
          onError: (error, what) => logger.warn({ err: error.message }, `${what}: ${error.message}`),
          clock,
        }),
    },
    StaffMailService,
  ],
})
export class StaffMailModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(STAFF_MAIL_ENGINE) private readonly engine: StaffMailEngine) {}

  onApplicationBootstrap(): void {
    this.engine.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.engine.stop();
  }
}
