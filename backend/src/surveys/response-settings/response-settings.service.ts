import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, DB, type Clock } from '../../core/tokens';
import type { Db } from '../../db/db';
import { EventStoreService } from '../../core/event-store.service';
import { recognisedKeys } from './hidden-fields';
import { findResponseSettings, type ResponseSettings } from './response-settings.queries';
import type { ResponseSettingsDto } from './response-settings.dto';
import type { ResponseSettingsView } from './response-settings.views';
import { decider, streamIdFor } from '../survey.decider';
import { SurveysService } from '../surveys.service';

const toView = (settings: ResponseSettings): ResponseSettingsView => ({
  hiddenFields: settings.hiddenFields,
  recognisedKeys: recognisedKeys(settings.hiddenFields),
  abandonAfterDays: settings.abandonAfterDays,
});

/** A survey's hidden fields and abandonment period: read, and changed through the survey's stream. */
@Injectable()
export class ResponseSettingsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    private readonly surveys: SurveysService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** For other modules: the settings of a survey already found (no 404 check). */
  forSurveyId(surveyId: string): Promise<ResponseSettings> {
    return findResponseSettings(this.db, surveyId);
  }

  async get(idOrSlug: string): Promise<ResponseSettingsView> {
    const survey = await this.surveys.get(idOrSlug);
    return toView(await findResponseSettings(this.db, survey.id));
  }

  /** Sets what the body names (one event per setting that changes); answers the settings now. */
  async set(idOrSlug: string, dto: ResponseSettingsDto): Promise<ResponseSettingsView> {
    const survey = await this.surveys.get(idOrSlug);
    const now = this.clock().toISOString();
    const stream = streamIdFor(survey.id);
    if (dto.hiddenFields !== undefined) {
      await this.events.handle(decider, stream, {
        type: 'SetHiddenFields',
        surveyId: survey.id,
        hiddenFields: dto.hiddenFields,
        now,
      });
    }
    if (dto.abandonAfterDays !== undefined) {
      await this.events.handle(decider, stream, {
        type: 'SetAbandonAfter',
        surveyId: survey.id,
        abandonAfterDays: dto.abandonAfterDays,
        now,
      });
    }
    return toView(await findResponseSettings(this.db, survey.id));
  }
}
