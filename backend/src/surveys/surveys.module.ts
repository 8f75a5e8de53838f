import { SurveyLogicController } from './logic/survey-logic.controller';
import { SurveyLogicService } from './logic/survey-logic.service';
import { Module } from '@nestjs/common';
import { ResponseSettingsController } from './response-settings/response-settings.controller';
import { ResponseSettingsService } from './response-settings/response-settings.service';
import { SurveySharingController } from './sharing/survey-sharing.controller';
import { SurveySharingService } from './sharing/survey-sharing.service';
import { SurveysController } from './surveys.controller';
import { StarterSurveySeeder } from './starter-survey.seeder';
import { SurveysService } from './surveys.service';

@Module({
  controllers: [SurveysController, ResponseSettingsController, SurveySharingController, SurveyLogicController],
  providers: [SurveysService, StarterSurveySeeder, ResponseSettingsService, SurveySharingService, SurveyLogicService],
  exports: [SurveysService, ResponseSettingsService],
})
export class SurveysModule {}
