import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { NO_RESPONSES_MESSAGE } from './report.decider';
import { ReportsService } from './reports.service';
import { ReportQueuedView, ReportSummaryView, ReportView } from './reports.views';

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
    description: 'Starts the analysis on the AI queue and answers at once; GET /api/reports/{id} tells how it goes.',
  })
  @ApiAdminOnly()
  @ApiAcceptedResponse({ type: ReportQueuedView })
  @ApiError(404, 'Survey not found')
  @ApiError(409, NO_RESPONSES_MESSAGE)
  @ApiErrors(403, 503)
  request(@Param('idOrSlug') idOrSlug: string): Promise<ReportQueuedView> {
    return this.reports.request(idOrSlug);
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
}
