import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard, RequiresRole } from '../auth';
import { ApiAdminOnly, ApiError, ApiErrors } from '../http/openapi.decorators';
import { EraseResponsesDto, ErasedCountView } from './response-erasure.dto';
import { ResponseErasureService } from './response-erasure.service';

@ApiTags('responses')
@Controller('api')
export class ResponseErasureController {
  constructor(private readonly erasure: ResponseErasureService) {}

  @Delete('responses/:id')
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'eraseResponse',
    summary: 'Erase a response',
    description:
      "The response's personal data becomes unreadable (its key is deleted), its rows disappear; the log keeps a ResponseErased event.",
  })
  @ApiAdminOnly()
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiError(404, 'Response not found (or erased already)')
  @ApiError(403, 'A role below owner (the problem names it), or a request from another origin')
  @ApiErrors(503)
  async erase(@Param('id') id: string): Promise<void> {
    await this.erasure.erase(id);
  }

  @Post('surveys/:idOrSlug/responses/erase')
  @UseGuards(AdminGuard)
  @RequiresRole('owner')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'eraseSurveyResponses',
    summary: "Erase a survey's responses started in a time window",
    description: 'For spam: by default only responses never completed. Answers how many were erased.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ErasedCountView })
  @ApiError(404, 'Survey not found')
  @ApiError(403, 'A role below owner (the problem names it), or a request from another origin')
  @ApiErrors(400, 503)
  eraseMany(@Param('idOrSlug') idOrSlug: string, @Body() dto: EraseResponsesDto): Promise<ErasedCountView> {
    return this.erasure.eraseMany(idOrSlug, dto);
  }
}
