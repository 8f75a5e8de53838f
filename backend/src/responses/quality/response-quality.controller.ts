import { Body, Controller, Get, Param, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, AllowApiKey } from '../../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { adminOf } from '../../http/request-identity';
import { ResponseQualityService } from './response-quality.service';
import { OverruleQualityDto, QualityCountsView, ResponseQualityView } from './response-quality.views';

@ApiTags('responses')
@Controller('api')
export class ResponseQualityController {
  constructor(private readonly quality: ResponseQualityService) {}

  @Get('responses/:id/quality')
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'getResponseQuality',
    summary: "A response's quality verdict and its reasons",
    description:
      "The verdict that stands (the consultant's when overruled, else the computed one) with the reasons in English and Urdu.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ResponseQualityView })
  @ApiError(404, 'Response not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ResponseQualityView> {
    return this.quality.get(id);
  }

  @Put('responses/:id/quality')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'overruleResponseQuality',
    summary: "Overrule a response's quality verdict",
    description:
      "The consultant's verdict (ok, review or low_quality) stands over the computed one: a ResponseQualityOverruled " +
      "event on the response's stream, who and when in its metadata, shown in the response's history.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ResponseQualityView })
  @ApiError(404, 'Response not found')
  @ApiErrors(400, 403, 503)
  overrule(
    @Param('id') id: string,
    @Body() dto: OverruleQualityDto,
    @Req() req: FastifyRequest,
  ): Promise<ResponseQualityView> {
    return this.quality.overrule(id, dto.verdict, adminOf(req)?.username ?? null);
  }

  @Get('surveys/:idOrSlug/quality')
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'getSurveyQualityCounts',
    summary: "How many of a survey's responses stand at each quality verdict",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: QualityCountsView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  counts(@Param('idOrSlug') idOrSlug: string): Promise<QualityCountsView> {
    return this.quality.counts(idOrSlug);
  }
}
