import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth';
import { AllowApiKey } from '../../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { ResponseFilterDto } from '../responses.dto';
import { DropOffService } from './drop-off.service';
import { DROP_OFF_DESCRIPTION, DropOffView } from './drop-off.views';

@ApiTags('responses')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class DropOffController {
  constructor(private readonly dropOff: DropOffService) {}

  @Get(':idOrSlug/drop-off')
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'getSurveyDropOff',
    summary:
      'Where respondents stopped: started, reached and answered each question, completed (same filters as the list)',
    description: DROP_OFF_DESCRIPTION,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: DropOffView })
  @ApiError(400, 'A filter out of range')
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string, @Query() filter: ResponseFilterDto): Promise<DropOffView> {
    return this.dropOff.forSurvey(idOrSlug, filter);
  }
}
