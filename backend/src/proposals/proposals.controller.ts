import { Body, Controller, Get, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminGuard } from '../auth/admin.guard';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ProposalDocumentDto } from './proposals.dto';
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
  @ApiError(409, REPORT_NOT_COMPLETED_MESSAGE)
  @ApiErrors(400, 403, 503)
  draft(@Param('id') reportId: string, @Body() dto: DraftProposalDto): Promise<ProposalView> {
    return this.proposals.draft(reportId, dto?.companyData);
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
