import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { AllowApiKey } from '../auth/allow-api-key.decorator';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { ResponseFilterDto } from '../responses/responses.dto';
import { SurveySummaryService } from './survey-summary.service';
import { ANSWER_SUMMARY_DESCRIPTION, AnswerSummaryView } from './survey-summary.views';

@ApiTags('responses')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class SurveySummaryController {
  constructor(private readonly summary: SurveySummaryService) {}

  @Get(':idOrSlug/summary')
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'getSurveyAnswerSummary',
    summary: 'Per question: counts per option, distribution, mean, NPS, median, yes/no (same filters as the list)',
    description: ANSWER_SUMMARY_DESCRIPTION,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: AnswerSummaryView })
  @ApiError(400, 'A filter out of range')
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string, @Query() filter: ResponseFilterDto): Promise<AnswerSummaryView> {
    return this.summary.forSurvey(idOrSlug, filter);
  }
}
