import { Body, Controller, Param, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../auth/index';
import { ApiAdminOnly, ApiErrors } from '../../http/openapi.decorators';
import { EmbedOriginsDto, EndScreenDto, SurveyListingDto } from './survey-sharing.dto';
import { SurveySharingService } from './survey-sharing.service';
import { SurveyView } from '../surveys.views';

@ApiTags('surveys')
@Controller('api/surveys')
export class SurveySharingController {
  constructor(private readonly sharing: SurveySharingService) {}

  @Put(':idOrSlug/embed-origins')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'setSurveyEmbedOrigins',
    summary: 'Set which sites may embed a survey',
    description:
      'Replaces the allow-list. /embed/{slug} answers with Content-Security-Policy frame-ancestors naming these ' +
      'origins (and the site itself); empty: no other site may show it in a frame. Each origin is scheme://host[:port]: https, or http on localhost / 127.0.0.1.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyView })
  @ApiErrors(400, 403, 404, 503)
  setEmbedOrigins(@Param('idOrSlug') idOrSlug: string, @Body() dto: EmbedOriginsDto): Promise<SurveyView> {
    return this.sharing.setEmbedOrigins(idOrSlug, dto);
  }

  @Put(':idOrSlug/end-screen')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'setSurveyEndScreen',
    summary: "Set a survey's end screen",
    description:
      'Replaces the end screen: thank-you title and message by language (only languages the survey offers), an ' +
      'optional https redirect URL with {key} placeholders for hidden-field / UTM values, and whether an embed sends ' +
      "the host page there. Nothing set: the standard 'Thank you!' screen and the redirect to the home page.",
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyView })
  @ApiErrors(400, 403, 404, 503)
  setEndScreen(@Param('idOrSlug') idOrSlug: string, @Body() dto: EndScreenDto): Promise<SurveyView> {
    return this.sharing.setEndScreen(idOrSlug, dto);
  }

  @Put(':idOrSlug/listing')
  @UseGuards(AdminGuard)
  @ApiOperation({
    operationId: 'setSurveyListing',
    summary: 'List a survey on /surveys or leave it unlisted',
    description:
      'listed true: the survey shows on the unlocked /surveys list while active (as the spec has it); false: it is ' +
      'left off that list and reachable only by its link (/survey/{slug}, /embed/{slug}). Surveys are listed by default.',
  })
  @ApiAdminOnly()
  @ApiOkResponse({ type: SurveyView })
  @ApiErrors(400, 403, 404, 503)
  setListed(@Param('idOrSlug') idOrSlug: string, @Body() dto: SurveyListingDto): Promise<SurveyView> {
    return this.sharing.setListed(idOrSlug, dto);
  }
}
