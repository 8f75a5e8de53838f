import { Module } from '@nestjs/common';
import { AiModule } from '../ai';
import { PersonalLinksModule } from '../personal-links';
import { ProposalsService } from '../proposals';
import { ReportsService } from '../reports';
import { ResponsesModule, SurveySummaryService } from '../responses';
import { SurveysModule } from '../surveys';
import { ClientLinksController } from './client-links.controller';
import { ClientPageController } from './client-page.controller';
import { ClientLinksService } from './client-links.service';

/**
 * Read-only client links (issue 47): the team makes and revokes them, the client reads the page. Like
 * ProposalsModule, it provides its own stateless readers (reports, proposals, the summary) over the same
 * database, since their modules do not export them.
 */
@Module({
  imports: [AiModule, SurveysModule, ResponsesModule, PersonalLinksModule],
  controllers: [ClientLinksController, ClientPageController],
  providers: [ClientLinksService, ReportsService, ProposalsService, SurveySummaryService],
})
export class ClientLinksModule {}
