import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { adminOf } from '../http/request-identity';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { CreateApiKeyDto } from './api-keys.dto';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyView, CreatedApiKeyView } from './api-keys.views';

/** The admin's API keys. Only an admin session manages keys: a key (of any scope) gets 403 here. */
@ApiTags('api-keys')
@Controller('api/api-keys')
@UseGuards(AdminGuard)
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ operationId: 'listApiKeys', summary: 'The API keys not revoked, newest first' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ApiKeyView, isArray: true })
  @ApiError(403, 'An API key: only an admin session manages keys')
  @ApiErrors(503)
  list(): Promise<ApiKeyView[]> {
    return this.keys.list();
  }

  @Post()
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Make an API key',
    description: 'The answer holds the key itself (`secret`), this once; only its SHA-256 is stored.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: CreatedApiKeyView })
  @ApiErrors(400, 503)
  @ApiError(
    403,
    'An API key, a viewer, a scope beyond your role (the problem names it), or a request from another origin',
  )
  create(@Body() dto: CreateApiKeyDto, @Req() req: FastifyRequest): Promise<CreatedApiKeyView> {
    return this.keys.create(dto, adminOf(req));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'Every replica refuses the key (401) from the next request on.',
  })
  @ApiAdminOnly()
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiError(403, 'An API key, or a request from another origin')
  @ApiError(404, 'API key not found')
  @ApiError(409, 'Already revoked')
  @ApiErrors(503)
  async revoke(@Param('id') id: string): Promise<void> {
    await this.keys.revoke(id);
  }
}
