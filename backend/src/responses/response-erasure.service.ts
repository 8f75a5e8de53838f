import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../common/errors';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { EventStoreService } from '../event-store/event-store.service';
import { findSurvey } from '../surveys/surveys.queries';
import { responseErasureDecider } from './response-erasure.decider';
import { streamIdFor } from './response.decider';
import type { EraseResponsesDto } from './response-erasure.dto';

/** Erases responses (crypto-shredding): their data keys go, ResponseErased is appended, the rows are dropped. */
@Injectable()
export class ResponseErasureService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
  ) {}

  async erase(responseId: string): Promise<void> {
    await this.events.handle(responseErasureDecider, streamIdFor(responseId), {
      type: 'EraseResponse',
      responseId,
      now: new Date().toISOString(),
    });
  }

  /** Bulk erasure of spam: the survey's responses started in [startedFrom, startedTo), by default only incomplete ones. */
  async eraseMany(surveyIdOrSlug: string, dto: EraseResponsesDto): Promise<{ erased: number }> {
    const survey = await findSurvey(this.db, surveyIdOrSlug);
    if (!survey) throw new NotFoundError('Survey not found');
    const from = new Date(dto.startedFrom);
    const to = new Date(dto.startedTo);
    if (!(from < to)) throw new ValidationError('startedFrom must be before startedTo');
    const onlyIncomplete = dto.onlyIncomplete ?? true;
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM responses WHERE survey_id = $1 AND submitted_at >= $2 AND submitted_at < $3
       ${onlyIncomplete ? 'AND completed_at IS NULL' : ''} ORDER BY submitted_at, id`,
      [survey.id, from.toISOString(), to.toISOString()],
    );
    let erased = 0;
    for (const { id } of rows) {
      try {
        const result = await this.events.handle(responseErasureDecider, streamIdFor(id), {
          type: 'EraseResponse',
          responseId: id,
          onlyIncomplete,
          now: new Date().toISOString(),
        });
        erased += result.events.length;
      } catch (error) {
        // Erased meanwhile by someone else: nothing left to do.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    return { erased };
  }
}
