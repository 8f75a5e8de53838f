import { Module } from '@nestjs/common';
import { SurveySharingController } from './survey-sharing.controller';
import { SurveySharingService } from './survey-sharing.service';
import { SurveysController } from './surveys.controller';
import { StarterSurveySeeder } from './starter-survey.seeder';
import { SurveysService } from './surveys.service';

@Module({
  controllers: [SurveysController, SurveySharingController],
  providers: [SurveysService, SurveySharingService, StarterSurveySeeder],
  exports: [SurveysService],
})
export class SurveysModule {}
