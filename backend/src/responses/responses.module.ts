import { Module } from '@nestjs/common';
import { AnswersController, ResponsesController, SurveyResponsesController } from './responses.controller';
import { ResponsesCsvController } from './responses-csv.controller';
import { ResponsesCsvService } from './responses-csv.service';
import { ResponsesForAnalysis } from './responses-for-analysis';
import { ResponseAbandonment } from './response-abandonment';
import { ResponseQualityKeeper } from './quality/response-quality.keeper';
import { ResponseQualityController } from './quality/response-quality.controller';
import { ResponseQualityService } from './quality/response-quality.service';
import { ResponsesService } from './responses.service';
import { ResponseErasureController } from './response-erasure.controller';
import { ResponseErasureService } from './response-erasure.service';

@Module({
  controllers: [
    SurveyResponsesController,
    ResponsesController,
    AnswersController,
    ResponseErasureController,
    ResponsesCsvController,
    ResponseQualityController,
  ],
  providers: [
    ResponsesService,
    ResponseErasureService,
    ResponsesForAnalysis,
    ResponsesCsvService,
    ResponseAbandonment,
    ResponseQualityKeeper,
    ResponseQualityService,
  ],
  exports: [ResponsesService, ResponsesForAnalysis],
})
export class ResponsesModule {}
