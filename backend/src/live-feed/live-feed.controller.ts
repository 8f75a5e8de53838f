import { Controller, Get, Headers, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth';
import { NotFoundError } from '../common/errors';
import { CLOCK, DB, type Clock } from '../core/tokens';
import type { Db } from '../db/db';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { findSurvey } from '../surveys';
import { parseHiddenFilter } from '../responses';
import { parseLastEventId, sseFrame, type LiveEvent } from './live-change';
import { LiveFeedHub, type LiveSubscriber } from './live-feed.hub';
import { SseWriter } from './sse-writer';

/** A comment line every so often, so proxies and browsers keep an idle stream open. */
export const HEARTBEAT_MS = 15_000;

@ApiTags('responses')
@Controller('api/surveys/:idOrSlug/responses/live')
export class LiveFeedController {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly hub: LiveFeedHub,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'watchSurveyResponses',
    summary: "A survey's responses as they start, change and complete (Server-Sent Events)",
    description:
      'Each event: `id:` the global log position, `event: response`, `data: {"responseId", "change"}` where change is ' +
      'started | answered | follow_up_asked | follow_up_answered | completed | erased. The stream opens with ' +
      '`event: ready` whose `id:` is the position it starts after. Reconnecting with `Last-Event-ID` (or `?lastEventId=`) ' +
      'replays what was missed from the log; a client too far behind gets `event: reset` and should reload. ' +
      'Comment lines (`: ping`) keep it open.',
  })
  @ApiAdminOnly()
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this log position' })
  @ApiQuery({ name: 'lastEventId', required: false, type: String, description: 'Same as Last-Event-ID' })
  @ApiQuery({
    name: 'hidden',
    required: false,
    type: String,
    description:
      'Only responses whose link carried this hidden-field value (key:value, as for the list); erasures always come',
  })
  @ApiOkResponse({
    description: 'An endless text/event-stream',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  async watch(
    @Param('idOrSlug') idOrSlug: string,
    @Headers('last-event-id') lastEventIdHeader: string | undefined,
    @Query('lastEventId') lastEventIdQuery: string | undefined,
    @Query('hidden') hiddenQuery: string | string[] | undefined,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const hidden = parseHiddenFilter(hiddenQuery);
    const survey = await findSurvey(this.db, idOrSlug, this.clock());
    if (!survey) throw new NotFoundError('Survey not found');
    const after = parseLastEventId(lastEventIdHeader) ?? parseLastEventId(lastEventIdQuery);

    // The stream is written on Node's response itself: Fastify (and its compression) stays out of it.
    reply.hijack();
    const res = reply.raw;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.raw.socket.setNoDelay(true);

    let open = true;
    // Every frame goes through the writer, which waits for 'drain' on a slow socket.
    const out = new SseWriter(res, () => end());
    // A stream with frames waiting is not idle: no ping on top of them.
    const heartbeat = setInterval(() => out.blocked || out.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      this.hub.unsubscribe(subscriber);
      res.end();
    };
    // With a hidden filter, each event waits for its response to be checked, in order (ready included).
    const inOrder = hidden ? orderedFilter(this.db, hidden, () => end()) : null;
    const write = (frame: string) => {
      if (open) out.write(frame);
    };
    const subscriber: LiveSubscriber = {
      surveyId: survey.id,
      deliver: (event) => {
        if (inOrder) inOrder(event, () => write(sseFrame(event)));
        else write(sseFrame(event));
      },
      opened: (position) => {
        const ready = `id: ${position}\nevent: ready\ndata: {}\n\n`;
        if (inOrder) inOrder(null, () => write(ready));
        else write(ready);
      },
      close: end,
    };
    req.raw.on('close', end);
    res.on('close', end);

    out.write('retry: 2000\n\n');
    let subscribed: boolean;
    try {
      subscribed = await this.hub.subscribe(subscriber, after);
    } catch {
      // The database is unreachable: the client reconnects (retry) and resumes.
      return end();
    }
    if (!open) return this.hub.unsubscribe(subscriber);
    if (!subscribed) {
      out.write('event: reset\ndata: {}\n\n');
      end();
    }
  }
}

/**
 * Passes on, in arrival order, the events whose response carries the hidden values (an erasure always:
 * its row is gone, and a screen showing it must hear of it); `null` is a frame to pass after those before
 * it. One primary-key lookup per event; a failed one ends the stream (the client resumes).
 */
function orderedFilter(
  db: Db,
  hidden: Record<string, string>,
  fail: () => void,
): (event: LiveEvent | null, pass: () => void) => void {
  const values = JSON.stringify(hidden);
  let chain: Promise<void> = Promise.resolve();
  return (event, pass) => {
    chain = chain
      .then(async () => {
        if (event && event.change !== 'erased') {
          const { rows } = await db.query('SELECT 1 FROM responses WHERE id = $1 AND hidden_fields @> $2::jsonb', [
            event.responseId,
            values,
          ]);
          if (rows.length === 0) return;
        }
        pass();
      })
      .catch(fail);
  };
}
