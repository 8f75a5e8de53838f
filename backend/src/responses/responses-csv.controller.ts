import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminGuard } from '../auth';
import { AllowApiKey } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ResponsesCsvService } from './responses-csv.service';
import { ResponseFilterDto } from './responses.dto';

@ApiTags('responses')
@Controller('api/surveys')
export class ResponsesCsvController {
  constructor(private readonly csv: ResponsesCsvService) {}

  @Get(':idOrSlug/responses.csv')
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'exportSurveyResponsesCsv',
    summary: "A survey's responses as CSV, streamed",
    description:
      'Every response matching the filters, oldest first, one row each: Response # (position in start order), ' +
      'the response, one column per question (an "asked as" column beside a reworded one), AI follow-up columns. ' +
      'UTF-8 with a BOM; cells that a spreadsheet would run as a formula start with an apostrophe.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({
    description: 'text/csv; charset=utf-8, Content-Disposition: attachment',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiError(400, 'A filter out of range')
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  export(
    @Param('idOrSlug') idOrSlug: string,
    @Query() filter: ResponseFilterDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    return this.csv.export(idOrSlug, filter, res);
  }
}
