import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { PROPOSAL_LIMITS } from './proposal-document-rules';
import { ProposalDocumentDto } from './proposals.dto';
import { CLIENT_NAME_REQUIRED_MESSAGE } from './draft-proposal';
import { ProposalsService, REPORT_NOT_COMPLETED_MESSAGE } from './proposals.service';
import { ProposalSummaryView, ProposalView } from './proposals.views';

@ApiSchema({ name: 'DraftProposalInput' })
export class DraftProposalDto {
  @ApiProperty({
    required: false,
    maxLength: 50_000,
    description: "What the admin knows of the client (e.g. 'Company: Acme Ltd' and a few lines of context)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(50_000)
  companyData?: string;

  @ApiProperty({
    required: false,
    maxLength: 120,
    description: "The client's name as the proposal prints it; required unless companyData names the company",
  })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  clientName?: string;

  @ApiProperty({ required: false, maxLength: PROPOSAL_LIMITS.shortText, description: 'The person it is addressed to' })
  @IsOptional()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  clientContact?: string;

  @ApiProperty({ required: false, maxLength: PROPOSAL_LIMITS.shortText, description: "That person's role" })
  @IsOptional()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  clientRole?: string;
}

@ApiSchema({ name: 'ConsultancySettings', description: 'The consultancy proposals are prepared by' })
export class ConsultancySettingsDto {
  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText, example: 'Seedline AI, LLC' })
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  firm!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText, description: 'Who signs the proposals' })
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  name!: string;

  @ApiProperty({ maxLength: PROPOSAL_LIMITS.shortText, example: 'hello@seedline.ai' })
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  email!: string;

  @ApiPropertyOptional({
    maxLength: PROPOSAL_LIMITS.shortText,
    description: 'Postal address, one line per line; empty by default',
  })
  @IsOptional()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  address?: string;

  @ApiPropertyOptional({
    maxLength: PROPOSAL_LIMITS.shortText,
    description: "The sign-off's name and title lines; empty (the signer's name alone) by default",
  })
  @IsOptional()
  @IsString()
  @MaxLength(PROPOSAL_LIMITS.shortText)
  signature?: string;
}

@ApiTags('proposals')
@Controller('api')
@UseGuards(AdminGuard)
export class ProposalsController {
  constructor(private readonly proposals: ProposalsService) {}

  @Post('reports/:id/proposals')
  @ApiOperation({
    operationId: 'draftProposal',
    summary: 'Draft a proposal from a completed report',
    description:
      'The same sections as the fixed proposal, filled from the report: top opportunities, ICE table, quotes',
  })
  @ApiAdminOnly()
  @ApiBody({ type: DraftProposalDto, required: false })
  @ApiCreatedResponse({ type: ProposalView })
  @ApiError(404, 'Report not found')
  @ApiError(400, `Invalid input, or no client named: ${CLIENT_NAME_REQUIRED_MESSAGE}`)
  @ApiError(409, REPORT_NOT_COMPLETED_MESSAGE)
  @ApiErrors(403, 503)
  draft(@Param('id') reportId: string, @Body() dto: DraftProposalDto): Promise<ProposalView> {
    return this.proposals.draft(reportId, dto?.companyData, {
      name: dto?.clientName,
      contact: dto?.clientContact,
      role: dto?.clientRole,
    });
  }

  @Get('settings/consultancy')
  @ApiOperation({
    operationId: 'getConsultancySettings',
    summary: 'The consultancy proposals are prepared by',
    description: "The spec's fixed one until an admin changes it",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ConsultancySettingsDto })
  @ApiErrors(503)
  consultancy(): Promise<ConsultancySettingsDto> {
    return this.proposals.consultancy();
  }

  @Put('settings/consultancy')
  @ApiOperation({
    operationId: 'changeConsultancySettings',
    summary: 'Change the consultancy proposals are prepared by',
    description: 'Proposals drafted afterwards are prepared by it; drafted ones keep theirs',
  })
  @ApiAdminOnly()
  @ApiBody({ type: ConsultancySettingsDto })
  @ApiOkResponse({ type: ConsultancySettingsDto })
  @ApiErrors(400, 403, 503)
  changeConsultancy(@Body() settings: ConsultancySettingsDto): Promise<ConsultancySettingsDto> {
    return this.proposals.changeConsultancy(settings);
  }

  @Get('proposals')
  @ApiOperation({ operationId: 'listProposals', summary: 'The drafted proposals, newest first' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ProposalSummaryView, isArray: true })
  @ApiErrors(503)
  list(): Promise<ProposalSummaryView[]> {
    return this.proposals.list();
  }

  @Get('proposals/:id')
  @ApiOperation({ operationId: 'getProposal', summary: 'One drafted proposal with its document' })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ProposalView })
  @ApiError(404, 'Proposal not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ProposalView> {
    return this.proposals.get(id);
  }

  @Put('proposals/:id')
  @ApiOperation({
    operationId: 'editProposal',
    summary: "Replace a proposal's document with the edited one",
    description: 'Every text is trimmed; each block must carry exactly the fields of its kind',
  })
  @ApiAdminOnly()
  @ApiBody({ type: ProposalDocumentDto })
  @ApiOkResponse({ type: ProposalView })
  @ApiError(404, 'Proposal not found')
  @ApiErrors(400, 403, 503)
  edit(@Param('id') id: string, @Body() document: ProposalDocumentDto): Promise<ProposalView> {
    return this.proposals.edit(id, document);
  }
}
