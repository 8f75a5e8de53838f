import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { adminOf } from '../http/request-identity';
import { CURATE_NOT_COMPLETED_MESSAGE, NO_RESPONSES_MESSAGE, THEME_NOT_FOUND_MESSAGE } from './report.decider';
import { CurateReportDto } from './findings-board.dto';
import { ReportsService } from './reports.service';
import { RequestReportDto } from './request-report.dto';
import { FindingsBoardView, ReportQueuedView, ReportSummaryView, ReportView } from './reports.views';

@ApiTags('reports')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class SurveyReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post(':idOrSlug/reports')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestSurveyReport',
    summary: "Analyse a survey's responses",
    description:
      'Starts the analysis on the AI queue and answers at once; GET /api/reports/{id} tells how it goes. ' +
      'Low-quality responses are left out unless the body asks to include them.',
  })
  @ApiBody({ type: RequestReportDto, required: false })
  @ApiAdminOnly()
  @ApiAcceptedResponse({ type: ReportQueuedView })
  @ApiError(404, 'Survey not found')
  @ApiError(400, "lowQuality must be 'include' or 'exclude'")
  @ApiError(409, NO_RESPONSES_MESSAGE)
  @ApiErrors(403, 503)
  request(@Param('idOrSlug') idOrSlug: string, @Body() dto: RequestReportDto = {}): Promise<ReportQueuedView> {
    return this.reports.request(idOrSlug, { ...(dto?.lowQuality ? { lowQuality: dto.lowQuality } : {}) });
  }

  @Get(':idOrSlug/reports')
  @ApiOperation({ operationId: 'listSurveyReports', summary: "A survey's reports, newest first" })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ReportSummaryView, isArray: true })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  list(@Param('idOrSlug') idOrSlug: string): Promise<ReportSummaryView[]> {
    return this.reports.list(idOrSlug);
  }
}

@ApiTags('reports')
@Controller('api/reports')
@UseGuards(AdminGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':id')
  @ApiOperation({
    operationId: 'getReport',
    summary: 'One report: its status and progress, and the report once completed',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ReportView })
  @ApiError(404, 'Report not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ReportView> {
    return this.reports.get(id);
  }

  @Get(':id/board')
  @ApiOperation({
    operationId: 'getFindingsBoard',
    summary: "The findings board: the report's themes as curated, the opportunities through them, and the history",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: FindingsBoardView })
  @ApiError(404, 'Report not found')
  @ApiError(409, CURATE_NOT_COMPLETED_MESSAGE)
  @ApiErrors(503)
  board(@Param('id') id: string): Promise<FindingsBoardView> {
    return this.reports.board(id);
  }

  @Post(':id/board')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'curateReport',
    summary: 'One change to the findings board (rename, merge, split, hide, move, quotes, notes, ICE scores)',
    description: "Recorded on the report's stream with who made it; answers the board after the change.",
  })
  @ApiAdminOnly()
  @ApiBody({ type: CurateReportDto })
  @ApiOkResponse({ type: FindingsBoardView })
  @ApiError(404, THEME_NOT_FOUND_MESSAGE)
  @ApiError(409, CURATE_NOT_COMPLETED_MESSAGE)
  @ApiErrors(400, 403, 503)
  curate(
    @Param('id') id: string,
    @Body() dto: CurateReportDto,
    @Req() req: FastifyRequest,
  ): Promise<FindingsBoardView> {
    return this.reports.curate(id, dto, adminOf(req)?.username ?? null);
  }
}
