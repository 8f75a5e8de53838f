import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ActorInterceptor } from '../auth';
import { AiModule } from '../ai/ai.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth/auth.module';
import { ClientLinksModule } from '../client-links';
import { ClientsModule } from '../clients';
import { ContactModule } from '../contact/contact.module';
import { CoreModule, type CoreDeps } from '../core/core.module';
import { EVENT_CATALOGUE } from './event-catalogue';
import { ALL_PROJECTIONS } from './read-models';
import { DropOffModule } from '../responses/drop-off/drop-off.module';
import { LiveFeedModule } from '../live-feed/live-feed.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ReportsModule } from '../reports/reports.module';
import { PersonalLinksModule } from '../personal-links';
import { RosterModule } from '../roster';
import { ResponseHistoryModule } from '../responses/response-history/response-history.module';
import { ResponsesModule } from '../responses/responses.module';
import { SurveySummaryModule } from '../responses/survey-summary/survey-summary.module';
import { SurveysModule } from '../surveys/surveys.module';
import { UploadsModule } from '../uploads/uploads.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { MailModule } from '../mail/mail.module';
import { StaffMailModule } from '../staff-mail';

/** What the API is started with; the features' read models and event catalogue are the root's own lists. */
export type AppDeps = Omit<CoreDeps, 'projections' | 'catalogue'>;

/** The API: core providers plus one module per domain. */
@Module({})
export class AppModule {
  static register(deps: AppDeps): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register({ ...deps, projections: ALL_PROJECTIONS, catalogue: EVENT_CATALOGUE }),
        RateLimitModule,
        AuthModule,
        SurveysModule,
        ClientsModule,
        RosterModule,
        PersonalLinksModule,
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
        StaffMailModule,
        AuditModule,
        ClientLinksModule,
      ],
      // Every handler runs as its request's actor, so every event records who caused it (core/actor.ts).
      providers: [{ provide: APP_INTERCEPTOR, useClass: ActorInterceptor }],
    };
  }
}
