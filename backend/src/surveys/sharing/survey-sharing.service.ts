import { CLOCK, type Clock } from '../../core/tokens';
import { Inject, Injectable } from '@nestjs/common';
import { EventStoreService } from '../../core/event-store.service';
import { decider, streamIdFor } from '../survey.decider';
import type { EmbedOriginsDto, EndScreenDto, SurveyListingDto } from './survey-sharing.dto';
import { SurveysService } from '../surveys.service';
import type { SurveyView } from '../surveys.views';

/** Who may embed a survey and its end screen: load, decide, append; answers the survey as it now is. */
@Injectable()
export class SurveySharingService {
  constructor(
    private readonly surveys: SurveysService,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async setEmbedOrigins(idOrSlug: string, dto: EmbedOriginsDto): Promise<SurveyView> {
    const survey = await this.surveys.get(idOrSlug);
    await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'SetEmbedOrigins',
      surveyId: survey.id,
      origins: dto.origins,
      now: this.clock().toISOString(),
    });
    return this.surveys.get(survey.id);
  }

  async setEndScreen(idOrSlug: string, dto: EndScreenDto): Promise<SurveyView> {
    const survey = await this.surveys.get(idOrSlug);
    await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'SetEndScreen',
      surveyId: survey.id,
      texts: dto.texts,
      redirectUrl: dto.redirectUrl,
      redirectTopWindow: dto.redirectTopWindow,
      stayOnEndScreen: dto.stayOnEndScreen,
      now: this.clock().toISOString(),
    });
    return this.surveys.get(survey.id);
  }

  async setListed(idOrSlug: string, dto: SurveyListingDto): Promise<SurveyView> {
    const survey = await this.surveys.get(idOrSlug);
    await this.events.handle(decider, streamIdFor(survey.id), {
      type: 'SetListed',
      surveyId: survey.id,
      listed: dto.listed,
      now: this.clock().toISOString(),
    });
    return this.surveys.get(survey.id);
  }
}
