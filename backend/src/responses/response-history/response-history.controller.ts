import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth';
import { AllowApiKey } from '../../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { ResponseHistoryService } from './response-history.service';
import { ResponseHistoryView } from './response-history.views';

@ApiTags('responses')
@Controller('api/responses/:id/history')
export class ResponseHistoryController {
  constructor(private readonly history: ResponseHistoryService) {}

  @Get()
  @UseGuards(AdminGuard)
  @AllowApiKey('responses:read')
  @ApiOperation({
    operationId: 'getResponseHistory',
    summary: "A response's timeline, from its event stream",
    description:
      'Started (mode, language), every answer with its time and wording, every revision with the previous text, ' +
      'follow-ups asked and answered, completed; an erased response keeps its shape with "[erased]" texts.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ResponseHistoryView })
  @ApiError(404, 'Response not found')
  @ApiErrors(503)
  get(@Param('id') id: string): Promise<ResponseHistoryView> {
    return this.history.history(id);
  }
}
