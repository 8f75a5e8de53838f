import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { adminOf } from '../http/request-identity';
import { CreateClientLinkDto } from './client-links.dto';
import { ClientLinksService } from './client-links.service';
import { ClientLinkListView, ClientLinkView, CreatedClientLinkView } from './client-links.views';

/** A survey's read-only client links, for consultants and owners. No answer ever holds a token but the creation's. */
@ApiTags('client-links')
@Controller('api/surveys/:idOrSlug/client-links')
@UseGuards(AdminGuard)
export class ClientLinksController {
  constructor(private readonly links: ClientLinksService) {}

  @Get()
  @RequiresRole('consultant')
  @ApiOperation({ operationId: 'listClientLinks', summary: "The survey's client links, newest first (no tokens)" })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientLinkListView })
  @ApiErrors(403, 404, 503)
  list(@Param('idOrSlug') idOrSlug: string): Promise<ClientLinkListView> {
    return this.links.list(idOrSlug);
  }

  @Post()
  @RequiresRole('consultant')
  @ApiOperation({
    operationId: 'createClientLink',
    summary: 'Make a read-only client link',
    description:
      'The answer holds the page with its token (`path`), this once: only its SHA-256 is stored. A passcode, ' +
      'when given, is stored as an Argon2id hash. Free text is off unless `freeText` is true.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: CreatedClientLinkView })
  @ApiErrors(400, 403, 404, 503)
  create(
    @Param('idOrSlug') idOrSlug: string,
    @Body() dto: CreateClientLinkDto,
    @Req() req: FastifyRequest,
  ): Promise<CreatedClientLinkView> {
    return this.links.create(idOrSlug, dto, adminOf(req));
  }

  @Post(':linkId/revoke')
  @HttpCode(200)
  @RequiresRole('consultant')
  @ApiOperation({
    operationId: 'revokeClientLink',
    summary: 'Revoke a client link',
    description: 'From the next request on, its page says it was revoked and the API answers 410.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientLinkView })
  @ApiError(404, 'Survey or client link not found')
  @ApiError(409, 'Already revoked')
  @ApiErrors(403, 503)
  revoke(@Param('idOrSlug') idOrSlug: string, @Param('linkId') linkId: string): Promise<ClientLinkView> {
    return this.links.revoke(idOrSlug, linkId);
  }
}
