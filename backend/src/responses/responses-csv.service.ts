import type { Writable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../common/errors';
import { CLOCK, DB, IDS, type Clock, type IdSource } from '../core/tokens';
import { EventStoreService } from '../core/event-store.service';
import { exportDecider, exportStreamIdFor, recordedFilter } from './responses-export.record';
import type { Db } from '../db/db';
import { findSurvey } from '../surveys';
import { csvFileName } from './responses-csv';
import { writeResponsesCsv, type CsvSink } from './responses-csv.stream';
import { filterSql, type ResponseFilter } from './responses-page';

/** The client hung up: the export stops reading. */
class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection during the CSV export');
  }
}

/**
 * A sink on an HTTP response that respects backpressure: when write() says the buffer is full,
 * the next chunk waits for 'drain' (or stops when the client went away). `beforeFirst` runs once,
 * just before the first chunk: the CSV headers go out only once the export's first query answered.
 */
export function writableSink(out: Writable, beforeFirst: () => void = () => {}): CsvSink {
  let started = false;
  return {
    async write(chunk: string): Promise<void> {
      if (out.destroyed || out.writableEnded) throw new ClientGoneError();
      if (!started) {
        started = true;
        beforeFirst();
      }
      if (out.write(chunk, 'utf8')) return;
      if (!(await drainedOrClosed(out))) throw new ClientGoneError();
    },
  };
}

/**
 * True once the stream drains, false if it closes first. Plain listeners, removed either way (an
 * export waits here thousands of times: no abort signal and AbortError made for each).
 */
function drainedOrClosed(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (drained: boolean) => () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(drained);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

@Injectable()
export class ResponsesCsvService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventStoreService,
    @Inject(IDS) private readonly newId: IdSource,
  ) {}

  /**
   * Streams the CSV to the response. Until the first chunk goes out an error still answers as a
   * problem (JSON headers, no attachment: the CSV headers are set only with that first chunk); after
   * that the connection is cut, so a failed export never looks like a complete file.
   */
  async export(surveyIdOrSlug: string, filter: ResponseFilter, reply: FastifyReply): Promise<void> {
    filterSql(filter, []); // refuses a bad filter with a 400 before anything is sent
    const now = this.clock();
    const survey = await findSurvey(this.db, surveyIdOrSlug, now);
    if (!survey) throw new NotFoundError('Survey not found');
    // Who took the responses out, and filtered how, is in the log before the first row leaves (audit trail).
    const exportId = this.newId();
    await this.events.handle(exportDecider, exportStreamIdFor(exportId), {
      type: 'RecordExport',
      exportId,
      surveyId: survey.id,
      filter: recordedFilter(filter),
      now: now.toISOString(),
    });
    const fileName = csvFileName(survey.slug || survey.title, now.toISOString().slice(0, 10));
    const res = reply.raw;
    // From the first chunk on, the export writes Node's response itself (with its back-pressure).
    const csvHeaders = () => {
      reply.hijack();
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
    };
    try {
      await writeResponsesCsv(this.db, survey.id, filter, writableSink(res, csvHeaders));
      res.end();
    } catch (error) {
      if (!res.headersSent) throw error;
      res.destroy(error instanceof ClientGoneError ? undefined : (error as Error));
    }
  }
}
