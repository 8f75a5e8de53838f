import { Module, type DynamicModule } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthModule } from './auth/auth.module';
import { ContactModule } from './contact/contact.module';
import { CoreModule, type CoreDeps } from './core/core.module';
import { DropOffModule } from './drop-off/drop-off.module';
import { LiveFeedModule } from './live-feed/live-feed.module';
import { ProposalsModule } from './proposals/proposals.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { ReportsModule } from './reports/reports.module';
import { ResponseHistoryModule } from './response-history/response-history.module';
import { ResponsesModule } from './responses/responses.module';
import { SurveySummaryModule } from './survey-summary/survey-summary.module';
import { SurveysModule } from './surveys/surveys.module';
import { UploadsModule } from './uploads/uploads.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { MailModule } from './mail/mail.module';

/** The API: core providers plus one module per domain. */
@Module({})
export class AppModule {
  static register(deps: CoreDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(deps),
        RateLimitModule,
        AuthModule,
        SurveysModule,
        ResponsesModule,
        UploadsModule,
        ContactModule,
        AiModule,
        ReportsModule,
        ProposalsModule,
        ResponseHistoryModule,
        LiveFeedModule,
        DropOffModule,
        SurveySummaryModule,
        ApiKeysModule,
        WebhooksModule,
        MailModule,
      ],
    };
  }
}
