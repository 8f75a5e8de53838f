import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, AllowApiKey, RequiresRole } from '../auth';
import { BodyLimit } from '../http/body-limit';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { AddRosterPersonDto, ROSTER_CSV_BODY_LIMIT, RosterCsvDto, UpdateRosterPersonDto } from './roster.dto';
import { RosterService } from './roster.service';
import { RosterImportView, RosterPersonView, RosterPreviewView, RosterView } from './roster.views';

const CONSULTANTS_ONLY =
  'A viewer (the problem names the role), an API key without surveys:write, or a request from another origin';
const READERS_ONLY = 'An API key without surveys:read';
const CSV_TOO_BIG = 'The request is larger than 3 MB (a CSV over 2 MB within it is a 400 that says so)';
const CSV_RULES =
  'The first line names the columns, matched ignoring case: name (or full name), e-mail (or email), team (or ' +
  'department, dept), language (or lang; en, English, ur, Urdu, اردو); every other column is an attribute. ' +
  'UTF-8 with or without a BOM; comma, semicolon or tab. At most 2 MB and 10,000 lines of people (400 above). ' +
  'Lines are numbered as a spreadsheet shows them: the header is line 1.';

/**
 * A client's staff roster: the people its surveys may reach, imported from a CSV or added by hand. Any
 * member reads it; consultants and owners change it; only owners erase a person (as with responses).
 * Rosters belong to the clients' (and so the surveys') domain: API keys reach them with the surveys' scopes.
 */
@ApiTags('roster')
@Controller('api/clients/:clientId/roster')
export class RosterController {
  constructor(private readonly roster: RosterService) {}

  @Get()
  @UseGuards(AdminGuard)
  @RequiresRole('viewer')
  @AllowApiKey('surveys:read')
  @ApiOperation({
    operationId: 'getRoster',
    summary: "A client's staff roster",
    description:
      'The people on it by team (those with none last), then by name; how many each team has; and those removed.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: RosterView })
  @ApiError(403, READERS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiErrors(503)
  get(@Param('clientId') clientId: string): Promise<RosterView> {
    return this.roster.roster(clientId);
  }

  @Post('preview')
  @HttpCode(200)
  @BodyLimit(ROSTER_CSV_BODY_LIMIT)
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'previewRosterImport',
    summary: 'What importing a CSV would do, without doing it',
    description:
      `${CSV_RULES} Answers who would be added (a new e-mail), who updated (an e-mail on the roster, ignoring ` +
      'case) with what changes, how many stay as they are, and every line at fault with what is wrong. Nothing is stored.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: RosterPreviewView })
  @ApiError(400, 'The CSV is larger than 2 MB or has more than 10,000 lines of people')
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(413, CSV_TOO_BIG)
  @ApiErrors(503)
  preview(@Param('clientId') clientId: string, @Body() dto: RosterCsvDto): Promise<RosterPreviewView> {
    return this.roster.preview(clientId, dto.csv);
  }

  @Post('import')
  @HttpCode(200)
  @BodyLimit(ROSTER_CSV_BODY_LIMIT)
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'importRoster',
    summary: 'Import a CSV into the roster',
    description:
      `${CSV_RULES} A new e-mail adds a person; an e-mail on the roster (ignoring case) updates that person with ` +
      "the file's columns (a blank team or language cell clears it; columns the file lacks stay as they are); no " +
      'one is added twice, and people not in the file stay. A file with any line at fault is refused whole (400 ' +
      'with lineErrors), so nothing half-imports. Importing the same file again changes nothing.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: RosterImportView })
  @ApiError(400, 'Lines of the CSV at fault (lineErrors names each), or the CSV is too large')
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(409, 'Someone with one of these e-mails was added meanwhile: import the file again')
  @ApiError(413, CSV_TOO_BIG)
  @ApiErrors(503)
  import(@Param('clientId') clientId: string, @Body() dto: RosterCsvDto): Promise<RosterImportView> {
    return this.roster.import(clientId, dto.csv);
  }

  @Post('people')
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'addRosterPerson',
    summary: 'Add a person to the roster by hand',
    description: 'Name and e-mail required; team, language and attributes optional. A 400 names each field at fault.',
  })
  @ApiAdminOnly()
  @ApiCreatedResponse({ type: RosterPersonView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Client not found')
  @ApiError(409, 'Someone on this roster has this e-mail already')
  @ApiErrors(400, 503)
  add(@Param('clientId') clientId: string, @Body() dto: AddRosterPersonDto): Promise<RosterPersonView> {
    return this.roster.add(clientId, dto);
  }

  @Patch('people/:personId')
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'updateRosterPerson',
    summary: 'Edit a person on the roster',
    description: 'Fields left out stay as they are; an edit that changes nothing records nothing.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: RosterPersonView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Person not found on this roster')
  @ApiError(409, 'Someone on this roster has this e-mail already, or the person was removed')
  @ApiErrors(400, 503)
  update(
    @Param('clientId') clientId: string,
    @Param('personId') personId: string,
    @Body() dto: UpdateRosterPersonDto,
  ): Promise<RosterPersonView> {
    return this.roster.update(clientId, personId, dto);
  }

  @Delete('people/:personId')
  @UseGuards(AdminGuard)
  @RequiresRole('consultant')
  @AllowApiKey('surveys:write')
  @ApiOperation({
    operationId: 'removeRosterPerson',
    summary: 'Remove a person from the roster',
    description:
      'No survey reaches them any more. They stay under removed (with their data) until an owner erases them; ' +
      'their e-mail may be imported or added again as a new person.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: RosterPersonView })
  @ApiError(403, CONSULTANTS_ONLY)
  @ApiError(404, 'Person not found on this roster')
  @ApiError(409, 'The person was removed already')
  @ApiErrors(503)
  remove(@Param('clientId') clientId: string, @Param('personId') personId: string): Promise<RosterPersonView> {
    return this.roster.remove(clientId, personId);
  }

  @Post('people/:personId/erase')
  @HttpCode(204)
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @ApiOperation({
    operationId: 'eraseRosterPerson',
    summary: 'Erase a person',
    description:
      'Their personal data (name, e-mail, attributes) becomes unreadable (their key is deleted) and their row ' +
      'disappears; the log keeps a RosterPersonErased event. On the roster or removed from it.',
  })
  @ApiAdminOnly()
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiError(403, 'A role below owner (the problem names it), an API key, or a request from another origin')
  @ApiError(404, 'Person not found on this roster (or erased already)')
  @ApiErrors(503)
  async erase(@Param('clientId') clientId: string, @Param('personId') personId: string): Promise<void> {
    await this.roster.erase(clientId, personId);
  }
}
