import { Module } from '@nestjs/common';
import { SurveysModule } from '../../surveys';
import { SurveySummaryController } from './survey-summary.controller';
import { SurveySummaryService } from './survey-summary.service';

/** The per-question summary of a survey's typed answers, aggregated in SQL at read time. */
@Module({
  imports: [SurveysModule],
  controllers: [SurveySummaryController],
  providers: [SurveySummaryService],
})
export class SurveySummaryModule {}
