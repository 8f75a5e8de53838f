import { Module } from '@nestjs/common';
import { AnswersController, ResponsesController, SurveyResponsesController } from './responses.controller';
import { ResponsesService } from './responses.service';

@Module({
  controllers: [SurveyResponsesController, ResponsesController, AnswersController],
  providers: [ResponsesService],
  exports: [ResponsesService],
})
export class ResponsesModule {}
