import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors';
import { EventStoreService } from '../../core/event-store.service';
import { CLOCK, DB, type Clock } from '../../core/tokens';
import type { Db } from '../../db/db';
import { findSurvey } from '../../surveys';
import { streamIdFor } from '../response.decider';
import type { QualityVerdictKind } from './quality-verdict';
import { responseQualityOverruleDecider } from './response-quality-overrule.decider';
import { qualityCounts, qualityOfResponses, type QualityCounts } from './response-quality.queries';
import type { ResponseQualityView } from './response-quality.views';

/** The consultant's side of response quality: reading the verdicts and overruling one (an event). */
@Injectable()
export class ResponseQualityService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records the consultant's verdict on the response's stream, who and when in the event's metadata. */
  async overrule(responseId: string, verdict: QualityVerdictKind, by: string | null): Promise<ResponseQualityView> {
    const at = this.clock().toISOString();
    await this.events.handle(
      responseQualityOverruleDecider,
      streamIdFor(responseId),
      { type: 'OverruleQuality', responseId, verdict },
      { metadata: { by, at } },
    );
    return this.get(responseId);
  }

  async get(responseId: string): Promise<ResponseQualityView> {
    const view = (await qualityOfResponses(this.db, [responseId])).get(responseId);
    if (!view) throw new NotFoundError('Response not found');
    return view;
  }

  async counts(surveyIdOrSlug: string): Promise<QualityCounts> {
    const survey = await findSurvey(this.db, surveyIdOrSlug, this.clock());
    if (!survey) throw new NotFoundError('Survey not found');
    return qualityCounts(this.db, survey.id);
  }
}
