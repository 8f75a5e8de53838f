import { Module } from '@nestjs/common';
import { SurveysModule } from '../../surveys';
import { SurveySummaryController } from './survey-summary.controller';
import { SurveySummaryService } from './survey-summary.service';

/** The per-question summary of a survey's answers: read from the answer counters (migration 024), or scanned for a filter. */
@Module({
  imports: [SurveysModule],
  controllers: [SurveySummaryController],
  providers: [SurveySummaryService],
})
export class SurveySummaryModule {}
