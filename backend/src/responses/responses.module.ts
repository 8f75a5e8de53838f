import { Module } from '@nestjs/common';
import { AnswersController, ResponsesController, SurveyResponsesController } from './responses.controller';
import { ResponsesForAnalysis } from './responses-for-analysis';
import { ResponsesService } from './responses.service';
import { ResponseErasureController } from './response-erasure.controller';
import { ResponseErasureService } from './response-erasure.service';

@Module({
  controllers: [SurveyResponsesController, ResponsesController, AnswersController, ResponseErasureController],
  providers: [ResponsesService, ResponseErasureService, ResponsesForAnalysis],
  exports: [ResponsesService, ResponsesForAnalysis],
})
export class ResponsesModule {}
