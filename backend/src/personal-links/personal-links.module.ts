import { Module } from '@nestjs/common';
import { ResponsesModule } from '../responses';
import { SurveysModule } from '../surveys';
import { PersonalLinkController, SurveyPersonalLinksController } from './personal-links.controller';
import { PersonalLinksService } from './personal-links.service';

@Module({
  imports: [SurveysModule, ResponsesModule],
  controllers: [SurveyPersonalLinksController, PersonalLinkController],
  providers: [PersonalLinksService],
  exports: [PersonalLinksService],
})
export class PersonalLinksModule {}
