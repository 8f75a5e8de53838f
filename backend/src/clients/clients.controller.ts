import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, AllowApiKey, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ClientListQueryDto, CreateClientDto, UpdateClientDto } from './clients.dto';
import { ClientsService } from './clients.service';
import { ClientView } from './clients.views';

const CONSULTANTS_ONLY =
  'A viewer (the problem names the role), an API key without surveys:write, or a request from another origin';
const READERS_ONLY = 'An API key without surveys:read';

/**
 * The consultancy's clients: any member reads them, consultants and owners record, edit, archive and
 * restore them. Clients belong to the surveys' domain, so API keys reach them with the surveys' scopes.
 */
@ApiTags('clients')
@Controller('api/clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @UseGuards(AdminGuard)
  @RequiresRole('viewer')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'listClients',
    summary: 'The clients, by name',
    description: 'Those not archived; `?archived=true`: only the archived ones.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView, isArray: true })
  @ApiError(403, READERS_ONLY)
  @ApiErrors(400, 503)
  list(@Query() query: ClientListQueryDto): Promise<ClientView[]> {
    return this.clients.list({ archived: query.archived === 'true' });
  }

  @Post()
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'createClient',
    summary: 'Record a client',
    description:
      'Its name (required, unique ignoring case), a description (the company data AI question generation and ' +
      'proposal drafting use) and contacts (name required; e-mail, phone and role optional). A 400 names each ' +
      'field at fault (errors[].pointer, e.g. /contacts/0/email).',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: ClientView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(409, 'A client with this name exists already')
  @ApiErrors(400, 503)
  create(@Body() dto: CreateClientDto): Promise<ClientView> {
    return this.clients.create(dto);
  }

  @Get(':id')
  @UseGuards(AdminGuard)
  @RequiresRole('viewer')
  @AllowApiKey('surveys:read')
  @ApiOperation({ operationId: 'getClient', summary: 'One client, archived or not' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView })
  @ApiError(403, READERS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ClientView> {
    return this.clients.get(id);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'updateClient',
    summary: "Edit a client's details",
    description:
      'Any of name, description and contacts (replaced whole); those left out stay as they are, and an edit ' +
      'that changes nothing records nothing.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(409, 'A client with this name exists already')
  @ApiErrors(400, 503)
  update(@Param('id') id: string, @Body() dto: UpdateClientDto): Promise<ClientView> {
    return this.clients.update(id, dto);
  }

  @Post(':id/archive')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'archiveClient',
    summary: 'Archive a client whose engagement is over',
    description:
      'It leaves GET /api/clients and the pickers (GET /api/clients?archived=true lists it); its surveys, ' +
      'reports, proposals and client links keep working.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(409, 'The client is archived already')
  @ApiErrors(503)
  archive(@Param('id') id: string): Promise<ClientView> {
    return this.clients.archive(id);
  }

  @Post(':id/restore')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({ operationId: 'restoreClient', summary: 'Bring an archived client back into the lists' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(409, 'The client is not archived')
  @ApiErrors(503)
  restore(@Param('id') id: string): Promise<ClientView> {
    return this.clients.restore(id);
  }
}
