import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ApiErrors } from '../http/openapi.decorators';
import { LINK_EXPIRED_MESSAGE, LINK_REVOKED_MESSAGE } from './client-link.decider';
import {
  CLIENT_LINK_NOT_FOUND,
  ClientLinksService,
  PASSCODE_HEADER,
  PASSCODE_NEEDED_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from './client-links.service';
import { ClientPageView } from './client-links.views';

/** The client's read-only page: public, reached only with the token; never indexed, never cached. */
@ApiTags('client-links')
@Controller('api/client')
export class ClientPageController {
  constructor(private readonly links: ClientLinksService) {}

  @Get(':token')
  @ApiOperation({
    operationId: 'getClientPage',
    summary: "A client link's page: summary, curated report and proposal",
    description:
      "Public: the token is the key. Groups under the link's minimum size are hidden with the reason; free text " +
      'is absent unless the link shows it, and then masked; hidden fields marked personal never appear. Each ' +
      'answered view is recorded in the audit trail (kind `viewed`). Answers carry `X-Robots-Tag: noindex`.',
  })
  @ApiHeader({
    name: PASSCODE_HEADER,
    required: false,
    description: "The link's passcode, when it has one (sent by the page on each request)",
  })
  @ApiOkResponse({ type: ClientPageView })
  @ApiError(401, PASSCODE_NEEDED_MESSAGE)
  @ApiError(403, WRONG_PASSCODE_MESSAGE)
  @ApiError(404, CLIENT_LINK_NOT_FOUND)
  @ApiError(410, `${LINK_REVOKED_MESSAGE} / ${LINK_EXPIRED_MESSAGE}`)
  @ApiErrors(429, 503)
  async page(
    @Param('token') token: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ClientPageView> {
    res.header('X-Robots-Tag', 'noindex, nofollow');
    res.header('Cache-Control', 'no-store');
    res.header('Referrer-Policy', 'no-referrer');
    return this.links.page(token, req, res);
  }
}
