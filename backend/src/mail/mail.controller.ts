import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ValidationError } from '../common/errors';
import { SaveMailNotificationsDto } from './mail.dto';
import { MAIL_LOG_LIMIT, MailService } from './mail.service';
import { MailLogEntryView, MailNotificationsView } from './mail.views';

@ApiTags('notifications')
@Controller('api/surveys')
@UseGuards(AdminGuard)
@ApiAdminOnly()
export class MailNotificationsController {
  constructor(private readonly mail: MailService) {}

  @Get(':idOrSlug/notifications')
  @ApiOperation({
    operationId: 'getMailNotifications',
    summary: "A survey's e-mail notifications: recipients, each response or a daily digest, language",
  })
  @ApiOkResponse({ type: MailNotificationsView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string): Promise<MailNotificationsView> {
    return this.mail.settings(idOrSlug);
  }

  @Put(':idOrSlug/notifications')
  @ApiOperation({
    operationId: 'saveMailNotifications',
    summary: "Save a survey's e-mail notifications",
    description: 'Mails start with responses completed from now on; a digest goes a day after it is set up.',
  })
  @ApiOkResponse({ type: MailNotificationsView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(400, 503)
  save(@Param('idOrSlug') idOrSlug: string, @Body() dto: SaveMailNotificationsDto): Promise<MailNotificationsView> {
    return this.mail.save(idOrSlug, dto);
  }

  @Get(':idOrSlug/notifications/log')
  @ApiOperation({
    operationId: 'listMailLog',
    summary: `A survey's last mails, newest first (at most ${MAIL_LOG_LIMIT}): sent, failed or refused, with the error`,
  })
  @ApiOkResponse({ type: MailLogEntryView, isArray: true })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  log(@Param('idOrSlug') idOrSlug: string): Promise<MailLogEntryView[]> {
    return this.mail.log(idOrSlug);
  }
}

/**
 * Unsubscribing (RFC 8058): no login, the token proves the address was mailed. POST unsubscribes (a mail
 * client's one click, `List-Unsubscribe=One-Click`, or the page's button); GET and HEAD change nothing,
 * so a link scanner that fetches every link of a mail unsubscribes nobody: they lead to the page.
 */
@ApiTags('notifications')
@Controller('api/mail')
export class MailUnsubscribeController {
  constructor(private readonly mail: MailService) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeMail',
    summary: 'Stop e-mails about a survey to an address (one click: the List-Unsubscribe URL of each mail; no login)',
    description:
      'RFC 8058: mail clients POST `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) to the URL; the body is not needed. The token is bound to the subscription: once the address was removed and added again, links from before are not valid.',
  })
  @ApiQuery({ name: 'survey', type: String })
  @ApiQuery({ name: 'address', type: String })
  @ApiQuery({ name: 'token', type: String, description: 'HMAC of survey, address and subscription' })
  @ApiOkResponse({
    description: 'A sentence saying the address is unsubscribed (read by a person)',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiError(400, 'The link is not valid (a problem whose detail says to copy the whole link from the e-mail)')
  async unsubscribe(
    @Query('survey') survey: string | undefined,
    @Query('address') address: string | undefined,
    @Query('token') token: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const outcome = await this.mail.unsubscribe(String(survey ?? ''), String(address ?? ''), String(token ?? ''));
    // Errors are problems like every other API error; the sentence is their detail.
    if (!outcome.ok) throw new ValidationError(outcome.message);
    res.header('Cache-Control', 'no-store');
    res.status(200).type('text/plain; charset=utf-8').send(`${outcome.message}\n`);
  }

  @Get('unsubscribe')
  @ApiOperation({
    operationId: 'openUnsubscribePage',
    summary: 'The unsubscribe link opened in a browser (or fetched by a scanner): changes nothing',
    description: 'Answers 303 to the page /unsubscribe with the same query, whose button POSTs; HEAD the same.',
  })
  @ApiQuery({ name: 'survey', type: String, required: false })
  @ApiQuery({ name: 'address', type: String, required: false })
  @ApiQuery({ name: 'token', type: String, required: false })
  @ApiResponse({ status: 303, description: 'To /unsubscribe?survey=…&address=…&token=…' })
  page(@Req() req: FastifyRequest, @Res() res: FastifyReply): void {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    res.header('Cache-Control', 'no-store');
    res.redirect(`/unsubscribe${query}`, 303);
  }
}
