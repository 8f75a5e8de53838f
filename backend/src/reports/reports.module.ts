import { Module } from '@nestjs/common';
import { AiModule } from '../ai';
import { ResponsesModule } from '../responses';
import { SurveysModule } from '../surveys';
import { ReportsController, SurveyReportsController } from './reports.controller';
import { ReportOutcomes } from './report-outcomes';
import { ReportsService } from './reports.service';

/** Analyses of a survey's responses: report streams, run as analyse-responses jobs on the AI runner. */
@Module({
  imports: [AiModule, SurveysModule, ResponsesModule],
  controllers: [SurveyReportsController, ReportsController],
  providers: [ReportsService, ReportOutcomes],
})
export class ReportsModule {}
