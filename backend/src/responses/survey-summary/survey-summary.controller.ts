import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth';
import { AllowApiKey } from '../../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { ResponseFilterDto } from '../responses.dto';
import { SurveySummaryService } from './survey-summary.service';
import { ANSWER_SUMMARY_DESCRIPTION, AnswerSummaryView } from './survey-summary.views';
import { MIN_SEGMENT_SIZE } from './segment-split';
import { SummarySplitQueryDto } from './segment-split.dto';
import { SummarySplitView } from './segment-split.views';

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

  @Get(':idOrSlug/summary/split')
  @ApiOperation({
    operationId: 'getSurveySummarySplit',
    summary: 'The summary split by one hidden field: per segment its n, and per question answers, mean and NPS',
    description:
      'Segments are the values of the hidden field `by` among the responses matching the filters ("No value" for ' +
      `responses without it), largest first. Segments under ${MIN_SEGMENT_SIZE} responses are merged into "Other ` +
      'segments" so nobody is singled out; if that group is itself under that size, its figures are withheld (questions: null).',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SummarySplitView })
  @ApiError(400, 'A filter out of range, or by is not a hidden field key')
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  split(@Param('idOrSlug') idOrSlug: string, @Query() query: SummarySplitQueryDto): Promise<SummarySplitView> {
    const { by, ...filter } = query;
    return this.summary.splitBy(idOrSlug, by, filter);
  }
}
