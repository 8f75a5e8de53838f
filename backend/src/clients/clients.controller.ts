import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { CreateClientDto, UpdateClientDto } from './clients.dto';
import { ClientsService } from './clients.service';
import { ClientView } from './clients.views';

const CONSULTANTS_ONLY = 'A viewer (the problem names the role), or a request from another origin';

/** The consultancy's clients: any member reads them, consultants and owners record and edit them. */
@ApiTags('clients')
@Controller('api/clients')
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @Get()
  @UseGuards(AdminGuard)
  @RequiresRole('viewer')
  @ApiOperation({ operationId: 'listClients', summary: 'Every client, by name' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView, isArray: true })
  @ApiErrors(503)
  list(): Promise<ClientView[]> {
    return this.clients.list();
  }

  @Post()
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
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
  @ApiOperation({ operationId: 'getClient', summary: 'One client' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ClientView })
  @ApiError(404, 'Client not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ClientView> {
    return this.clients.get(id);
  }

  @Put(':id')
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
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
}
