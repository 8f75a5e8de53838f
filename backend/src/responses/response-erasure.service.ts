import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { AiJobRunner } from '@seedline/worker';
import { NotFoundError, ValidationError } from '../common/errors';
import { AI_RUNNER, CLOCK, DB, PROJECTIONS, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { TableRewriter } from '../db/rewrite-tables';
import type { Projection } from '../projections/projection';
import type { Logger } from '../ops/logger';
import { OPS_LOGGER } from '../ops/ops.tokens';
import { EventStoreService } from '../core/event-store.service';
import { findSurvey } from '../surveys';
import { responseErasureDecider } from './response-erasure.decider';
import { streamIdFor } from './response.decider';
import type { EraseResponsesDto } from './response-erasure.dto';

/** Erases responses (crypto-shredding): their data keys go, ResponseErased is appended, the rows are dropped. */
@Injectable()
export class ResponseErasureService {
  private readonly rewriter: TableRewriter;
  /** The tables an erasure deletes rows from: those of the projections of ResponseErased, and the keys. */
  private readonly erasedTables: string[];

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: EventStoreService,
    @Inject(OPS_LOGGER) private readonly logger: Logger,
    // The AI module imports this one, so its runner is looked up, not injected.
    private readonly modules: ModuleRef,
    @Inject(PROJECTIONS) projections: readonly Projection[],
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.rewriter = new TableRewriter(db);
    this.erasedTables = [
      ...new Set([
        ...projections.filter((p) => p.handles.includes('ResponseErased')).flatMap((p) => p.tables),
        'data_keys',
      ]),
    ];
  }

  async erase(responseId: string): Promise<void> {
    await this.events.handle(responseErasureDecider, streamIdFor(responseId), {
      type: 'EraseResponse',
      responseId,
      now: this.clock().toISOString(),
    });
    await this.afterErasure([responseId]);
  }

  /**
   * The embedded database's files are rewritten without the erased rows, and the AI jobs (payloads, kept results) still holding the erased responses' words lose them. The erasure
   * itself stands if the queue is away: the words then stay until the job is recorded and forgotten.
   */
  private async afterErasure(responseIds: string[]): Promise<void> {
    if (responseIds.length === 0) return;
    // Embedded: the tables' files are rewritten without the deleted rows (a burst shares one rewrite).
    await this.rewriter.rewrite(this.erasedTables);
    try {
      const runner = this.modules.get<AiJobRunner>(AI_RUNNER, { strict: false });
      await runner.forgetMentions(responseIds);
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message, responses: responseIds.length },
        'erasure: AI jobs not reached',
      );
    }
  }

  /** Bulk erasure of spam: the survey's responses started in [startedFrom, startedTo), by default only incomplete ones. */
  async eraseMany(surveyIdOrSlug: string, dto: EraseResponsesDto): Promise<{ erased: number }> {
    const survey = await findSurvey(this.db, surveyIdOrSlug, this.clock());
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
    const gone: string[] = [];
    for (const { id } of rows) {
      try {
        const result = await this.events.handle(responseErasureDecider, streamIdFor(id), {
          type: 'EraseResponse',
          responseId: id,
          onlyIncomplete,
          now: this.clock().toISOString(),
        });
        erased += result.events.length;
        if (result.events.length > 0) gone.push(id);
      } catch (error) {
        // Erased meanwhile by someone else: nothing left to do.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    await this.afterErasure(gone);
    return { erased };
  }
}
