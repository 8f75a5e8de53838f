import { Module } from '@nestjs/common';
import { SurveysController } from './surveys.controller';
import { StarterSurveySeeder } from './starter-survey.seeder';
import { SurveysService } from './surveys.service';

@Module({
  controllers: [SurveysController],
  providers: [SurveysService, StarterSurveySeeder],
  exports: [SurveysService],
})
export class SurveysModule {}
