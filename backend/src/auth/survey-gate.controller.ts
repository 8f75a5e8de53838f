import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ApiErrors } from '../http/openapi.decorators';
import { UnlockSurveysDto } from './auth.dto';
import { SurveysUnlockedView } from './auth.views';
import { INCORRECT_GATE_PASSWORD, SurveyGateService } from './survey-gate.service';

/** POST /api/surveys/unlock: the surveys controller has no POST ':idOrSlug', so nothing shadows this. */
@ApiTags('surveys')
@Controller('api/surveys')
export class SurveyGateController {
  constructor(private readonly gate: SurveyGateService) {}

  @Post('unlock')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'unlockSurveys',
    summary: 'Unlock the survey list for this browser session',
    description:
      'The right SURVEYS_ACCESS_PASSWORD marks the session unlocked; GET /api/surveys then lists the active surveys.',
  })
  @ApiOkResponse({ type: SurveysUnlockedView })
  @ApiError(401, INCORRECT_GATE_PASSWORD)
  @ApiErrors(400, 403, 429, 503)
  unlock(
    @Body() dto: UnlockSurveysDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SurveysUnlockedView> {
    return this.gate.unlock(req, res, dto.password);
  }
}
