import { Module } from '@nestjs/common';
import { AiModule } from '../ai';
import { ReportsService } from '../reports';
import { ResponsesModule } from '../responses';
import { SurveysModule } from '../surveys';
import { ProposalsController } from './proposals.controller';
import { ProposalsService } from './proposals.service';

/**
 * Proposals drafted from completed reports. ReportsModule does not export its service, so this module
 * provides its own ReportsService (stateless, over the same database and job runner) to read a report
 * brought up to date from its job.
 */
@Module({
  imports: [AiModule, SurveysModule, ResponsesModule],
  controllers: [ProposalsController],
  providers: [ProposalsService, ReportsService],
})
export class ProposalsModule {}
