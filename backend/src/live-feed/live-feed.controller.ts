import { Controller, Get, Headers, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../auth/admin.guard';
import { NotFoundError } from '../common/errors';
import { DB } from '../core/tokens';
import type { Db } from '../db/db';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { findSurvey } from '../surveys/surveys.queries';
import { parseLastEventId, sseFrame } from './live-change';
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
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const survey = await findSurvey(this.db, idOrSlug);
    if (!survey) throw new NotFoundError('Survey not found');
    const after = parseLastEventId(lastEventIdHeader) ?? parseLastEventId(lastEventIdQuery);

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);

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
    const subscriber: LiveSubscriber = {
      surveyId: survey.id,
      deliver: (event) => {
        if (open) out.write(sseFrame(event));
      },
      opened: (position) => {
        if (open) out.write(`id: ${position}\nevent: ready\ndata: {}\n\n`);
      },
      close: end,
    };
    req.on('close', end);

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
