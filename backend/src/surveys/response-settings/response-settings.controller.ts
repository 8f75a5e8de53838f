import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth/index';
import { ApiAdminOnly, ApiError, ApiErrors } from '../../http/openapi.decorators';
import { ResponseSettingsDto } from './response-settings.dto';
import { ResponseSettingsService } from './response-settings.service';
import { ResponseSettingsView } from './response-settings.views';

@ApiTags('surveys')
@Controller('api/surveys')
@UseGuards(AdminGuard)
export class ResponseSettingsController {
  constructor(private readonly settings: ResponseSettingsService) {}

  @Get(':idOrSlug/response-settings')
  @ApiOperation({
    operationId: 'getSurveyResponseSettings',
    summary: "A survey's hidden fields and abandonment period",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ResponseSettingsView })
  @ApiError(404, 'Survey not found')
  @ApiErrors(503)
  get(@Param('idOrSlug') idOrSlug: string): Promise<ResponseSettingsView> {
    return this.settings.get(idOrSlug);
  }

  @Put(':idOrSlug/response-settings')
  @ApiOperation({
    operationId: 'setSurveyResponseSettings',
    summary: "Declare a survey's hidden fields and/or set its abandonment period",
    description:
      'hiddenFields replaces the declared list (key: lower-case letters, digits, _; label; optional allowed values). ' +
      'abandonAfterDays closes unfinished responses after that many days without activity (null: never). ' +
      'A field left out of the body is unchanged.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: ResponseSettingsView })
  @ApiErrors(400, 403, 503)
  @ApiError(404, 'Survey not found')
  set(@Param('idOrSlug') idOrSlug: string, @Body() dto: ResponseSettingsDto): Promise<ResponseSettingsView> {
    return this.settings.set(idOrSlug, dto);
  }
}
