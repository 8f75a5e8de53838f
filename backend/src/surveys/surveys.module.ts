import { Module } from '@nestjs/common';
import { ResponseSettingsController } from './response-settings.controller';
import { ResponseSettingsService } from './response-settings.service';
import { SurveysController } from './surveys.controller';
import { StarterSurveySeeder } from './starter-survey.seeder';
import { SurveysService } from './surveys.service';

@Module({
  controllers: [SurveysController, ResponseSettingsController],
  providers: [SurveysService, StarterSurveySeeder, ResponseSettingsService],
  exports: [SurveysService, ResponseSettingsService],
})
export class SurveysModule {}
