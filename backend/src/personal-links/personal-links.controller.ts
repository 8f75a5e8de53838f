import { Body, Controller, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard, AllowApiKey, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ANONYMITY_LOCKED } from './personal-link.decider';
import { SetAnonymityDto, StartPersonalResponseDto } from './personal-links.dto';
import { ALREADY_COMPLETED, LINK_NOT_FOUND, PersonalLinksService } from './personal-links.service';
import {
  CoverageView,
  PersonalLinkOpenedView,
  PersonalLinksIssuedView,
  PersonalLinksView,
} from './personal-links.views';

/** A survey's personal links, its anonymity, its coverage by team: the team's side. */
@ApiTags('personal-links')
@Controller('api/surveys/:idOrSlug')
@UseGuards(AdminGuard)
export class SurveyPersonalLinksController {
  constructor(private readonly links: PersonalLinksService) {}

  @Post('personal-links')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'issuePersonalLinks',
    summary: "A personal link for everyone on the survey's client's roster who has none yet",
    description: 'Each link carries its person’s team (a hidden field the survey gains) and language.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: PersonalLinksIssuedView })
  @ApiError(400, 'The survey has no client')
  @ApiError(404, 'Survey not found')
  @ApiError(409, 'The client has no one on its roster yet')
  @ApiErrors(403, 503)
  issue(@Param('idOrSlug') idOrSlug: string): Promise<PersonalLinksIssuedView> {
    return this.links.issueForRoster(idOrSlug);
  }

  @Get('personal-links')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'listPersonalLinks',
    summary: 'The personal links, with each person’s status (not started, started, completed) and link',
    description: 'Never which response is whose: the status is all the team sees of a person.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: PersonalLinksView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(403, 503)
  list(@Param('idOrSlug') idOrSlug: string): Promise<PersonalLinksView> {
    return this.links.list(idOrSlug);
  }

  @Put('anonymity')
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'setSurveyAnonymity',
    summary: 'Anonymous (the default) or identified answers through personal links',
    description: 'Fixed once a link has been used: it is what the respondents were told.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: PersonalLinksView })
  @ApiError(400, 'anonymity must be anonymous or identified')
  @ApiError(409, ANONYMITY_LOCKED)
  @ApiErrors(403, 404, 503)
  setAnonymity(@Param('idOrSlug') idOrSlug: string, @Body() dto: SetAnonymityDto): Promise<PersonalLinksView> {
    return this.links.setAnonymity(idOrSlug, dto.anonymity);
  }

  @Get('coverage')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'getSurveyCoverage',
    summary: 'Coverage by team: headcount, invited, started, completed',
    description: 'Teams under 5 people are one combined row; a combined row under 5 shows no figures.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: CoverageView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(403, 503)
  coverage(@Param('idOrSlug') idOrSlug: string): Promise<CoverageView> {
    return this.links.coverage(idOrSlug);
  }
}

/** The respondent's side: public, the token is the key. */
@ApiTags('personal-links')
@Controller('api/personal-links')
export class PersonalLinkController {
  constructor(private readonly links: PersonalLinksService) {}

  @Get(':token')
  @ApiOperation({
    operationId: 'openPersonalLink',
    summary: 'What a personal link opens: the survey, anonymous or identified, how far the person got',
  })
  @ApiOkResponse({ type: PersonalLinkOpenedView })
  @ApiError(404, LINK_NOT_FOUND)
  @ApiErrors(429, 503)
  open(@Param('token') token: string, @Res({ passthrough: true }) res: FastifyReply): Promise<PersonalLinkOpenedView> {
    res.header('Cache-Control', 'no-store');
    res.header('X-Robots-Tag', 'noindex, nofollow');
    return this.links.open(token);
  }

  @Post(':token/response')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startPersonalResponse',
    summary: "Start (or continue) the link's response",
    description: 'The same link on any device continues the one response; a completed one answers 409.',
  })
  @ApiOkResponse({ type: PersonalLinkOpenedView })
  @ApiError(404, LINK_NOT_FOUND)
  @ApiError(409, `${ALREADY_COMPLETED} (or the survey is closed)`)
  @ApiErrors(400, 429, 503)
  start(
    @Param('token') token: string,
    @Body() dto: StartPersonalResponseDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PersonalLinkOpenedView> {
    res.header('Cache-Control', 'no-store');
    return this.links.startResponse(token, dto);
  }
}
