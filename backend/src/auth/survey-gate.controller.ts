import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { UnlockSurveysDto } from './auth.dto';
import { SurveyGateService } from './survey-gate.service';

/** POST /api/surveys/unlock: the surveys controller has no POST ':idOrSlug', so nothing shadows this. */
@Controller('api/surveys')
export class SurveyGateController {
  constructor(private readonly gate: SurveyGateService) {}

  @Post('unlock')
  @HttpCode(200)
  unlock(@Body() dto: UnlockSurveysDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.gate.unlock(req, res, dto.password);
  }
}
