import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../auth/admin.guard';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { DropOffService } from './drop-off.service';
import { DROP_OFF_DESCRIPTION, DropOffView } from './drop-off.views';

@ApiTags('responses')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class DropOffController {
  constructor(private readonly dropOff: DropOffService) {}

  @Get(':idOrSlug/drop-off')
  @ApiOperation({
    operationId: 'getSurveyDropOff',
    summary: 'Where respondents stopped: started, reached and answered each question, completed',
    description: DROP_OFF_DESCRIPTION,
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: DropOffView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string): Promise<DropOffView> {
    return this.dropOff.forSurvey(idOrSlug);
  }
}
