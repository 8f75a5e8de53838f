import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard, AllowApiKey, RequiresRole } from '../auth';
import { ValidationError } from '../common/errors';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { SaveStaffMailPlanDto, SendStaffInvitationsDto } from './staff-mail.dto';
import { NO_LINKS, STAFF_MAIL_LOG_LIMIT, STAFF_MAIL_OFF, StaffMailService, SURVEY_CLOSED } from './staff-mail.service';
import { StaffMailLogEntryView, StaffMailQueuedView, StaffMailView } from './staff-mail.views';

/** Invitations and reminders by e-mail for a survey's personal links: the team's side. */
@ApiTags('personal-links')
@Controller('api/surveys/:idOrSlug/personal-links')
@UseGuards(AdminGuard)
export class StaffMailController {
  constructor(private readonly mail: StaffMailService) {}

  @Get('mail')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'getStaffMail',
    summary:
      'Invitations and reminders by e-mail: whether e-mail is on, the plan, who is invited, who has not completed',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: StaffMailView })
  @ApiErrors(403, 404, 503)
  view(@Param('idOrSlug') idOrSlug: string): Promise<StaffMailView> {
    return this.mail.view(idOrSlug);
  }

  @Put('mail-plan')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'saveStaffMailPlan',
    summary: 'The reminder plan: how many (0 to 5), how far apart (1 to 14 days), the time zone whose night they avoid',
    description:
      'Reminders go only to people who have not completed, never at night (21:00–08:00), never after the close date.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: StaffMailView })
  @ApiErrors(400, 403, 404, 503)
  savePlan(@Param('idOrSlug') idOrSlug: string, @Body() dto: SaveStaffMailPlanDto): Promise<StaffMailView> {
    return this.mail.savePlan(idOrSlug, dto);
  }

  @Post('invitations')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'sendStaffInvitations',
    summary: 'Invite everyone with a personal link by e-mail, now or at a time, with the plan’s reminders after',
    description: 'People invited before are not invited again.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: StaffMailQueuedView })
  @ApiError(400, 'at is not a time, or is after the close date')
  @ApiError(409, `${STAFF_MAIL_OFF} / ${NO_LINKS} / ${SURVEY_CLOSED}`)
  @ApiErrors(403, 404, 503)
  invite(@Param('idOrSlug') idOrSlug: string, @Body() dto: SendStaffInvitationsDto): Promise<StaffMailQueuedView> {
    return this.mail.invite(idOrSlug, dto.at ?? null);
  }

  @Post('reminders')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'sendStaffReminders',
    summary: 'A reminder now to everyone with a personal link who has not completed',
    description:
      'Unsubscribed people and those who complete meanwhile are skipped (the log says so); at night it waits until 08:00.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: StaffMailQueuedView })
  @ApiError(409, `${STAFF_MAIL_OFF} / ${SURVEY_CLOSED}`)
  @ApiErrors(403, 404, 503)
  remind(@Param('idOrSlug') idOrSlug: string): Promise<StaffMailQueuedView> {
    return this.mail.remindNow(idOrSlug);
  }

  @Get('mail-log')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'listStaffMailLog',
    summary: `The invitations and reminders, newest first (at most ${STAFF_MAIL_LOG_LIMIT}): sent, refused, failed, skipped or pending`,
    description: 'Of a person it shows the roster’s name and address, never which response is theirs.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: StaffMailLogEntryView, isArray: true })
  @ApiErrors(403, 404, 503)
  log(@Param('idOrSlug') idOrSlug: string): Promise<StaffMailLogEntryView[]> {
    return this.mail.log(idOrSlug);
  }
}

/**
 * A person's unsubscribe from invitations and reminders (RFC 8058): no login, the token proves the link
 * was mailed. POST unsubscribes (one click, or the page's button); GET and HEAD lead to the page.
 */
@ApiTags('personal-links')
@Controller('api/staff-mail')
export class StaffMailUnsubscribeController {
  constructor(private readonly mail: StaffMailService) {}

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unsubscribeStaffMail',
    summary:
      'Stop invitations and reminders about a survey to a person (one click: the List-Unsubscribe URL; no login)',
    description: 'RFC 8058: mail clients POST `List-Unsubscribe=One-Click`; the body is not needed.',
  })
  @ApiQuery({ name: 'link', type: String })
  @ApiQuery({ name: 'token', type: String, description: 'HMAC of the link' })
  @ApiOkResponse({
    description: 'A sentence saying the person is unsubscribed (read by a person)',
    content: { 'text/plain': { schema: { type: 'string' } } },
  })
  @ApiError(400, 'The link is not valid')
  async unsubscribe(
    @Query('link') link: string | undefined,
    @Query('token') token: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const outcome = await this.mail.unsubscribe(String(link ?? ''), String(token ?? ''));
    if (!outcome.ok) throw new ValidationError(outcome.message);
    res.header('Cache-Control', 'no-store');
    res.status(200).type('text/plain; charset=utf-8').send(`${outcome.message}\n`);
  }

  @Get('unsubscribe')
  @ApiOperation({
    operationId: 'openStaffUnsubscribePage',
    summary: 'The unsubscribe link opened in a browser (or fetched by a scanner): changes nothing',
    description: 'Answers 303 to the page /unsubscribe with the same query, whose button POSTs; HEAD the same.',
  })
  @ApiQuery({ name: 'link', type: String, required: false })
  @ApiQuery({ name: 'token', type: String, required: false })
  @ApiResponse({ status: 303, description: 'To /unsubscribe?link=…&token=…' })
  page(@Req() req: FastifyRequest, @Res() res: FastifyReply): void {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    res.header('Cache-Control', 'no-store');
    res.redirect(`/unsubscribe${query}`, 303);
  }
}
